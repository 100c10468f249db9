import { CircleCheck, Info, KeyRound, LayoutDashboard, LogIn, Server } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import type { VpsConfirmBody, VpsConfirmResponse } from '../../../../contract/vps.js';
import {
  CheckingPayment,
  NoPaymentToShow,
  PaymentCheckError,
  PaymentDeclined,
  PaymentPending,
} from '../../../components/payment/payment-status-views';
import { CheckoutDiscountLines } from '../../../components/checkout-discount-lines';
import { CopyableField } from '../../../components/copyable-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { apiErrorCode, parseApiError } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { useCurrentUser } from '../../../lib/session';
import { paymentIntentIdOfSecret, usePurchaseTracking } from '../../../lib/tracking/purchase';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVpsConfirm } from '../api/confirm';
import { useStartedState } from '../hooks/use-started-state';
import { vpsMessages } from '../i18n';
import { VpsOrderBadge } from '../order-badge';
import { osLabel } from '../vps-specs';
import { ServerDetails } from './server-details';

/** The confirm call's body from the address: ours (subscription_id, order_id) plus what Stripe appends. */
function readReference(search: string): VpsConfirmBody | null {
  const params = new URLSearchParams(search);
  const subscriptionId = params.get('subscription_id')?.trim();
  const orderId = Number(params.get('order_id'));
  const clientSecret = (params.get('payment_intent_client_secret') ?? params.get('client_secret'))?.trim();
  if (!subscriptionId || !clientSecret || !Number.isInteger(orderId) || orderId <= 0) return null;
  return { subscriptionId, orderId, clientSecret };
}

function Confirmed({ answer, reference }: { answer: VpsConfirmResponse; reference: VpsConfirmBody }) {
  const { order, credentials, credentialsMessage } = answer;
  const { user } = useCurrentUser();
  const t = useMessages(vpsMessages);
  const dollars = useDollars();
  const started = useStartedState(reference.subscriptionId);
  // 001 §9's VPS Purchase, once the server has confirmed it: the id and the value are the server's Conversions API
  // event's (the amount charged: after a code, with tax), so Facebook counts the two once (docs/decisions.md).
  const paymentIntentId = paymentIntentIdOfSecret(reference.clientSecret);
  const paidCents = answer.amountPaid ?? started?.amountDue ?? order.packagePrice;
  usePurchaseTracking(
    paymentIntentId ? { paymentIntentId, amountCents: paidCents, currency: 'USD', contentName: 'VPS Purchase' } : null,
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6" data-testid="vps-success">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('confirmedTitle')}</h1>
        <p className="max-w-xl text-muted-foreground">
          {t(order.customerName ? 'thanksNamed' : 'thanks', {
            name: order.customerName ?? '',
            processing: t('statementProcessing'),
            email: order.customerEmail,
          })}
        </p>
      </div>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              <Server className="size-5 text-primary" aria-hidden="true" />
              {t('orderNumber', { id: String(order.id) })}
              <VpsOrderBadge order={order} />
            </CardTitle>
            <CardDescription>{order.packageName}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">{t('operatingSystem')}</dt>
              <dd className="text-end font-medium">{osLabel(order.operatingSystem)}</dd>
              {order.vcpu !== null && (
                <>
                  <dt className="text-muted-foreground">{t('vcpu')}</dt>
                  <dd className="text-end">{order.vcpu}</dd>
                </>
              )}
              {order.memory !== null && (
                <>
                  <dt className="text-muted-foreground">{t('memory')}</dt>
                  <dd className="text-end">{t('megabytes', { count: String(order.memory) })}</dd>
                </>
              )}
              {order.storage !== null && (
                <>
                  <dt className="text-muted-foreground">{t('storage')}</dt>
                  <dd className="text-end">{t('gigabytes', { count: String(order.storage) })}</dd>
                </>
              )}
              {order.packagePrice !== null && (
                <>
                  <dt className="text-muted-foreground">{t('billedMonthly')}</dt>
                  <dd className="text-end font-semibold">{dollars(order.packagePrice)}</dd>
                </>
              )}
              {started?.discount && (
                <>
                  <CheckoutDiscountLines priceCents={null} discount={started.discount} />
                  <dt className="font-semibold">{t('paidToday')}</dt>
                  <dd className="text-end font-semibold" data-testid="vps-success-paid">
                    {dollars(started.amountDue)}
                  </dd>
                </>
              )}
            </dl>
            {order.server && <ServerDetails server={order.server} />}
          </CardContent>
        </Card>
        <Card className="min-w-0 border-primary/30">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="size-5 text-primary" aria-hidden="true" />
              {t('yourAccount')}
            </CardTitle>
            <CardDescription>{credentials ? t('saveNow') : t('followOrder')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {credentials ? (
              <dl className="grid gap-4" aria-label={t('accountCredentials')}>
                <CopyableField label={t('username')} value={credentials.username} />
                <CopyableField label={t('password')} value={credentials.password} />
                <CopyableField label={t('email')} value={credentials.email} />
              </dl>
            ) : (
              <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
                <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {credentialsMessage ?? t('existingAccount')}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {user ? (
          <Button asChild size="lg">
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('goToDashboard')}
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link href="/auth">
              <LogIn aria-hidden="true" />
              {t('signIn')}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link href="/">{t('backToHome')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /vps-success (001 §2): reads subscription_id and order_id (and the client secret Stripe appends); shows nothing
 * as paid until the server has checked with Stripe, then the order and the account credentials (shown once).
 */
export function VpsSuccessPage() {
  const search = useSearch();
  const reference = useMemo(() => readReference(search), [search]);
  const confirm = useVpsConfirm(reference);
  const t = useMessages(vpsMessages);
  useDocumentTitle(t(confirm.data ? 'docConfirmed' : 'docOrder'));

  if (!reference) return <NoPaymentToShow backHref="/#vps" backLabel={t('seeVpsPlans')} />;
  if (confirm.isPending) return <CheckingPayment />;
  if (confirm.isError) {
    const { status, message } = parseApiError(confirm.error);
    if (apiErrorCode(confirm.error) === 'vpsPaymentFailed') {
      const retry = `/vps-checkout?${new URLSearchParams({ subscription_id: reference.subscriptionId, client_secret: reference.clientSecret })}`;
      return (
        <PaymentDeclined
          title={t('paymentFailed')}
          message={message}
          retryHref={retry}
          retryLabel={t('tryAnotherCard')}
        />
      );
    }
    if (status === 409)
      return <PaymentPending onRecheck={() => void confirm.refetch()} isChecking={confirm.isFetching} />;
    if (status === 404 || status === 400) return <NoPaymentToShow backHref="/#vps" backLabel={t('seeVpsPlans')} />;
    return <PaymentCheckError message={message || t('subscriptionFailed')} onRetry={() => void confirm.refetch()} />;
  }
  return <Confirmed answer={confirm.data} reference={reference} />;
}
