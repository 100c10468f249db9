import type { DonationTier, Gift } from '../../../../contract/payments.js';
import { giftDetailLines, giftName } from '../gift-text';
import { ChoiceCard } from './choice-card';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';

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
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('giftWithTier', { amount: formatWholeDollars(tier.amount, locale) })}</legend>
      {tier.gifts.map((option) => (
        <ChoiceCard
          key={option.type}
          name="donation-gift"
          value={option.type}
          checked={gift?.type === option.type}
          onSelect={() => onSelect(option)}
        >
          <span className="font-semibold">{t('giftNamed', { gift: giftName(option, t) })}</span>
          {giftDetailLines(option, t).map(({ heading, lines }) => (
            <span key={heading} className="text-sm text-muted-foreground">
              {lines.slice(0, 4).join(' · ')}
            </span>
          ))}
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
