import { Badge } from '../../../components/ui/badge';
import { DONATION_TIERS, type DonationTier } from '../../../../contract/payments.js';
import { tierGiftChoice, tierText } from '../gift-text';
import { ChoiceCard } from './choice-card';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';

/** Step 1: the four tiers of 000 §9. */
export function TierStep({ tier, onSelect }: { tier: DonationTier | null; onSelect: (tier: DonationTier) => void }) {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('monthlyDonation')}</legend>
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
              {formatWholeDollars(option.amount, locale)}
              <span className="text-sm font-normal text-muted-foreground">{t('perMonth')}</span>
            </span>
            {option.popular && <Badge>{t('mostPopular')}</Badge>}
          </span>
          <span className="font-semibold">{tierText(option, t).title}</span>
          <span className="text-sm text-muted-foreground">
            {t('giftChoice', { gifts: tierGiftChoice(option.gifts, t, locale) })}
          </span>
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
