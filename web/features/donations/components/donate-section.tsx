import { HeartHandshake } from 'lucide-react';
import { DONATION_TIERS, GIFT_ACTIVATION_HOURS } from '../../../../contract/donation-tier-list.js';
import { useDonationDialog } from '../hooks/use-donation-dialog';
import { DonationsUnavailable } from './donations-unavailable';
import { TierCard } from './tier-card';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';

/**
 * 000 §2 donate section of the landing page (anchor 'donate'): the four monthly tiers of 000 §9 with their gifts;
 * each opens the donation dialog on its own tier.
 */
export function DonateSection() {
  const { openDonation, dialog, unavailable } = useDonationDialog();
  const t = useMessages(donationsMessages);
  return (
    <section id="donate" aria-labelledby="donate-title" data-section="donate" className="grid scroll-mt-24 gap-10">
      <div className="mx-auto grid max-w-2xl gap-3 text-center">
        <p className="flex items-center justify-center gap-1.5 text-sm font-semibold uppercase tracking-wider text-rose-700">
          <HeartHandshake className="size-4" aria-hidden="true" />
          {t('donate')}
        </p>
        <h2 id="donate-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('donateTitle')}
        </h2>
        <p className="text-base text-muted-foreground sm:text-lg">
          {t('donateLead', { hours: GIFT_ACTIVATION_HOURS })}
        </p>
      </div>
      {unavailable && (
        <div className="mx-auto w-full max-w-3xl">
          <DonationsUnavailable />
        </div>
      )}
      <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {DONATION_TIERS.map((tier) => (
          <TierCard key={tier.amount} tier={tier} onDonate={() => openDonation(tier.amount * 100)} />
        ))}
      </ul>
      {dialog}
    </section>
  );
}
