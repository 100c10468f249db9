import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// What a customer changes in what they pay for (owned by modules/payments): plan changes of a subscription and
// the promotion codes admins make, with each code's redemptions.

export const billingPlanChanges = pgTable(
  'billing_plan_changes',
  {
    id: id(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    // The product (metadata.kind) and its own row, as in billing_subscriptions.
    productKind: text('product_kind').notNull(),
    productRef: text('product_ref').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The product's plan ids (a hosting or VPS package id) and names, before and after.
    fromPlan: text('from_plan').notNull(),
    fromName: text('from_name').notNull(),
    toPlan: text('to_plan').notNull(),
    toName: text('to_name').notNull(),
    toPriceId: text('to_price_id').notNull(),
    // The subscription's Stripe price before the change: a cancelled downgrade puts it back exactly (null: older rows).
    fromPriceId: text('from_price_id'),
    // upgrade: charged now (prorated) and applied once paid; downgrade: applied at the period end, nothing charged.
    direction: text('direction', { enum: ['upgrade', 'downgrade'] }).notNull(),
    // requested (before Stripe answered) → awaiting_payment | scheduled → applied; failed; cancelled.
    status: text('status', {
      enum: ['requested', 'awaiting_payment', 'scheduled', 'applied', 'failed', 'cancelled'],
    }).notNull(),
    amountDueCents: integer('amount_due_cents').notNull().default(0),
    currency: text('currency').notNull(),
    // The invoice of an upgrade (its payment applies the change) and its hosted page for a declined card.
    invoiceId: text('invoice_id'),
    invoiceUrl: text('invoice_url'),
    promotionCodeId: integer('promotion_code_id'),
    // When the change takes effect: the payment (upgrade) or the period end (downgrade).
    effectiveAt: at('effective_at'),
    appliedAt: at('applied_at'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One change at a time per subscription.
    uniqueIndex('billing_plan_changes_open_idx')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.status} in ('requested', 'awaiting_payment', 'scheduled')`),
    index('billing_plan_changes_invoice_idx').on(t.invoiceId),
    // The billing centre reads a customer's subscriptions' changes, open or not: without it, a scan of every change
    // (11 ms at 40,000 changes; 0.1 ms with it).
    index('billing_plan_changes_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: id(),
    // As the customer types it (letters and digits); unique among HostFree's codes whatever the case.
    code: text('code').notNull(),
    stripePromotionCodeId: text('stripe_promotion_code_id').notNull().unique(),
    stripeCouponId: text('stripe_coupon_id').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    currency: text('currency'),
    duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull(),
    durationInMonths: integer('duration_in_months'),
    // The product kinds it applies to (paid_hosting, vps); empty: every product that takes codes.
    productKinds: jsonb('product_kinds').$type<string[]>().notNull().default([]),
    maxRedemptions: integer('max_redemptions'),
    expiresAt: at('expires_at'),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promotion_codes_code_idx').on(sql`lower(${t.code})`)],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionCodeId: integer('promotion_code_id')
      .notNull()
      .references(() => promotionCodes.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    productKind: text('product_kind').notNull(),
    productRef: text('product_ref'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    // checkout (a new subscription) or plan_change.
    usedAt: text('used_at', { enum: ['checkout', 'plan_change'] }).notNull(),
    redeemedAt: at('redeemed_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_once_idx').on(t.promotionCodeId, t.stripeSubscriptionId),
    index('promotion_redemptions_code_idx').on(t.promotionCodeId, t.redeemedAt),
  ],
);
