import { AlertTriangle, CalendarClock, CreditCard, ExternalLink, Gift, Receipt } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { BillingGift, BillingSubscription } from '../../../../contract/billing.js';
import { formatBillingAmount, formatBillingDate } from '../../../../contract/billing-constants.js';
import { GIFT_ACTIVATION_HOURS } from '../../../../contract/payments.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useHourlyCountdown } from '../../../lib/use-hourly-countdown';
import { newAttempt, useChangeSubscription } from '../api/change-subscription';
import { useUpdateCard } from '../api/update-card';
import { PlanChangeNotice } from './plan-change-notice';

// Opened by few visitors of /billing: its own chunk, fetched on the click.
const PlanChangeDialog = lazy(() => import('./plan-change-dialog').then((m) => ({ default: m.PlanChangeDialog })));

const BADGE: Record<BillingSubscription['status'], BadgeProps['variant']> = {
  active: 'success',
  cancelling: 'secondary',
  payment_failed: 'destructive',
  unpaid: 'destructive',
  paused: 'secondary',
  ended: 'outline',
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};
export const cardName = (card: { brand: string; last4: string }) =>
  `${BRANDS[card.brand] ?? card.brand} ending in ${card.last4}`;

export const priceOf = (sub: Pick<BillingSubscription, 'amountCents' | 'currency' | 'interval'>) =>
  `${formatBillingAmount(sub.amountCents, sub.currency)}${sub.interval ? ` / ${sub.interval}` : ''}`;

const GIFT_TYPES: Record<string, string> = { vps: 'VPS', hosting: 'hosting', both: 'hosting and VPS' };

/** The gift of a donation: the 24-hour countdown while our team sets it up (000 §9), then when it was done. */
function GiftLine({ gift }: { gift: BillingGift }) {
  const dueAt = gift.dueAt ? Date.parse(gift.dueAt) : Number.NaN;
  const hours = useHourlyCountdown(
    Number.isNaN(dueAt) ? Date.now() : dueAt - GIFT_ACTIVATION_HOURS * 3_600_000,
    GIFT_ACTIVATION_HOURS,
  );
  const what = [gift.tier, 'gift', gift.type ? `(${GIFT_TYPES[gift.type] ?? gift.type})` : null]
    .filter(Boolean)
    .join(' ');
  const state =
    gift.state === 'set_up'
      ? `set up${gift.completedAt ? ` on ${formatBillingDate(gift.completedAt)}` : ''}. Its details were sent to your e-mail.`
      : gift.state === 'cancelled'
        ? 'cancelled.'
        : hours > 0
          ? `being set up: ${hours} ${hours === 1 ? 'hour' : 'hours'} left at most.`
          : 'being set up: it should be ready any moment now.';
  return (
    <p className="flex items-start gap-2 text-sm" data-testid="gift-state">
      <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        Your {what} is {state}
      </span>
    </p>
  );
}

/** A failed renewal: what happens next, with dates, and the one-click Pay now (Stripe's page for the open invoice). */
function PaymentFailed({ sub }: { sub: BillingSubscription }) {
  const failedOn = sub.paymentFailedAt ? ` on ${formatBillingDate(sub.paymentFailedAt)}` : '';
  const next =
    sub.status === 'unpaid'
      ? 'Stripe has stopped trying your card, so it is not renewing.'
      : sub.nextPaymentAttemptAt
        ? `We will try your card again on ${formatBillingDate(sub.nextPaymentAttemptAt)}. If the payment still does not go through after the last try, the subscription ends.`
        : 'If it is not paid, the subscription ends.';
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">
            Your payment of {formatBillingAmount(sub.amountCents, sub.currency)} failed{failedOn}.
          </strong>{' '}
          {next} Pay now to keep it going{sub.canUpdateCard ? ', or update your card' : ''}.
        </span>
      </p>
      {sub.payNowUrl && (
        <Button asChild variant="destructive" size="sm">
          <a href={sub.payNowUrl} target="_blank" rel="noopener noreferrer">
            Pay now<span className="sr-only"> (opens Stripe in a new tab)</span>
          </a>
        </Button>
      )}
    </div>
  );
}

