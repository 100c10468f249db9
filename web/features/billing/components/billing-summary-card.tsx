import { AlertTriangle, WalletCards } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Suspense } from 'react';
import { useBilling } from '../api/get-billing';
import { priceOf } from './subscription-card';
import { useMessages } from '../../../lib/i18n/messages';
import { billingCountMessages, billingMessages } from '../i18n';
import { useBillingFormat } from '../use-billing-format';

/** The count's plural needs the ICU formatter: its own component, so the dashboard waits for it only here. */
function ActiveCount({ count }: { count: number }) {
  const t = useMessages(billingCountMessages);
  return <>{t('activeSubscriptions', { count })}</>;
}

/**
 * The client dashboard's way into the billing centre: the subscriptions that run, a failed payment first.
 * Nothing is drawn for someone who has never paid (the nav's Billing link is there for them).
 */
export function BillingSummaryCard() {
  const { data } = useBilling(null);
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  if (!data || (data.subscriptions.length === 0 && data.payments.length === 0)) return null;
  const running = data.subscriptions
    .filter((s) => s.status !== 'ended')
    .sort(
      (a, b) =>
        Number(b.status === 'payment_failed' || b.status === 'unpaid') -
        Number(a.status === 'payment_failed' || a.status === 'unpaid'),
    );
  const failing = running.some((s) => s.status === 'payment_failed' || s.status === 'unpaid');
  return (
    <Card data-testid="billing-summary">
      <div className="flex p-6 flex-row items-start justify-between gap-2 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <WalletCards className="size-5 text-primary" aria-hidden="true" />
            {t('summaryTitle')}
          </CardTitle>
          <CardDescription>
            {running.length === 0 ? (
              t('noSubscription')
            ) : (
              <Suspense fallback={null}>
                <ActiveCount count={running.length} />
              </Suspense>
            )}
          </CardDescription>
        </div>
        <Button asChild variant={failing ? 'destructive' : 'outline'} size="sm">
          <Link href="/billing">{failing ? t('fixPayment') : t('manageBilling')}</Link>
        </Button>
      </div>
      {running.length > 0 && (
        <CardContent>
          <ul className="grid gap-2">
            {running.map((sub) => (
              <li
                key={sub.id}
                className="flex flex-col gap-1 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0 break-words">
                  {(sub.status === 'payment_failed' || sub.status === 'unpaid') && (
                    <AlertTriangle className="me-1 inline size-4 text-destructive" aria-hidden="true" />
                  )}
                  <span className="font-medium">{sub.description}</span>
                  <span className="text-muted-foreground"> · {priceOf(t, format, sub)}</span>
                </span>
                <Badge
                  variant={
                    sub.status === 'active' ? 'success' : sub.status === 'cancelling' ? 'secondary' : 'destructive'
                  }
                  className="w-fit"
                >
                  {sub.statusLabel}
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
