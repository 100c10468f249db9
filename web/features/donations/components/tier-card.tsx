import { CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { DonationTier } from '../../../../contract/payments.js';
import { giftSummary, tierText } from '../gift-text';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';

/** One tier of 000 §9 on the donate section: price, what it is, its gifts, and a button into the dialog. */
export function TierCard({ tier, onDonate }: { tier: DonationTier; onDonate: () => void }) {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  const text = tierText(tier, t);
  const price = formatWholeDollars(tier.amount, locale);
  return (
    <li
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm',
        tier.popular && 'border-primary ring-1 ring-primary',
      )}
      data-testid={`tier-${tier.amount}`}
    >
      {tier.popular && <Badge className="absolute -top-3 start-6">{t('mostPopular')}</Badge>}
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold text-slate-900">{text.title}</h3>
        <p className="flex items-baseline gap-1">
          <span className="text-3xl font-extrabold tracking-tight text-slate-900">{price}</span>
          <span className="text-sm text-muted-foreground">{t('perMonthSpaced')}</span>
        </p>
        <p className="text-sm text-muted-foreground">{text.description}</p>
      </div>
      <ul className="grid gap-2">
        {text.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-3">
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-xs text-slate-700">
          <p className="font-semibold uppercase tracking-wide text-muted-foreground">
            {tier.gifts.length > 1 ? t('chooseYourGift') : t('yourGift')}
          </p>
          {tier.gifts.map((gift) => (
            <p key={gift.type}>{giftSummary(gift, t)}</p>
          ))}
        </div>
        <Button onClick={onDonate} variant={tier.popular ? 'default' : 'outline'}>
          {t('donateMonthly', { amount: price })}
        </Button>
      </div>
    </li>
  );
}
