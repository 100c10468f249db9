import type { ProductRecord } from '../commerce/products.js';
import type { ResolvedCode } from '../promotions/service.js';
import type { PlanChangesDeps } from './service.js';
import type { PlanChangeRow } from './repo.js';

/**
 * A plan change's code goes on the subscription before the price moves (a pending update may not carry discounts),
 * redeemed as Stripe counts it, and its redemption is listed for the admin.
 */
export async function applyCodeToSubscription(
  deps: Pick<PlanChangesDeps, 'stripe' | 'promotions'>,
  input: {
    code: ResolvedCode;
    change: PlanChangeRow;
    /** The subscription, as much of it as the redemption names (the mirror's row fits). */
    row: { stripeSubscriptionId: string; productKind: string; productRef: string };
    record: ProductRecord;
    attempt: string;
  },
) {
  const { code, change, row, record, attempt } = input;
  await deps.stripe.applyPromotionCode({
    subscriptionId: row.stripeSubscriptionId,
    promotionCodeId: code.stripePromotionCodeId,
    idempotencyKey: `plan-change:${change.id}:code:${attempt}`,
  });
  await deps.promotions.recordRedemption(code, {
    subscriptionId: row.stripeSubscriptionId,
    productKind: row.productKind,
    productRef: row.productRef,
    userId: record.userId,
    email: record.email,
    usedAt: 'plan_change',
  });
}
