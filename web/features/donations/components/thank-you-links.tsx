import { House, LayoutDashboard, MailCheck, WalletCards } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';
import { useMessages } from '../../../lib/i18n/messages';
import { donationThanksMessages } from '../thanks-i18n';

/**
 * Where a donor goes next. 'Go to dashboard' only for someone signed in: a visitor donor has no account, and the
 * link used to land on 'Sign in to see your dashboard'. A donation is managed in the billing centre: the
 * signed-in donor's Billing page, or the signed link in a visitor's receipt mail.
 */
export function ThankYouLinks({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  const t = useMessages(donationThanksMessages);
  return (
    <div className="grid justify-items-center gap-3">
      {!user && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="billing-link-sent">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('billingLinkSent')}
        </p>
      )}
      <div className={className ?? 'flex flex-col gap-2 sm:flex-row'}>
        {user && (
          <Button asChild>
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('goToDashboard')}
            </Link>
          </Button>
        )}
        {user && (
          <Button variant="outline" asChild>
            <Link href="/billing">
              <WalletCards aria-hidden="true" />
              {t('manageBilling')}
            </Link>
          </Button>
        )}
        <Button variant={user ? 'outline' : 'default'} asChild>
          <Link href="/">
            <House aria-hidden="true" />
            {t('backToHome')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
