import { promotionCodeText, promotionDiscountSchema } from './promotion-codes.js';
import { z } from 'zod';
import { checkoutBillingSchema } from './billing-details.js';
import { emailSchema, safeText } from './common.js';
import { PAID_HOSTING_MESSAGES, PAID_PLAN_TYPES, PENDING_ORDER_MESSAGES } from './paid-hosting-constants.js';
import { rowPaymentField } from './refunds.js';

// Paid hosting (000 §2 "Paid hosting", "Premium domain search", §3, §4, §5, §7, §8, §9) and the pending
// orders of the admin side (001 §3, §4, §7). Messages quoted by the spec are verbatim; the rest are ours.

// Plans, TLDs, messages and domain-name rules: paid-hosting-constants.ts (no zod, for the web pages), re-exported
// for the server.
export * from './paid-hosting-constants.js';

// ---------------------------------------------------------------- POST /api/domains/availability

export const domainAvailabilityBody = z.object({
  label: z.string({ error: PAID_HOSTING_MESSAGES.domainRequired }).max(300),
  tld: z.string({ error: PAID_HOSTING_MESSAGES.tldNotOffered }).max(64),
});
export type DomainAvailabilityBody = z.infer<typeof domainAvailabilityBody>;

/**
 * What a domain check found, beside its message (ours): a screen says available, registered and hosted here itself,
 * with the domain, in the reader's language; 'held' and 'invalid' it shows by their message (translated by the server).
 */
export const DOMAIN_AVAILABILITY_CODES = ['available', 'registered', 'hostedHere', 'held', 'invalid'] as const;
export type DomainAvailabilityCode = (typeof DOMAIN_AVAILABILITY_CODES)[number];

/** 000 §3 "Domain availability result". */
export const domainAvailabilityResponse = z.object({
  available: z.boolean(),
  domain: z.string(),
  tld: z.string(),
  message: z.string(),
  code: z.enum(DOMAIN_AVAILABILITY_CODES),
  planTypeRequired: z.enum(PAID_PLAN_TYPES),
});
export type DomainAvailability = z.infer<typeof domainAvailabilityResponse>;

// ---------------------------------------------------------------- checkout

const fullNameField = safeText(200).trim().min(1, 'Full name is required');
const domainField = z
  .string()
  .trim()
  .toLowerCase()
  .min(4)
  .max(253)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Invalid domain');

/** POST /api/hosting/subscribe. The price is the package's; nothing here names an amount. */
export const subscribeBody = z
  .object({
    domain: domainField,
    planType: z.enum(PAID_PLAN_TYPES),
    email: emailSchema,
    fullName: fullNameField,
    /** Checked with Stripe; the discount shows in amountDue and `discount` before the card is asked for. */
    promotionCode: promotionCodeText.optional(),
    /** Billing address and optional VAT number: needed when Stripe Tax is on (client config `taxEnabled`). */
    billing: checkoutBillingSchema.optional(),
  })
  .strict();
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
  /** The promotion code applied and what it took off the first payment. */
  discount: promotionDiscountSchema.nullable().optional(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/**
 * POST /api/hosting/subscribe/resume (ours): the browser that started a checkout asks for its
 * payment again (the answer is the subscribe result, its client secret read from Stripe now). clientSecret is null
 * when the checkout was paid meanwhile: the browser then confirms it.
 */
export const resumeCheckoutBody = z
  .object({
    subscriptionId: z.string().trim().min(1).max(255),
    email: emailSchema,
  })
  .strict();
export type ResumeCheckoutBody = z.infer<typeof resumeCheckoutBody>;

/** POST /api/hosting/subscribe/confirm. */
export const confirmBody = z
  .object({
    subscriptionId: z.string().trim().min(1).max(255),
    domain: domainField,
    planType: z.enum(PAID_PLAN_TYPES),
    email: emailSchema,
    fullName: fullNameField,
  })
  .strict();
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
  /** The newest payment of the product behind the order (refunds, disputes); null when none is recorded. */
  payment: rowPaymentField,
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;
export const pendingOrderListResponse = z.array(pendingOrderSchema);

/** PATCH /api/admin/pending-orders/{id}: 001 §7 body status completed; anything else is refused. */
export const updatePendingOrderBody = z
  .object({
    status: z
      .string({ error: PENDING_ORDER_MESSAGES.onlyCompleted })
      .max(40)
      .refine((s) => s === 'completed', PENDING_ORDER_MESSAGES.onlyCompleted),
    adminNotes: safeText(2000).trim().optional(),
  })
  .strict();
export type UpdatePendingOrderBody = z.infer<typeof updatePendingOrderBody>;
