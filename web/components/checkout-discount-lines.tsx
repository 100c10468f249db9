import type { PromotionDiscount } from '../../contract/promotion-codes.js';
import { formatMoney } from '../../contract/i18n/format.js';
import { formatDollars } from '../lib/format-dollars';
import { useLocale } from '../lib/i18n/locale';
import { useMessages } from '../lib/i18n/messages';
import { componentsMessages } from './i18n';

/**
 * A checkout summary's price and promotion-code lines (inside its <dl>, above 'Due today'), both checkouts alike.
 * Every figure is the server's: the package price and the discount Stripe's first invoice reports; nothing here
 * subtracts, so what 'Due today' says is always the server's amount due (tax included when Stripe Tax is on).
 */
export function CheckoutDiscountLines({
  priceCents,
  discount,
}: {
  priceCents: number | null;
  discount: PromotionDiscount | null | undefined;
}) {
  const t = useMessages(componentsMessages);
  const locale = useLocale();
  // English as before ('$1,234.50', no Intl data on the first paint); another locale through Intl.
  const money = (cents: number) => (locale === 'en' ? formatDollars(cents) : formatMoney(cents, 'usd', locale));
  if (!discount) return null;
  return (
    <>
      {priceCents !== null && (
        <>
          <dt className="border-t pt-2 text-muted-foreground">{t('discountPrice')}</dt>
          <dd className="border-t pt-2 text-end">{money(priceCents)}</dd>
        </>
      )}
      <dt className="text-emerald-800">
        {t('discountCode', { code: discount.code })}
        <span className="block text-xs">{discount.summary}</span>
      </dt>
      <dd className="text-end text-emerald-800" data-testid="checkout-discount">
        −{money(discount.amountOffCents)}
      </dd>
    </>
  );
}
