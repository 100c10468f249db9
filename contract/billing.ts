import { z } from 'zod';
import { emailSchema } from './common.js';
import { BILLING_SUBSCRIPTION_STATUSES } from './billing-constants.js';
import { planChangeViewSchema } from './plan-changes.js';

// The billing centre: every subscription and payment of a customer, at /billing. A signed-in user
// sees theirs (by account, and by the account's e-mail once it is confirmed); a visitor who paid without an account
// opens a signed link from their receipt mail (docs/decisions.md, "The billing centre and its signed links").

// The path, header, messages and formatting live in billing-constants.ts (no zod there, for the web pages).
export * from './billing-constants.js';

/** A donation's gift and its fulfilment: being set up (the 24-hour countdown to dueAt), set up, or cancelled. */
export const billingGiftSchema = z.object({
  tier: z.string().nullable(),
  type: z.string().nullable(),
  state: z.enum(['being_set_up', 'set_up', 'cancelled']),
  /** When the 24 hours end (being set up). */
  dueAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type BillingGift = z.infer<typeof billingGiftSchema>;

export const billingSubscriptionSchema = z.object({
  /** The billing centre's id for it (what cancel, resume and card take). */
  id: z.number(),
  productKind: z.string(),
  /** 'Donation', 'Paid hosting', 'VPS', … */
  productLabel: z.string(),
  description: z.string(),
  status: z.enum(BILLING_SUBSCRIPTION_STATUSES),
  /** 'Active', 'Cancels on 25 December 2026', 'Payment failed', 'Ended', … */
  statusLabel: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  /** month, year (null: not a recurring price). */
  interval: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** When the card is charged next (null: it is not, e.g. it cancels or ended). */
  nextChargeAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The latest payment's receipt (Stripe's hosted invoice page). */
  receiptUrl: z.string().nullable(),
  /** The open invoice's page, when a payment failed: the one-click Pay now. */
  payNowUrl: z.string().nullable(),
  /** When the failed renewal first failed, and when Stripe tries the card again (null: it will not, or unknown). */
  paymentFailedAt: z.string().nullable(),
  nextPaymentAttemptAt: z.string().nullable(),
  canCancel: z.boolean(),
  canResume: z.boolean(),
  canUpdateCard: z.boolean(),
  /** Its product offers other plans and it is active: the billing centre's Change plan. */
  canChangePlan: z.boolean(),
  /** The plan change under way: an upgrade waiting for its payment, or a downgrade scheduled for the period end. */
  planChange: planChangeViewSchema.nullable(),
  gift: billingGiftSchema.nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** One tax of an invoice: 'VAT 19%', 'Reverse charge', 'No tax (not collected here)'. */
export const billingTaxLineSchema = z.object({
  label: z.string(),
  amountCents: z.number(),
  /** Stripe's taxability_reason. */
  reason: z.string(),
});
export type BillingTaxLine = z.infer<typeof billingTaxLineSchema>;

export const billingPaymentSchema = z.object({
  id: z.number(),
  productKind: z.string(),
  productLabel: z.string(),
  description: z.string(),
  status: z.enum(['paid', 'partially_refunded', 'refunded', 'disputed']),
  /** 'Paid', 'Refunded', 'Partly refunded ($5.00)', 'Disputed'. */
  statusLabel: z.string(),
  amountCents: z.number(),
  amountRefundedCents: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  isRenewal: z.boolean(),
  /** Stripe's hosted invoice or the charge's receipt page. */
  receiptUrl: z.string().nullable(),
  /** The billing centre's id of the subscription it paid, if any. */
  subscriptionId: z.number().nullable(),
  /** An invoice's number and its PDF (Stripe's invoice_pdf); null for a one-time payment (its receipt is the proof). */
  invoiceNumber: z.string().nullable(),
  invoicePdfUrl: z.string().nullable(),
  /** Tax included in amountCents (Stripe Tax), and its lines in the customer's words. */
  taxCents: z.number(),
  taxLines: z.array(billingTaxLineSchema),
  /** The buyer accounts for the VAT (an EU business elsewhere in the EU): the invoice says so. */
  reverseCharge: z.boolean(),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

/** GET /api/billing */
export const billingViewSchema = z.object({
  /** account: a signed-in user; link: a signed link's e-mail address (no account chrome). */
  access: z.enum(['account', 'link']),
  /** The address whose payments are shown beside the account's (the link's, or the account's confirmed one). */
  email: z.string().nullable(),
  /** Signed in with an e-mail address that is not confirmed: payments made with it signed out are not shown yet. */
  emailUnconfirmed: z.boolean(),
  subscriptions: z.array(billingSubscriptionSchema),
  payments: z.array(billingPaymentSchema),
});
export type BillingView = z.infer<typeof billingViewSchema>;

/** POST /api/billing/subscriptions/{id}/cancel and /resume: one attempt per click (Stripe's idempotency key). */
export const billingChangeBody = z.object({ attempt: z.string().uuid().optional() }).strict();
export type BillingChangeBody = z.infer<typeof billingChangeBody>;

/** POST /api/billing/subscriptions/{id}/card: Stripe's billing portal, where the customer types a new card. */
export const billingCardResponse = z.object({ url: z.string() });

/**
 * POST /api/billing/link: an address to mail a link to, or an expired link's token (re-sent to the address it was
 * made for). Always answers 202 with the same message.
 */
export const billingLinkBody = z.union([
  z.object({ email: emailSchema }).strict(),
  z.object({ token: z.string().trim().min(1).max(1000) }).strict(),
]);
export type BillingLinkBody = z.infer<typeof billingLinkBody>;
export const billingLinkResponse = z.object({ message: z.string() });
