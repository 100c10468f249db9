import type { DonationTier, Gift } from '../../../../contract/payments.js';
import { giftDetailLines, giftName } from '../gift-text';
import { ChoiceCard } from './choice-card';

/** Step 2, only when the tier offers more than one gift (000 §2). */
export function GiftStep({
  tier,
  gift,
  onSelect,
}: {
  tier: DonationTier;
  gift: Gift | null;
  onSelect: (gift: Gift) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Gift with the ${tier.amount} tier</legend>
      {tier.gifts.map((option) => (
        <ChoiceCard
          key={option.type}
          name="donation-gift"
          value={option.type}
          checked={gift?.type === option.type}
          onSelect={() => onSelect(option)}
        >
          <span className="font-semibold">{giftName(option)} gift</span>
          {giftDetailLines(option).map(({ heading, lines }) => (
            <span key={heading} className="text-sm text-muted-foreground">
              {lines.slice(0, 4).join(' · ')}
            </span>
          ))}
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
