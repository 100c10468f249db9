import { Badge } from '../../../components/ui/badge';
import { DONATION_TIERS, type DonationTier } from '../../../../contract/payments.js';
import { tierGiftChoice } from '../gift-text';
import { ChoiceCard } from './choice-card';

/** Step 1: the four tiers of 000 §9. */
export function TierStep({ tier, onSelect }: { tier: DonationTier | null; onSelect: (tier: DonationTier) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Monthly donation</legend>
      {DONATION_TIERS.map((option) => (
        <ChoiceCard
          key={option.amount}
          name="donation-tier"
          value={String(option.amount)}
          checked={tier?.amount === option.amount}
          onSelect={() => onSelect(option)}
        >
          <span className="flex items-center justify-between gap-2">
            <span className="text-xl font-bold">
              ${option.amount}
              <span className="text-sm font-normal text-muted-foreground">/month</span>
            </span>
            {option.popular && <Badge>Most popular</Badge>}
          </span>
          <span className="font-semibold">{option.title}</span>
          <span className="text-sm text-muted-foreground">Gift: {tierGiftChoice(option.gifts)}</span>
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
