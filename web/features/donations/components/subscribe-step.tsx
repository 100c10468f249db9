import { CalendarClock, Gift as GiftIcon, ShieldCheck } from 'lucide-react';
import { TextField } from '../../../components/form-field';
import { GIFT_ACTIVATION_HOURS, type DonationTier, type Gift } from '../../../../contract/payments.js';
import { giftDetailLines, giftName } from '../gift-text';

/** Step 3: what will be charged each month and the gift it brings; visitors add the e-mail the gift goes to. */
export function SubscribeStep({
  tier,
  gift,
  askEmail,
  email,
  emailError,
  onEmailChange,
}: {
  tier: DonationTier;
  gift: Gift;
  askEmail: boolean;
  email: string;
  emailError?: string;
  onEmailChange: (email: string) => void;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-xl border bg-muted/40 p-4">
        <p className="flex items-baseline justify-between gap-2">
          <span className="font-semibold">{tier.title}</span>
          <span className="text-xl font-bold">
            ${tier.amount}
            <span className="text-sm font-normal text-muted-foreground">/month</span>
          </span>
        </p>
        <div className="grid gap-1.5 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <GiftIcon className="size-4 text-primary" aria-hidden="true" />
            {giftName(gift)} gift
          </p>
          {giftDetailLines(gift).map(({ heading, lines }) => (
            <p key={heading} className="text-muted-foreground">
              {gift.type === 'both' ? `${heading}: ` : ''}
              {lines.join(' · ')}
            </p>
          ))}
        </div>
        <ul className="grid gap-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Gifts activate within {GIFT_ACTIVATION_HOURS} hours of payment. Cancel any time.
          </li>
          <li className="flex items-center gap-1.5">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Card details go straight to Stripe; HostFree never sees them.
          </li>
        </ul>
      </div>
      {askEmail && (
        <TextField
          id="donation-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={emailError}
          hint="Your gift's details and receipts are sent here."
        />
      )}
    </div>
  );
}
