import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// The commerce core's ledger (owned by modules/payments): every verified payment once, and a mirror of
// every subscription as Stripe last described it. Products keep their own rows (donations, orders, runs); these
// tables are what the billing centre, receipts, refunds and disputes read, whatever the product.

export interface BillingTaxLine {
  amountCents: number;
  taxableCents: number | null;
  /** Stripe's taxability_reason: standard_rated, reverse_charge, not_collecting, … */
  reason: string;
}

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
    // An invoice's number, PDF (invoice_pdf) and tax as Stripe finalized it: the billing centre's invoice list.
    invoiceNumber: text('invoice_number'),
    invoicePdfUrl: text('invoice_pdf_url'),
    taxCents: integer('tax_cents').notNull().default(0),
    // [{ amountCents, taxableCents, reason }] from the invoice's total_taxes; null when the invoice had no tax.
    taxLines: jsonb('tax_lines').$type<BillingTaxLine[]>(),
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
    // When Stripe tries the open invoice's card again (its next_payment_attempt), as the mirror last read it: the
    // billing centre shows it without asking Stripe on a page view.
    nextPaymentAttemptAt: at('next_payment_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_stripe_idx').on(t.stripeSubscriptionId),
    index('billing_subscriptions_user_idx').on(t.userId),
    index('billing_subscriptions_email_idx').on(t.email),
  ],
);

/** The billing address a customer gave (Stripe's Address, in our names). */
export interface BillingAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string;
}

// One Stripe customer per person (owned by modules/payments): every checkout, donation and billing-detail change finds
// the person's customer here first, so a donor who buys hosting and rents a VPS pays as one customer with one card.
// person_key is `user:<id>` for an account holder, `email:<lower-cased address>` for an anonymous buyer (adopted by the
// account when one with that address appears). Stripe cannot merge customers: duplicates found at Stripe are kept
// there, the chosen one is recorded here (payments.merge-customers job), and its id is the one every new purchase uses.
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: id(),
    personKey: text('person_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    // Billing details that may differ from the sign-in address: Stripe's customer.email/name/address follow them.
    billingEmail: text('billing_email'),
    billingName: text('billing_name'),
    address: jsonb('address').$type<BillingAddress>(),
    // The customer's tax ID at Stripe (txi_…), what it is and Stripe's verification status.
    taxIdStripeId: text('tax_id_stripe_id'),
    taxIdType: text('tax_id_type'),
    taxIdValue: text('tax_id_value'),
    taxIdStatus: text('tax_id_status'),
    // Other customers Stripe had for this person when they were merged (kept at Stripe, not used for new purchases).
    mergedCustomerIds: jsonb('merged_customer_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_customers_person_idx').on(t.personKey),
    index('billing_customers_user_idx').on(t.userId),
    index('billing_customers_stripe_idx').on(t.stripeCustomerId),
  ],
);
