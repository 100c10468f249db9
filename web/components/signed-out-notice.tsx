import { LockKeyhole } from 'lucide-react';
import { Link } from 'wouter';
import { layoutMessages } from '../lib/i18n/layout-messages';
import { useMessages } from '../lib/i18n/messages';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** What a signed-in-only page shows to a visitor. */
export function SignedOutNotice({ message, redirectTo }: { message: string; redirectTo?: string }) {
  const t = useMessages(layoutMessages);
  const href = redirectTo ? `/auth?redirect=${encodeURIComponent(redirectTo)}` : '/auth';
  return (
    <Card className="mx-auto max-w-md text-center">
      <div className="grid justify-items-center gap-4 p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <p className="text-base">{message}</p>
        <Button asChild>
          <Link href={href}>{t('signInShort')}</Link>
        </Button>
      </div>
    </Card>
  );
}
