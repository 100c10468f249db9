import { CircleAlert } from 'lucide-react';
import { PAYMENT_MESSAGES as M } from '../../../../contract/payment-messages.js';

/** 000 §5: the banner shown where donations are offered while no Stripe publishable key is set. */
export function DonationsUnavailable() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{M.donationsUnavailableTitle}</p>
        <p>{M.donationsUnavailable}</p>
      </div>
    </div>
  );
}
