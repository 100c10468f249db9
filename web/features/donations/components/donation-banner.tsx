import { HeartHandshake } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DONATION_TIERS } from '../../../../contract/payments.js';
import { tierGiftChoice } from '../gift-text';
import { useDonationDialog } from '../hooks/use-donation-dialog';
import { DonationsUnavailable } from './donations-unavailable';

/**
 * 000 §2 donation banner of the client dashboard. It carries the 'donate' anchor (the navigation bar's Donate
 * lands here for members) and shows the four tiers with their gifts; Donate opens the dialog at the default
 * monthly amount (000 §4: 500 cents, the $5 tier).
 */
export function DonationBanner() {
  const { openDonation, dialog, unavailable } = useDonationDialog();
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
              Free hosting, funded by people like you
            </h2>
            <p className="text-sm text-slate-700">Donate monthly and get hosting or a VPS as a thank-you gift.</p>
          </div>
        </div>
        <Button onClick={() => openDonation()} className="shrink-0">
          Donate
        </Button>
      </div>
      {unavailable && <DonationsUnavailable />}
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label="Donation tiers">
        {DONATION_TIERS.map((tier) => (
          <li key={tier.amount}>
            <button
              type="button"
              onClick={() => openDonation(tier.amount * 100)}
              className="grid h-full w-full gap-0.5 rounded-lg border border-rose-200 bg-white/80 p-3 text-left transition-colors hover:border-rose-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="text-sm font-semibold text-slate-900">
                ${tier.amount}/mo · {tier.title}
              </span>
              <span className="text-xs text-slate-600">Gift: {tierGiftChoice(tier.gifts)}</span>
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
