import { Clock, Gift as GiftIcon, HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { GIFT_ACTIVATION_HOURS, giftSchema, type DonationStatusResponse } from '../../../../contract/payments.js';
import { giftDetailLines, giftName } from '../gift-text';
import { useHourlyCountdown } from '../../../lib/use-hourly-countdown';
import { ThankYouLinks } from './thank-you-links';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { donationThanksMessages } from '../thanks-i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';
import { withElements } from '../../../lib/i18n/with-elements';

/** The stored gift read back through the contract's schema (the server stores the tier constant's details). */
function storedGift(status: DonationStatusResponse) {
  const details = typeof status.giftDetails === 'string' ? safeJson(status.giftDetails) : status.giftDetails;
  const parsed = giftSchema.safeParse({ type: status.giftType, details });
  return parsed.success ? parsed.data : null;
}
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The monthly gift thank-you view (000 §9, 001 §2/§9): the gift is set up within 24 hours, shown as a countdown
 * that drops every hour from the payment time; links to / and /dashboard.
 */
export function GiftThankYou({ status }: { status: DonationStatusResponse }) {
  const [mountedAt] = useState(() => Date.now());
  const paidAt = status.completedAt ? Date.parse(status.completedAt) : Number.NaN;
  const hours = useHourlyCountdown(Number.isNaN(paidAt) ? mountedAt : paidAt, GIFT_ACTIVATION_HOURS);
  const gift = storedGift(status);
  const t = useMessages(donationThanksMessages);
  const tGift = useMessages(donationsMessages);
  const locale = useLocale();
  const amount = t('amountMonthly', { amount: formatWholeDollars(Math.round(status.amount / 100), locale) });
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <div className="grid gap-6 p-6 sm:p-10">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-rose-100 text-rose-700">
            <HeartHandshake className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('monthlyTitle')}</h1>
          <p className="text-muted-foreground">
            {withElements(
              (values) => t(status.giftTier ? 'monthlyLeadTier' : 'monthlyLead', values),
              { amount: <strong className="text-foreground">{amount}</strong> },
              { tier: status.giftTier ?? '' },
            )}
          </p>
        </div>
        <section aria-labelledby="gift-countdown-title" className="grid gap-3 rounded-xl border bg-muted/40 p-5">
          <h2 id="gift-countdown-title" className="flex items-center gap-2 font-semibold">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            {t('giftBeingSetUp')}
          </h2>
          <p className="text-3xl font-bold tabular-nums" data-testid="gift-countdown" aria-live="polite">
            {t('hoursCount', { hours })}{' '}
            <span className="text-base font-normal text-muted-foreground">{t('leftAtMost')}</span>
          </p>
          <Progress
            value={GIFT_ACTIVATION_HOURS - hours}
            max={GIFT_ACTIVATION_HOURS}
            aria-label={t('setupTimePassed')}
          />
          <p className="text-sm text-muted-foreground">{t('teamActivates', { hours: GIFT_ACTIVATION_HOURS })}</p>
        </section>
        {gift && (
          <section aria-labelledby="gift-details-title" className="grid gap-2">
            <h2 id="gift-details-title" className="flex items-center gap-2 font-semibold">
              <GiftIcon className="size-4 text-primary" aria-hidden="true" />
              {tGift('giftNamed', { gift: giftName(gift, tGift) })}
            </h2>
            {giftDetailLines(gift, tGift).map(({ heading, lines }) => (
              <div key={heading} className="grid gap-1">
                {gift.type === 'both' && <p className="text-sm font-medium">{heading}</p>}
                <ul className="flex flex-wrap gap-1.5">
                  {lines.map((line) => (
                    <li key={line} className="rounded-full border bg-card px-2.5 py-0.5 text-xs">
                      {line}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        )}
        <ThankYouLinks className="flex flex-col gap-2 sm:flex-row sm:justify-center" />
      </div>
    </Card>
  );
}
