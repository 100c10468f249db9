import { z } from 'zod';
import { emailSchema, safeText } from './common.js';
import { FREE_TLDS, PREMIUM_ONLY_TLDS } from './constants.js';
import { rowPaymentField } from './refunds.js';

// Paid hosting (000 §2 "Paid hosting", "Premium domain search", §3, §4, §5, §7, §8, §9) and the pending
// orders of the admin side (001 §3, §4, §7). Messages quoted by the spec are verbatim; the rest are ours.

export const PAID_PLAN_TYPES = ['starter', 'premium'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

/** 000 §9: Starter includes .cc, .best, .store, .co.za; Premium adds .com, .net, .org. First = default (cc). */
export const STARTER_TLDS: readonly string[] = FREE_TLDS;
export const PREMIUM_TLDS: readonly string[] = [...FREE_TLDS, ...PREMIUM_ONLY_TLDS];
/** 000 §5: minimum name length 2 characters for registration; 63 is the DNS label maximum. */
export const DOMAIN_LABEL_MIN_LENGTH = 2;
export const DOMAIN_LABEL_MAX_LENGTH = 63;

/** 000 §3 defaults when a package gives none. Quotas in MB (shown in GB by dividing by 1024). */
export const PLAN_DEFAULTS: Record<PaidPlanType, { price: number; currency: string; description: string; diskSpaceQuota: number; bandwidthQuota: number; emailAccounts: number; databases: number }> = {
  starter: { price: 395, currency: 'USD', description: 'Starter Hosting', diskSpaceQuota: 5 * 1024, bandwidthQuota: 100 * 1024, emailAccounts: 5, databases: 2 },
  premium: { price: 895, currency: 'USD', description: 'Premium Hosting', diskSpaceQuota: 10 * 1024, bandwidthQuota: 200 * 1024, emailAccounts: 25, databases: 10 },
};

export const PAID_HOSTING_MESSAGES = {
  // 000 §5 verbatim.
  domainRequiredTitle: 'Domain required',
  domainRequired: 'Please enter a domain name to search.',
  nameRequiredTitle: 'Domain name required',
  nameRequired: 'Please enter the name of the domain you would like to register.',
  selectDomainTitle: 'Select a domain',
  selectDomain: 'Choose one of the available domains before continuing.',
  selectDomainButton: 'Select a domain to continue',
  searching: 'Searching for available domains...',
  // 000 §8 verbatim.
  lookupFailedTitle: 'Domain lookup failed',
  lookupFailed: 'Unable to check domain availability. Please try again.',
  paidLookupFailedTitle: 'Lookup failed',
  paidLookupFailed: 'Unable to check domain availability right now.',
  domainAvailableTitle: 'Domain available',
  domainUnavailableTitle: 'Domain unavailable',
  isAvailable: 'is available.',
  isRegistered: 'is already registered.',
  subscriptionFailedTitle: 'Subscription Failed',
  subscriptionFailed: 'Please try again later',
  noClientSecret: 'No client secret received',
  paymentFailedTitle: 'Payment failed',
  paymentConfirmationFailed: 'Payment confirmation failed.',
  provisioningFailedTitle: 'Provisioning failed',
  provisioningFailed: 'Provisioning failed after payment.',
  // Ours (issue 20): paid, and WHM has not taken the account yet; the queue keeps trying, so it is not a failure.
  provisioningRetrying: 'Paid — your site is being set up; we retry automatically.',
  stripeNotConfiguredTitle: 'Stripe not configured',
  stripeNotConfigured: 'A publishable key must be added to start paid hosting checkout.',
  notConfiguredTitle: 'Paid hosting is not configured yet',
  notConfigured: 'Add Starter and Premium packages in the admin Package Builder.',
  // Ours: server answers the spec leaves open.
  labelTooShort: `Domain name must be at least ${DOMAIN_LABEL_MIN_LENGTH} characters`,
  labelTooLong: `Domain name must be at most ${DOMAIN_LABEL_MAX_LENGTH} characters`,
  labelHyphenEdge: 'Domain name cannot start or end with a hyphen',
  labelEncoded: 'Domain names with "--" in the third and fourth places are not offered',
  tldNotOffered: 'This extension is not offered',
  tldNotOnPlan: 'This extension needs the Premium plan',
  hostedHere: 'is already hosted here.',
  lookupTimedOut: 'The domain registry did not answer in time. Please try again.',
  lookupUnavailable: 'The domain registry could not be reached. Please try again.',
  noRegistry: 'Availability of this extension cannot be checked right now. Please try again later.',
  lookupRateLimited: 'The domain registry is busy and could not check this name just now. Please try again in a minute.',
  lookupUnreadable: 'The domain registry gave an answer that could not be read, so this name could not be checked. Please try again.',
  notConfiguredMessage: 'Paid hosting is not configured yet',
  domainHeld: 'Someone is checking out this domain right now. Please choose another one or try again in a few minutes.',
  domainNoLongerAvailable: 'This domain is no longer available. Please choose another one.',
  paymentNotComplete: 'The payment for this subscription is not complete yet.',
  paymentFailed: 'The payment for this subscription failed.',
  subscriptionNotFound: 'Subscription not found',
  subscriptionMismatch: 'This subscription belongs to a different order.',
  emailInUse: 'An account with this e-mail already exists. Please sign in first, then buy the plan from your account.',
  provisioningPending: 'Your payment is confirmed. Your hosting account is being set up and will be ready in a few minutes.',
  confirmed: 'Payment confirmed. Your hosting account is ready.',
  orderNotFound: 'Order not found',
  cancelScheduled: 'Your plan will end at the end of the current billing period.',
  alreadyCancelled: 'This plan is already cancelled.',
  notCancelling: 'This plan is not set to end, so there is nothing to resume.',
  periodOver: 'This plan has already ended. Buy it again to get the site back.',
  // Ours (issue 20 point 6): an abandoned checkout resumed by its own buyer within its hold.
  checkoutNotFound: 'We could not find this checkout. Please start again.',
  checkoutExpired: 'This checkout has expired. Please start again.',
  resumeFailedTitle: 'Checkout cannot be resumed',
} as const;

/** An unpaid checkout holds its domain this long; after it the name is free for others (issue 20 point 6). */
export const CHECKOUT_HOLD_MS = 15 * 60_000;

/**
 * 000 §5: trimmed, lowercased, every character other than a-z, 0-9 or hyphen removed. A typed extension
 * ('example.com') is cut at the first dot so 'example.com' searches 'example', not 'examplecom'.
 */
export function normaliseDomainLabel(input: string): string {
  const value = input.trim().toLowerCase();
  const dot = value.indexOf('.');
  return (dot >= 0 ? value.slice(0, dot) : value).replace(/[^a-z0-9-]/g, '');
}

/** Lowercase, no leading dots. */
export const normaliseTld = (input: string) => input.trim().toLowerCase().replace(/^\.+/, '');

/** The plan a TLD needs: premium for .com/.net/.org, else starter. */
export function planTypeForTld(tld: string): PaidPlanType {
  return (PREMIUM_ONLY_TLDS as readonly string[]).includes(tld) ? 'premium' : 'starter';
}

// ---------------------------------------------------------------- POST /api/domains/availability

export const domainAvailabilityBody = z.object({
  label: z.string({ error: PAID_HOSTING_MESSAGES.domainRequired }).max(300),
  tld: z.string({ error: PAID_HOSTING_MESSAGES.tldNotOffered }).max(64),
});
export type DomainAvailabilityBody = z.infer<typeof domainAvailabilityBody>;

/** 000 §3 "Domain availability result". */
export const domainAvailabilityResponse = z.object({
  available: z.boolean(),
  domain: z.string(),
  tld: z.string(),
  message: z.string(),
  planTypeRequired: z.enum(PAID_PLAN_TYPES),
});
export type DomainAvailability = z.infer<typeof domainAvailabilityResponse>;

// ---------------------------------------------------------------- checkout

const fullNameField = safeText(200).trim().min(1, 'Full name is required');
const domainField = z.string().trim().toLowerCase().min(4).max(253).regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Invalid domain');

/** POST /api/hosting/subscribe. The price is the package's; nothing here names an amount. */
export const subscribeBody = z.object({
  domain: domainField,
  planType: z.enum(PAID_PLAN_TYPES),
  email: emailSchema,
  fullName: fullNameField,
}).strict();
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** 000 §3 "Subscription start result". */
export const subscribeResponse = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string().nullable(),
  domain: z.string(),
  planType: z.enum(PAID_PLAN_TYPES),
  amountDue: z.number(),
  currency: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/**
 * POST /api/hosting/subscribe/resume (ours, issue 20 point 6): the browser that started a checkout asks for its
 * payment again (the answer is the subscribe result, its client secret read from Stripe now). clientSecret is null
 * when the checkout was paid meanwhile: the browser then confirms it.
 */
export const resumeCheckoutBody = z.object({
  subscriptionId: z.string().trim().min(1).max(255),
  email: emailSchema,
}).strict();
export type ResumeCheckoutBody = z.infer<typeof resumeCheckoutBody>;

/** POST /api/hosting/subscribe/confirm. */
export const confirmBody = z.object({
  subscriptionId: z.string().trim().min(1).max(255),
  domain: domainField,
  planType: z.enum(PAID_PLAN_TYPES),
  email: emailSchema,
  fullName: fullNameField,
}).strict();
export type ConfirmBody = z.infer<typeof confirmBody>;

/** 000 §3 "Confirm result". token is null when the buyer was already signed in (they keep their session). */
export const confirmResponse = z.object({
  token: z.string().nullable(),
  message: z.string(),
  domain: z.string(),
  /** status 'pending' while WHM is setting it up; error: why the last attempt failed (retried by a job). */
  hostingAccount: z.object({ cpanelUrl: z.string().nullable(), status: z.string(), error: z.string().nullable() }),
  credentials: z.object({
    cpanelUsername: z.string().nullable(),
    cpanelPassword: z.string().nullable(),
    userEmail: z.string(),
    password: z.string().nullable(),
    recoveryPhrase: z.string().nullable(),
  }),
  user: z.object({ username: z.string() }),
});
export type ConfirmResponse = z.infer<typeof confirmResponse>;

// ---------------------------------------------------------------- the client's paid plans

export const paidPlanSchema = z.object({
  id: z.number(),
  domain: z.string(),
  planType: z.enum(PAID_PLAN_TYPES),
  /** active, past_due, suspended, cancelled (ours; the subscription's life in words the dashboard shows). */
  status: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  renewsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type PaidPlan = z.infer<typeof paidPlanSchema>;
export const paidPlanListResponse = z.array(paidPlanSchema);

// ---------------------------------------------------------------- pending orders (001)

export const PENDING_ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type PendingOrderStatus = (typeof PENDING_ORDER_STATUSES)[number];
/** 001 §4 labels; an unknown status shows as Pending. */
export const PENDING_ORDER_LABELS: Record<PendingOrderStatus, string> = {
  pending: 'Pending', processing: 'Processing', completed: 'Completed', cancelled: 'Cancelled',
};
export const pendingOrderLabel = (status: string) => PENDING_ORDER_LABELS[status as PendingOrderStatus] ?? PENDING_ORDER_LABELS.pending;

export const PENDING_ORDER_MESSAGES = {
  // 001 §8 verbatim.
  updateFailed: 'Failed to update order status.',
  onlyCompleted: 'An order may only be moved to completed',
  alreadyCompleted: 'This order is already completed',
  cancelledStays: 'A cancelled order cannot be completed',
  notFound: 'Order not found',
} as const;

export const pendingOrderDetailsSchema = z.object({
  domain: z.string().nullable(),
  planType: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  customerId: z.string().nullable(),
  whmUsername: z.string().nullable(),
  /** VPS orders (orderType vps): the package and the operating system to install. */
  packageName: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  /** Donation gifts (orderType gift): the tier and what to give. */
  giftTier: z.string().nullable(),
  giftType: z.string().nullable(),
});

export const pendingOrderSchema = z.object({
  id: z.number(),
  orderType: z.string(),
  orderId: z.string().nullable(),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  status: z.string(),
  orderDetails: pendingOrderDetailsSchema,
  totalPrice: z.number().nullable(),
  currency: z.string(),
  processedBy: z.number().nullable(),
  processedAt: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** Why an order was cancelled (a refunded plan or gift: 'Refunded: <reason>'). */
  rejectionReason: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Issue 20 point 5: the newest payment of the product behind the order (refunds, disputes); null when none is recorded. */
  payment: rowPaymentField,
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;
export const pendingOrderListResponse = z.array(pendingOrderSchema);

/** PATCH /api/admin/pending-orders/{id}: 001 §7 body status completed; anything else is refused. */
export const updatePendingOrderBody = z.object({
  status: z.string({ error: PENDING_ORDER_MESSAGES.onlyCompleted }).max(40)
    .refine((s) => s === 'completed', PENDING_ORDER_MESSAGES.onlyCompleted),
  adminNotes: safeText(2000).trim().optional(),
}).strict();
export type UpdatePendingOrderBody = z.infer<typeof updatePendingOrderBody>;
