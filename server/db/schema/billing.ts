import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// The commerce core's ledger (owned by modules/payments): every verified payment once, and a mirror of
// every subscription as Stripe last described it. Products keep their own rows (donations, orders, runs); these
// tables are what the billing centre, receipts, refunds and disputes read, whatever the product.

export const billingPayments = pgTable(
  'billing_payments',
  {
    id: id(),
    // The invoice a subscription payment settled (in_…), or the PaymentIntent of a one-time payment (pi_…): one row each.
    paymentKey: text('payment_key').notNull().unique(),
    // The product's metadata.kind and its own row id (donation id, order id, run id), as the product's handler names it.
    productKind: text('product_kind').notNull(),
    productRef: text('product_ref').notNull(),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeInvoiceId: text('stripe_invoice_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    isRenewal: boolean('is_renewal').notNull().default(false),
    // Stripe's hosted invoice page or the charge's receipt page.
    receiptUrl: text('receipt_url'),
    // paid | partially_refunded | refunded
    status: text('status').notNull().default('paid'),
    // Stripe's dispute status while a dispute is open or after it closed (warning_needs_response, won, lost, …).
    disputeStatus: text('dispute_status'),
    paidAt: at('paid_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('billing_payments_user_idx').on(t.userId, t.paidAt),
    index('billing_payments_email_idx').on(t.email),
    index('billing_payments_intent_idx').on(t.stripePaymentIntentId),
    index('billing_payments_product_idx').on(t.productKind, t.productRef),
  ],
);

export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: id(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    productKind: text('product_kind').notNull(),
    productRef: text('product_ref').notNull(),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    // Stripe's status: incomplete, active, past_due, unpaid, canceled, …
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    // The open invoice a failed renewal left (its hosted page is the one-click "Pay now").
    openInvoiceId: text('open_invoice_id'),
    openInvoiceUrl: text('open_invoice_url'),
    // Dunning (point 4): when the first renewal attempt failed; null once paid again.
    paymentFailedAt: at('payment_failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_stripe_idx').on(t.stripeSubscriptionId),
    index('billing_subscriptions_user_idx').on(t.userId),
    index('billing_subscriptions_email_idx').on(t.email),
  ],
);
