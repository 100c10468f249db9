import { HeartHandshake } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DONATION_TIERS } from '../../../../contract/payments.js';
import { tierGiftChoice, tierText } from '../gift-text';
import { useDonationDialog } from '../hooks/use-donation-dialog';
import { DonationsUnavailable } from './donations-unavailable';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';

/**
 * 000 §2 donation banner of the client dashboard. It carries the 'donate' anchor (the navigation bar's Donate
 * lands here for members) and shows the four tiers with their gifts; Donate opens the dialog at the default
 * monthly amount (000 §4: 500 cents, the $5 tier).
 */
export function DonationBanner() {
  const { openDonation, dialog, unavailable } = useDonationDialog();
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return (
    <section
      id="donate"
      aria-labelledby="donation-banner-title"
      className="grid scroll-mt-24 gap-4 rounded-xl border border-rose-200 bg-gradient-to-r from-rose-50 to-amber-50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3 sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-700">
            <HeartHandshake className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-0.5">
            <h2 id="donation-banner-title" className="font-semibold text-slate-900">
              {t('bannerTitle')}
            </h2>
            <p className="text-sm text-slate-700">{t('bannerLead')}</p>
          </div>
        </div>
        <Button onClick={() => openDonation()} className="shrink-0">
          {t('donate')}
        </Button>
      </div>
      {unavailable && <DonationsUnavailable />}
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label={t('tiersLabel')}>
        {DONATION_TIERS.map((tier) => (
          <li key={tier.amount}>
            <button
              type="button"
              onClick={() => openDonation(tier.amount * 100)}
              className="grid h-full w-full gap-0.5 rounded-lg border border-rose-200 bg-card/80 p-3 text-start transition-colors hover:border-rose-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="text-sm font-semibold text-slate-900">
                {t('bannerTier', { amount: formatWholeDollars(tier.amount, locale), title: tierText(tier, t).title })}
              </span>
              <span className="text-xs text-slate-600">
                {t('giftChoice', { gifts: tierGiftChoice(tier.gifts, t, locale) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
