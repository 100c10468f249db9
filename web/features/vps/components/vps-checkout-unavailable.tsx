import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { SupportSentence } from '../../../components/support-contact';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { vpsMessages } from '../i18n';

/** 001 §8: 'VPS Checkout Unavailable' when card payments are not configured. */
export function VpsCheckoutUnavailable() {
  const t = useMessages(vpsMessages);
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="grid justify-items-center gap-3 p-8 text-center" role="status">
        <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{t('checkoutUnavailableTitle')}</h1>
        <p className="text-sm text-muted-foreground">
          <SupportSentence format={(values) => t('checkoutUnavailable', values)} />
        </p>
        <Button variant="outline" asChild>
          <Link href="/">{t('backToHome')}</Link>
        </Button>
      </div>
    </Card>
  );
}
