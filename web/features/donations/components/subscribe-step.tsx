import { CalendarClock, Gift as GiftIcon, ShieldCheck } from 'lucide-react';
import { TextField } from '../../../components/form-field';
import { GIFT_ACTIVATION_HOURS, type DonationTier, type Gift } from '../../../../contract/payments.js';
import { giftDetailLines, giftName, tierText } from '../gift-text';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';

/** An address's shape, the same in every language. */
const EXAMPLE_EMAIL = 'you@example.com';

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
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-xl border bg-muted/40 p-4">
        <p className="flex items-baseline justify-between gap-2">
          <span className="font-semibold">{tierText(tier, t).title}</span>
          <span className="text-xl font-bold">
            {formatWholeDollars(tier.amount, locale)}
            <span className="text-sm font-normal text-muted-foreground">{t('perMonth')}</span>
          </span>
        </p>
        <div className="grid gap-1.5 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <GiftIcon className="size-4 text-primary" aria-hidden="true" />
            {t('giftNamed', { gift: giftName(gift, t) })}
          </p>
          {giftDetailLines(gift, t).map(({ heading, lines }) => (
            <p key={heading} className="text-muted-foreground">
              {gift.type === 'both' ? t('giftHeadingLines', { heading, lines: lines.join(' · ') }) : lines.join(' · ')}
            </p>
          ))}
        </div>
        <ul className="grid gap-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {t('giftsActivate', { hours: GIFT_ACTIVATION_HOURS })}
          </li>
          <li className="flex items-center gap-1.5">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('cardToStripe')}
          </li>
        </ul>
      </div>
      {askEmail && (
        <TextField
          id="donation-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          placeholder={EXAMPLE_EMAIL}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={emailError}
          hint={t('emailHint')}
        />
      )}
    </div>
  );
}
