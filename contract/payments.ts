import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import { emailSchema, INT4_MAX, pageInfoSchema } from './common.js';
import { GIFT_TYPES } from './donation-tiers.js';
import { rowPaymentField } from './refunds.js';
import { checkoutSessionIdSchema } from './checkout-sessions.js';

export * from './donation-tiers.js';

// Card payments on Stripe: donation subscriptions with gifts (000 §5, §7, §8, §9), the $5 plugin
// donation (001 §2, §7), the donation status the success pages ask for, the admin's Stripe settings (001 §5)
// and the admin donations list with its totals and monthly chart (001 §3, §7). Quoted messages are verbatim
// from the spec; the others are ours (docs/decisions.md, "Card payments on Stripe").

export * from './payment-messages.js';

/** 001 §9: the plugin donation is $5 whatever the browser sends. */
export const PLUGIN_DONATION_CENTS = 500;
/** 001 §9: /plugin-checkout-success redirects after 2 seconds. */
export const PLUGIN_DONATION_REDIRECT_MS = 2000;
export const PAYMENT_CURRENCY = 'usd';

// ---------------------------------------------------------------------------------------------------------
// POST /api/create-subscription (000 §7). Public: signed-in donors are linked to their user; visitors give an
// e-mail (required when the user is not signed in or has none). Only a tier's amount and one of its gifts are
// accepted; giftDetails is read for nothing: the server stores the tier constant's details.

export const createSubscriptionBody = z
  .object({
    /** Cents: 500, 1000, 1500 or 2000. */
    amount: z
      .number({ error: PAYMENT_MESSAGES.invalidTier })
      .int(PAYMENT_MESSAGES.invalidTier)
      .min(0, PAYMENT_MESSAGES.invalidTier)
      .max(INT4_MAX, PAYMENT_MESSAGES.invalidTier),
    /** Like '$10'; must name the same tier as amount. */
    giftTier: z
      .string({ error: PAYMENT_MESSAGES.selectionRequired })
      .trim()
      .min(1, PAYMENT_MESSAGES.selectionRequired)
      .max(10),
    giftType: z.enum(GIFT_TYPES, { error: PAYMENT_MESSAGES.selectionRequired }),
    /** 000 §7: a JSON string. Accepted for compatibility, never stored (the constant's details are). */
    giftDetails: z.string().max(10_000).optional().nullable(),
    /** The donor's e-mail; required for visitors (gift fulfilment and receipts go there). */
    email: z
      .union([z.literal(''), emailSchema])
      .optional()
      .nullable(),
  })
  .strip();
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

/**
 * 000 §3 "Subscription response (donation)": clientSecret, plus what the hosted-invoice fallback (000 §8) and
 * the success page need. return_url for confirmPayment: {origin}/donation-success (000 §7).
 */
export const createSubscriptionResponse = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  /** The PaymentIntent behind the first invoice (the prefix of clientSecret); the status call takes it. */
  paymentIntentId: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  /** Cents. */
  amountDue: z.number(),
  currency: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

// ---------------------------------------------------------------------------------------------------------
// POST /api/create-payment-intent (001 §7): the $5 plugin donation. amount (the spec's client sends 5) must be a
// number but is otherwise ignored: the charge is always PLUGIN_DONATION_CENTS. Unknown keys are refused
// (server/http/strict-bodies.ts).

