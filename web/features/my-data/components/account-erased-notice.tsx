import { CircleCheck } from 'lucide-react';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';

/** Shown on /auth after an erasure: what happened, in plain words. */
export function AccountErasedNotice() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{ACCOUNT_SAFETY_MESSAGES.erased}.</p>
        <p>
          Your hosting accounts were removed from the server, your profile, devices and sessions were deleted, and you
          are signed out everywhere. Payment records are kept without your personal details, as the law requires.
        </p>
      </div>
    </div>
  );
}
