import type { PromotionDiscount } from '../../contract/promotion-codes.js';
import { formatDollars } from '../lib/format-dollars';

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
  if (!discount) return null;
  return (
    <>
      {priceCents !== null && (
        <>
          <dt className="border-t pt-2 text-muted-foreground">Price</dt>
          <dd className="border-t pt-2 text-right">{formatDollars(priceCents)}</dd>
        </>
      )}
      <dt className="text-emerald-800">
        Code {discount.code}
        <span className="block text-xs">{discount.summary}</span>
      </dt>
      <dd className="text-right text-emerald-800" data-testid="checkout-discount">
        −{formatDollars(discount.amountOffCents)}
      </dd>
    </>
  );
}
