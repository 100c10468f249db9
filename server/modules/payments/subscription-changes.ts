import { PROMOTION_MESSAGES } from '../../../contract/promotion-codes.js';
import { AppError } from '../../errors.js';
import { Stripe } from '../../integrations/stripe/client.js';
import type { StripeCall } from './one-time.js';
import {
  summarizeInvoice,
  summarizeSubscription,
  type InvoiceSummary,
  type SubscriptionSummary,
} from './stripe-objects.js';

// The Stripe calls behind plan changes and promotion codes (part of PaymentsService): invoice previews with
// subscription_details.proration_behavior (API 2026-10-28's invoices.createPreview), price changes of a
// subscription item as pending updates, a promotion code applied to a subscription, coupons and promotion codes.

/** One line of a preview, in the fields the billing centre shows. */
export interface PreviewLine {
  description: string;
  amountCents: number;
  isProration: boolean;
  periodStart: Date;
  periodEnd: Date;
}

export interface InvoicePreview {
  /** What the customer pays when the invoice is made (never below 0: a credit goes to the balance). */
  amountDueCents: number;
  subtotalCents: number;
  totalCents: number;
  discountCents: number;
  currency: string;
  lines: PreviewLine[];
  /** The time the proration was computed for (echoed by Stripe when it prorated). */
  prorationDate: Date | null;
}

/** Stripe's refusal of a promotion code (restrictions, redemptions, expiry) as the customer's 400; null otherwise. */
export function promotionRefusal(error: unknown): AppError | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  const code = error.code ?? '';
  const aboutDiscount = (error.param ?? '').startsWith('discounts') || /^(promotion_code|coupon)_/.test(code);
  if (!aboutDiscount) return null;
  const known: Record<string, string> = {
    promotion_code_max_redemptions: PROMOTION_MESSAGES.usedUp,
    coupon_expired: PROMOTION_MESSAGES.expired,
    promotion_code_expired: PROMOTION_MESSAGES.expired,
    promotion_code_inactive: PROMOTION_MESSAGES.notFound,
    promotion_code_first_time_transaction: PROMOTION_MESSAGES.firstPurchaseOnly,
    promotion_code_minimum_amount: error.message,
    promotion_code_customer: PROMOTION_MESSAGES.notFound,
  };
  return new AppError('BAD_REQUEST', known[code] ?? error.message, { field: 'promotionCode', code: code || null });
}

/** Runs `work`, turning Stripe's refusal of a code into the customer's 400 (the call wrapper keeps AppErrors). */
export async function refusingCodes<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw promotionRefusal(error) ?? error;
  }
}