export const createPaymentIntentBody = z.object({
  amount: z.number().finite().optional(),
  pluginId: z.coerce
    .number({ error: PAYMENT_MESSAGES.pluginNotFound })
    .int()
    .positive(PAYMENT_MESSAGES.pluginNotFound)
    .max(2_147_483_647),
  /** Informational; the server stores the plugin's own name. */
  pluginName: z.string().max(200).optional().nullable(),
  /** Optional receipt e-mail for visitors; signed-in donors are linked to their user. */
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .nullable(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;

export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Always PLUGIN_DONATION_CENTS. */
  amount: z.number(),
  currency: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/donation-status (public): what /donation-success and /plugin-checkout-success show. Query
// parameters Stripe appends to the return URL are no proof: the server retrieves the PaymentIntent (the
// client secret must match it), the subscription and its invoice from Stripe, and answers the real state
// (completing the donation on the spot when Stripe says it is paid and the webhook has not arrived yet).

export const donationStatusQuery = z
  .object({
    payment_intent: z
      .string()
      .trim()
      .regex(/^pi_[A-Za-z0-9_]{1,200}$/, PAYMENT_MESSAGES.paymentNotFound)
      .optional(),
    payment_intent_client_secret: z.string().trim().min(1, PAYMENT_MESSAGES.paymentNotFound).max(300).optional(),
    /** Back from Stripe Checkout (the success URL's {CHECKOUT_SESSION_ID}) instead of the two above. */
    session_id: checkoutSessionIdSchema.optional(),
  })
  .strip()
  .refine((q) => Boolean(q.session_id) || Boolean(q.payment_intent && q.payment_intent_client_secret), {
    message: PAYMENT_MESSAGES.paymentNotFound,
    path: ['payment_intent'],
  });
export type DonationStatusQuery = z.infer<typeof donationStatusQuery>;

export const DONATION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const donationStatusResponse = z.object({
  /** completed = Stripe says paid; pending = not paid yet (processing or awaiting the card); failed = declined/canceled/expired. */
  status: z.enum(DONATION_STATUSES),
  kind: z.enum(['subscription', 'plugin']),
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
  isRecurring: z.boolean(),
  giftTier: z.string().nullable(),
  giftType: z.string().nullable(),
  giftDetails: z.unknown().nullable(),
  pluginId: z.number().nullable(),
  pluginName: z.string().nullable(),
  pluginSlug: z.string().nullable(),
  /** When the payment completed (ISO); the gift countdown (24 h, hourly) runs from here. */
  completedAt: z.string().nullable(),
  /** Stripe's decline message when status is failed. */
  message: z.string().nullable(),
  /**
   * The PaymentIntent that paid (or is to pay): the pixel Purchase's event id is pay-<this>. After Stripe Checkout
   * it is the one Checkout made, which the address (session_id) does not name.
   */
  paymentIntentId: z.string().nullable(),
});
export type DonationStatusResponse = z.infer<typeof donationStatusResponse>;

// ---------------------------------------------------------------------------------------------------------
// GET / PUT /api/admin/stripe-settings (001 §5, §7). The secret key and webhook secret are write-only.

/** Events received in the last this-many days count as "recent" for the API version warning. */
export const STRIPE_RECENT_EVENT_DAYS = 7;

/**
 * Whose webhook endpoint feeds HostFree: 'managed' = HostFree's own, created and kept through Stripe's
 * API with its signing secret stored; 'pasted' = the admin's own endpoint, whose secret they pasted (it wins);
 * 'none' = no signing secret yet (the endpoint could not be set up), so no event can be verified.
 */
export const WEBHOOK_MODES = ['managed', 'pasted', 'none'] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

export const stripeSettingsSchema = z.object({
  publicKey: z.string().nullable(),
  isTestMode: z.boolean(),
  /** Whether a secret key / webhook signing secret (pasted or HostFree's own) is stored (never the values). */
  hasSecretKey: z.boolean(),
  hasWebhookSecret: z.boolean(),
  /** The keys and a webhook signing secret are stored: payments can be taken and their events verified. */
  isConfigured: z.boolean(),
  /** Where to point the Stripe webhook endpoint (path on this server). */
  webhookPath: z.string(),
  /** The full address HostFree registers its endpoint at (PUBLIC_URL + webhookPath). */
  webhookUrl: z.string(),
  updatedAt: z.string().nullable(),
  /** Stripe Tax (automatic_tax) on paid hosting and VPS subscriptions: off keeps checkouts and invoices as before. */
  automaticTax: z.boolean(),
  webhook: z.object({
    mode: z.enum(WEBHOOK_MODES),
    /** HostFree's own endpoint (we_…), when it has one. */
    endpointId: z.string().nullable(),
    /** The API version HostFree's endpoint is pinned to. */
    apiVersion: z.string().nullable(),
    /** The version the installed stripe-node is written for (what HostFree reads). */
    pinnedApiVersion: z.string(),
    /** The event types HostFree reads (its endpoint subscribes to these; an admin's own endpoint needs them too). */
    eventTypes: z.array(z.string()),
    /** Why the last attempt to set the endpoint up (or remove it) failed; null once it worked. */
    error: z.string().nullable(),
    checkedAt: z.string().nullable(),
  }),
  /** The newest event HostFree stored (any verified delivery), or null before the first. */
  lastEvent: z.object({ type: z.string(), receivedAt: z.string(), apiVersion: z.string().nullable() }).nullable(),
  /** Events of the last STRIPE_RECENT_EVENT_DAYS days rendered in another API version than pinnedApiVersion. */
  otherApiVersions: z.array(z.object({ apiVersion: z.string(), count: z.number().int(), lastAt: z.string() })),
});
export type StripeSettings = z.infer<typeof stripeSettingsSchema>;

const key = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(300)
    .regex(/^[A-Za-z0-9_]+$/, required);

/**
 * PUT body. Both keys required (001 §5); prefixes must match isTestMode (pk_test_/sk_test_/rk_test_ in test
 * mode, *_live_ in live mode). The server then checks the secret key against Stripe and refuses with
 * Stripe's own message when it is wrong. The webhook secret is optional: empty, HostFree creates
 * and keeps its own endpoint; pasted, the admin's endpoint is used instead (docs/decisions.md).
 */
export const stripeSettingsBody = z
  .object({
    publicKey: key(PAYMENT_MESSAGES.publicKeyRequired).refine(
      (v) => /^pk_(test|live)_/.test(v),
      PAYMENT_MESSAGES.publicKeyPrefix,
    ),
    secretKey: key(PAYMENT_MESSAGES.secretKeyRequired).refine(
      (v) => /^(sk|rk)_(test|live)_/.test(v),
      PAYMENT_MESSAGES.secretKeyPrefix,
    ),
    webhookSecret: z
      .string()
      .trim()
      .max(300)
      .refine((v) => v === '' || /^whsec_[A-Za-z0-9_]+$/.test(v), PAYMENT_MESSAGES.webhookSecretPrefix)
      .nullish(),
    isTestMode: z.boolean().default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    const modeOf = (v: string) => (/^[a-z]{2}_test_/.test(v) ? 'test' : 'live');
    const wanted = body.isTestMode ? 'test' : 'live';
    for (const field of ['publicKey', 'secretKey'] as const) {
      if (/^[a-z]{2}_(test|live)_/.test(body[field]) && modeOf(body[field]) !== wanted) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: body.isTestMode ? PAYMENT_MESSAGES.testModeNeedsTestKeys : PAYMENT_MESSAGES.liveModeNeedsLiveKeys,
        });
      }
    }
  });
