import { AlertTriangle, CalendarClock, CreditCard, ExternalLink, Gift, Receipt } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { BillingGift, BillingSubscription } from '../../../../contract/billing.js';
import { GIFT_ACTIVATION_HOURS } from '../../../../contract/payments.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useHourlyCountdown } from '../../../lib/use-hourly-countdown';
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { billingCountMessages, billingMessages, type BillingKey } from '../i18n';
import { useBillingFormat, type BillingFormat } from '../use-billing-format';
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
export const cardName = (t: Translate<BillingKey>, card: { brand: string; last4: string }) =>
  t('cardEnding', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 });

const INTERVALS: Record<string, BillingKey> = { month: 'intervalMonth', year: 'intervalYear' };

/** '$5.00 / month'; an interval the catalogue does not know is shown as the server says it. */
export const pricePer = (t: Translate<BillingKey>, price: string, interval: string | null) =>
  interval ? t('pricePer', { price, interval: INTERVALS[interval] ? t(INTERVALS[interval]) : interval }) : price;

export const priceOf = (
  t: Translate<BillingKey>,
  format: BillingFormat,
  sub: Pick<BillingSubscription, 'amountCents' | 'currency' | 'interval'>,
) => pricePer(t, format.amount(sub.amountCents, sub.currency), sub.interval);

const GIFT_TYPES: Record<string, BillingKey> = { vps: 'giftTypeVps', hosting: 'giftTypeHosting', both: 'giftTypeBoth' };

/** What the gift is called in a sentence: 'Silver gift (VPS)'. */
function giftName(t: Translate<BillingKey>, gift: BillingGift): string {
  const type = gift.type ? (GIFT_TYPES[gift.type] ? t(GIFT_TYPES[gift.type]) : gift.type) : null;
  if (gift.tier) return type ? t('giftOfTierTyped', { tier: gift.tier, type }) : t('giftOfTier', { tier: gift.tier });
  return type ? t('giftPlainTyped', { type }) : t('giftPlain');
}

/** The countdown's plural needs the ICU formatter: its own component, waiting under its own Suspense. */
function GiftHoursLeft({ gift, hours }: { gift: string; hours: number }) {
  const t = useMessages(billingCountMessages);
  return <>{t('giftHoursLeft', { gift, hours })}</>;
}

/** The gift of a donation: the 24-hour countdown while our team sets it up (000 §9), then when it was done. */
function GiftLine({ gift }: { gift: BillingGift }) {
  const dueAt = gift.dueAt ? Date.parse(gift.dueAt) : Number.NaN;
  const hours = useHourlyCountdown(
    Number.isNaN(dueAt) ? Date.now() : dueAt - GIFT_ACTIVATION_HOURS * 3_600_000,
    GIFT_ACTIVATION_HOURS,
  );
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  const name = giftName(t, gift);
  const text =
    gift.state === 'set_up' ? (
      gift.completedAt ? (
        t('giftSetUpOn', { gift: name, date: format.date(gift.completedAt) })
      ) : (
        t('giftSetUp', { gift: name })
      )
    ) : gift.state === 'cancelled' ? (
      t('giftCancelled', { gift: name })
    ) : hours > 0 ? (
      <Suspense fallback={null}>
        <GiftHoursLeft gift={name} hours={hours} />
      </Suspense>
    ) : (
      t('giftAnyMoment', { gift: name })
    );
  return (
    <p className="flex items-start gap-2 text-sm" data-testid="gift-state">
      <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** A failed renewal: what happens next, with dates, and the one-click Pay now (Stripe's page for the open invoice). */
function PaymentFailed({ sub }: { sub: BillingSubscription }) {
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  const amount = format.amount(sub.amountCents, sub.currency);
  const failed = sub.paymentFailedAt
    ? t('paymentFailedOn', { amount, date: format.date(sub.paymentFailedAt) })
    : t('paymentFailed', { amount });
  const next =
    sub.status === 'unpaid'
      ? t('unpaidNext')
      : sub.nextPaymentAttemptAt
        ? t('retryNext', { date: format.date(sub.nextPaymentAttemptAt) })
        : t('endsIfUnpaid');
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{failed}</strong> {next}{' '}
          {sub.canUpdateCard ? t('payNowOrCard') : t('payNowToKeep')}
        </span>
      </p>
      {sub.payNowUrl && (
        <Button asChild variant="destructive" size="sm">
          <a href={sub.payNowUrl} target="_blank" rel="noopener noreferrer">
            {t('payNow')}
            <span className="sr-only">{t('opensStripe')}</span>
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
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  const endsOn = sub.currentPeriodEnd ? format.date(sub.currentPeriodEnd) : null;
  const name = sub.description;
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
                  title: t('cancelledTitle'),
                  description: endsOn ? t('cancelledUntil', { name, date: endsOn }) : t('cancelledAtEnd', { name }),
                }
              : {
                  title: t('resumedTitle'),
                  description: endsOn ? t('resumedOn', { name, date: endsOn }) : t('resumedPlain', { name }),
                },
          );
        },
        onError: (error) =>
          toast({
            title: kind === 'cancel' ? t('cancelFailed') : t('resumeFailed'),
            description: errorMessage(error, t('tryLater')),
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
            title: t('cardPageFailed'),
            description: errorMessage(error, t('tryLater')),
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
          <p className="text-sm">{priceOf(t, format, sub)}</p>
        </div>
        <Badge variant={BADGE[sub.status]} className="w-fit shrink-0">
          {sub.statusLabel}
        </Badge>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {sub.nextChargeAt && (
          <div className="flex items-center gap-2">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt>{t('nextCharge')}</dt>
            <dd className="font-medium">{format.date(sub.nextChargeAt)}</dd>
          </div>
        )}
        {sub.status === 'cancelling' && endsOn && (
          <div className="flex items-center gap-2">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt>{t('ends')}</dt>
            <dd className="font-medium">{endsOn}</dd>
          </div>
        )}
        {sub.card && (
          <div className="flex items-center gap-2">
            <CreditCard className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt>{t('card')}</dt>
            <dd className="font-medium">{cardName(t, sub.card)}</dd>
          </div>
        )}
        {sub.receiptUrl && (
          <div className="flex items-center gap-2">
            <Receipt className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">{t('receiptLabel')}</dt>
            <dd>
              <a
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                href={sub.receiptUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('latestReceipt')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('opensNewTab')}</span>
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
              {t('changePlan')}
            </Button>
          )}
          {sub.canUpdateCard && (
            <Button variant="outline" size="sm" onClick={openCard} disabled={card.isPending}>
              {card.isPending ? t('opening') : t('updateCard')}
            </Button>
          )}
          {sub.canCancel && (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t('cancelAtPeriodEnd')}
            </Button>
          )}
          {sub.canResume && (
            <Button size="sm" onClick={() => run('resume')} disabled={change.isPending}>
              {change.isPending ? t('resuming') : t('resume')}
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
        title={t('cancelTitle', { name })}
        description={endsOn ? t('staysActiveUntil', { date: endsOn }) : t('staysActivePeriod')}
        confirmLabel={t('cancelAtPeriodEnd')}
        pendingLabel={t('cancelling')}
        pending={change.isPending}
        dismissLabel={t('keepIt')}
        onConfirm={() => run('cancel')}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-muted-foreground">
          {endsOn ? t('notChargedResumeUntil', { date: endsOn }) : t('notChargedAgain')}
        </p>
      </ConfirmDialog>
    </li>
  );
}