function toPreview(invoice: Stripe.Invoice): InvoicePreview {
  const discountCents = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
  const prorationDate = invoice.parent?.subscription_details?.subscription_proration_date;
  return {
    amountDueCents: invoice.amount_due,
    subtotalCents: invoice.subtotal,
    totalCents: invoice.total,
    discountCents,
    currency: invoice.currency,
    lines: invoice.lines.data.map((line) => ({
      description: line.description ?? '',
      amountCents: line.amount - (line.discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
      isProration: Boolean(
        line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration,
      ),
      periodStart: new Date(line.period.start * 1000),
      periodEnd: new Date(line.period.end * 1000),
    })),
    prorationDate: prorationDate ? new Date(prorationDate * 1000) : null,
  };
}

export function createSubscriptionChanges(call: StripeCall) {
  return {
    /**
     * What Stripe would invoice for moving the subscription's item to `priceId` at `prorationDate`: always_invoice
     * (an upgrade: the prorated difference, charged now) or none (a downgrade: the next period at the new price).
     */
    async previewPriceChange(input: {
      subscriptionId: string;
      itemId: string;
      priceId: string;
      behavior: 'always_invoice' | 'none';
      /** Stripe's own now when absent (a server clock a second behind would fall before the period). */
      prorationDate?: Date | null;
      promotionCodeId?: string | null;
    }): Promise<InvoicePreview> {
      const invoice = await call('invoices.createPreview', (stripe) =>
        refusingCodes(() =>
          stripe.invoices.createPreview({
            subscription: input.subscriptionId,
            ...(input.promotionCodeId ? { discounts: [{ promotion_code: input.promotionCodeId }] } : {}),
            subscription_details: {
              items: [{ id: input.itemId, price: input.priceId }],
              proration_behavior: input.behavior,
              ...(input.behavior === 'none' || !input.prorationDate
                ? {}
                : { proration_date: Math.floor(input.prorationDate.getTime() / 1000) }),
            },
          }),
        ),
      );
      return toPreview(invoice);
    },

    /**
     * The subscription's item moves to `priceId`. An upgrade is a pending update (payment_behavior
     * pending_if_incomplete, always_invoice): Stripe charges the saved card at once and applies the change only when
     * the invoice is paid. A downgrade changes the price for the next period (proration none): nothing is charged.
     */
    async changePrice(input: {
      subscriptionId: string;
      itemId: string;
      priceId: string;
      direction: 'upgrade' | 'downgrade';
      metadata: Record<string, string>;
      idempotencyKey: string;
    }): Promise<{ subscription: SubscriptionSummary; invoice: InvoiceSummary | null }> {
      const sub = await call('subscriptions.update', (stripe) =>
        stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ id: input.itemId, price: input.priceId }],
            metadata: input.metadata,
            expand: ['latest_invoice', 'default_payment_method'],
            ...(input.direction === 'upgrade'
              ? { proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }
              : { proration_behavior: 'none' }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const latest = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      return { subscription: summarizeSubscription(sub), invoice: latest ? summarizeInvoice(latest) : null };
    },

    /** A promotion code on the subscription (redeemed now, as Stripe counts it); proration none: nothing billed. */
    async applyPromotionCode(input: { subscriptionId: string; promotionCodeId: string; idempotencyKey: string }) {
      await call('subscriptions.update', (stripe) =>
        refusingCodes(() =>
          stripe.subscriptions.update(
            input.subscriptionId,
            { discounts: [{ promotion_code: input.promotionCodeId }], proration_behavior: 'none' },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      );
    },

    /** The active promotion code a customer typed (Stripe matches codes whatever their case), or null. */
    async findPromotionCode(code: string): Promise<{ id: string; couponId: string } | null> {
      const found = await call('promotionCodes.list', (stripe) =>
        stripe.promotionCodes.list({ code, active: true, limit: 1 }),
      );
      const promo = found.data[0];
      if (!promo) return null;
      const coupon = promo.promotion.coupon;
      return { id: promo.id, couponId: typeof coupon === 'string' ? coupon : (coupon?.id ?? '') };
    },

    /** A coupon and its one customer-facing promotion code (the admin's screen). */
    async createPromotion(input: {
      coupon: Stripe.CouponCreateParams;
      code: Omit<Stripe.PromotionCodeCreateParams, 'promotion'>;
      idempotencyKey: string;
    }): Promise<{ couponId: string; promotionCodeId: string }> {
      return call('promotionCodes.create', async (stripe) => {
        const coupon = await stripe.coupons.create(input.coupon, { idempotencyKey: `${input.idempotencyKey}:coupon` });
        const promo = await stripe.promotionCodes.create(
          { ...input.code, promotion: { type: 'coupon', coupon: coupon.id } },
          { idempotencyKey: `${input.idempotencyKey}:code` },
        );
        return { couponId: coupon.id, promotionCodeId: promo.id };
      });
    },

    /** Stops a code at Stripe (it can no longer be redeemed; discounts already given stay). */
    async deactivatePromotionCode(promotionCodeId: string): Promise<void> {
      await call('promotionCodes.update', (stripe) => stripe.promotionCodes.update(promotionCodeId, { active: false }));
    },

    /** The Stripe product ids of HostFree's product keys (hosting_3, vps_1), created when missing. */
    productIdOf: (productKey: string) => `hostfree_${productKey}`,
  };
}

export type SubscriptionChanges = ReturnType<typeof createSubscriptionChanges>;
