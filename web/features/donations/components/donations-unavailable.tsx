import { CircleAlert } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';

/** 000 §5: the banner shown where donations are offered while no Stripe publishable key is set. */
export function DonationsUnavailable() {
  const t = useMessages(donationsMessages);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{t('unavailableTitle')}</p>
        <p>{t('unavailable')}</p>
      </div>
    </div>
  );
}