export type StripeSettingsBody = z.infer<typeof stripeSettingsBody>;

/** PUT /api/admin/stripe-settings/tax: Stripe Tax on or off (the keys stay as saved). */
export const stripeTaxBody = z.object({ automaticTax: z.boolean() }).strict();
export type StripeTaxBody = z.infer<typeof stripeTaxBody>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/admin/donations (001 §3, §7): the list (newest first), the totals and completed donations per month
// for the analytics tab's chart. Amounts in cents.

/** Rows a page of the list holds unless asked otherwise, and the most it may hold; totals and the chart count every row. */
export const ADMIN_DONATIONS_PAGE_SIZE = 25;
export const ADMIN_DONATIONS_LIMIT = 100;

/** GET /api/admin/donations?page&limit (100,000 donations are paged on the server, newest first). */
export const adminDonationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_DONATIONS_LIMIT).default(ADMIN_DONATIONS_PAGE_SIZE),
});
export type AdminDonationsQuery = z.infer<typeof adminDonationsQuery>;
/** Months the chart covers, ending with the current month (months without donations answer 0). */
export const DONATION_CHART_MONTHS = 12;

export const donationSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
  /** pending, completed (green badge) or failed. */
  status: z.string(),
  paymentMethod: z.string().nullable(),
  donorEmail: z.string().nullable(),
  /** The linked user's username, when the donor was signed in. */
  donorUsername: z.string().nullable(),
  message: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  isRecurring: z.boolean(),
  subscriptionStatus: z.string().nullable(),
  pluginId: z.number().nullable(),
  pluginName: z.string().nullable(),
  giftTier: z.string().nullable(),
  giftType: z.string().nullable(),
  giftDetails: z.unknown().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Dunning: a renewal stayed unpaid past the grace, so the gift is paused until the donor pays. */
  giftPausedAt: z.string().nullable().optional(),
  /** This row's payment in the ledger (its invoice or PaymentIntent): refunds and disputes. */
  payment: rowPaymentField,
});
export type Donation = z.infer<typeof donationSchema>;

export const donationTotalsSchema = z.object({
  /** Sum of completed donations, cents (equals GET /api/stats totalDonations, which may lag a minute). */
  completedAmount: z.number(),
  completedCount: z.number(),
  pendingCount: z.number(),
  /** Monthly donation subscriptions Stripe reports active. */
  activeSubscriptions: z.number(),
  /** Completed monthly payments vs. $5 plugin donations, cents. */
  recurringAmount: z.number(),
  pluginAmount: z.number(),
});
export type DonationTotals = z.infer<typeof donationTotalsSchema>;

export const donationMonthSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  /** Completed donations that month, cents. */
  amount: z.number(),
  count: z.number(),
});
export type DonationMonth = z.infer<typeof donationMonthSchema>;

export const adminDonationsResponse = z.object({
  donations: z.array(donationSchema),
  totals: donationTotalsSchema,
  /** DONATION_CHART_MONTHS entries, oldest first. */
  monthly: z.array(donationMonthSchema),
  /** The page of `donations` among every donation row (total). */
  pagination: pageInfoSchema.extend({ hasPrevious: z.boolean(), hasNext: z.boolean() }),
});
export type AdminDonationsResponse = z.infer<typeof adminDonationsResponse>;