/** One subscription of the billing centre: what it is, its state in words, what is next, and what the customer may change. */
export function SubscriptionCard({ sub, token }: { sub: BillingSubscription; token: string | null }) {
  const change = useChangeSubscription();
  const card = useUpdateCard();
  const [confirming, setConfirming] = useState(false);
  const [changingPlan, setChangingPlan] = useState(false);
  const endsOn = sub.currentPeriodEnd ? formatBillingDate(sub.currentPeriodEnd) : null;
  const titleId = `subscription-${sub.id}`;

  const run = (kind: 'cancel' | 'resume') =>
    change.mutate(
      { id: sub.id, change: kind, token, attempt: newAttempt() },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(
            kind === 'cancel'
              ? {
                  title: 'Cancelled at period end',
                  description: endsOn
                    ? `${sub.description} stays active until ${endsOn}. You can resume it until then.`
                    : `${sub.description} ends at the end of the period.`,
                }
              : {
                  title: 'Resumed',
                  description: endsOn
                    ? `${sub.description} renews on ${endsOn} as before.`
                    : `${sub.description} renews as before.`,
                },
          );
        },
        onError: (error) =>
          toast({
            title: kind === 'cancel' ? 'Cancellation failed' : 'Could not resume',
            description: errorMessage(error, 'Please try again later.'),
            variant: 'destructive',
          }),
      },
    );
  const openCard = () =>
    card.mutate(
      { id: sub.id, token },
      {
        onError: (error) =>
          toast({
            title: 'Could not open the card page',
            description: errorMessage(error, 'Please try again later.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <li
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
      aria-labelledby={titleId}
      data-testid="billing-subscription"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{sub.productLabel}</p>
          <h3 id={titleId} className="break-words font-semibold">
            {sub.description}
          </h3>
          <p className="text-sm">{priceOf(sub)}</p>
        </div>
        <Badge variant={BADGE[sub.status]} className="w-fit shrink-0">
          {sub.statusLabel}
        </Badge>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {sub.nextChargeAt && (
          <div className="flex items-center gap-2">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt>Next charge:</dt>
            <dd className="font-medium">{formatBillingDate(sub.nextChargeAt)}</dd>
          </div>
        )}
        {sub.status === 'cancelling' && endsOn && (
          <div className="flex items-center gap-2">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt>Ends:</dt>
            <dd className="font-medium">{endsOn}</dd>
          </div>
        )}
        {sub.card && (
          <div className="flex items-center gap-2">
            <CreditCard className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt>Card:</dt>
            <dd className="font-medium">{cardName(sub.card)}</dd>
          </div>
        )}
        {sub.receiptUrl && (
          <div className="flex items-center gap-2">
            <Receipt className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Receipt:</dt>
            <dd>
              <a
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                href={sub.receiptUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Latest receipt
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>

      {sub.gift && <GiftLine gift={sub.gift} />}
      {(sub.status === 'payment_failed' || sub.status === 'unpaid') && <PaymentFailed sub={sub} />}
      {sub.planChange && <PlanChangeNotice id={sub.id} change={sub.planChange} token={token} />}

      {(sub.canCancel || sub.canResume || sub.canUpdateCard || sub.canChangePlan) && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {sub.canChangePlan && (
            <Button size="sm" onClick={() => setChangingPlan(true)}>
              Change plan
            </Button>
          )}
          {sub.canUpdateCard && (
            <Button variant="outline" size="sm" onClick={openCard} disabled={card.isPending}>
              {card.isPending ? 'Opening...' : 'Update card'}
            </Button>
          )}
          {sub.canCancel && (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Cancel at period end
            </Button>
          )}
          {sub.canResume && (
            <Button size="sm" onClick={() => run('resume')} disabled={change.isPending}>
              {change.isPending ? 'Resuming...' : 'Resume'}
            </Button>
          )}
        </div>
      )}

      {changingPlan && (
        <Suspense fallback={null}>
          <PlanChangeDialog sub={sub} token={token} onClose={() => setChangingPlan(false)} />
        </Suspense>
      )}

      <ConfirmDialog
        open={confirming}
        title={`Cancel ${sub.description}?`}
        description={
          endsOn
            ? `Your plan stays active until ${endsOn}, then ends.`
            : 'Your plan stays active until the end of the period you paid for, then ends.'
        }
        confirmLabel="Cancel at period end"
        pendingLabel="Cancelling..."
        pending={change.isPending}
        dismissLabel="Keep it"
        onConfirm={() => run('cancel')}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-muted-foreground">
          You are not charged again.{endsOn ? ` Changed your mind? Resume it here any time before ${endsOn}.` : ''}
        </p>
      </ConfirmDialog>
    </li>
  );
}
