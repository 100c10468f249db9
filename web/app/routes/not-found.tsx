import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessages } from '../../lib/i18n/messages';
import { notFoundMessages } from './not-found-i18n';

export function NotFoundRoute() {
  const t = useMessages(notFoundMessages);
  useDocumentTitle(t('notFoundDocumentTitle'));
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('notFoundLead')}</p>
      <Button asChild>
        <Link href="/">{t('goHome')}</Link>
      </Button>
    </div>
  );
}
