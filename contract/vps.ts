import { promotionCodeText, promotionDiscountSchema } from './promotion-codes.js';
import { z } from 'zod';
import { checkoutBillingSchema } from './billing-details.js';
import { emailSchema, INT4_MAX, safeText } from './common.js';
import { packageOnSaleFields } from './package-on-sale.js';
import { rowPaymentField } from './refunds.js';
import { VPS_MESSAGES, VPS_MIN_PRICE_DOLLARS, VPS_ORDER_STATUSES, VPS_OS_VALUES } from './vps-constants.js';

// Anonymous VPS: 000 §2, §4, §7; 001 §2, §3, §4, §5, §7, §8, §9. Messages quoted by the spec are
// verbatim; the rest are ours. Money is whole cents on the wire except the package form's price, which the admin
// types in dollars (001 §5) and the server stores as cents.
//
// Routes (access in server/http/access-matrix.json):
//   GET    /api/vps/packages                      public   → vpsPublicPackageListResponse (active, by sortOrder)
//   POST   /api/vps/subscribe                     public   vpsSubscribeBody → vpsSubscribeResponse
//   POST   /api/vps/checkout                      public   vpsCheckoutBody → vpsCheckoutResponse (what /vps-checkout shows)
//   POST   /api/vps/subscribe/confirm             public   vpsConfirmBody → vpsConfirmResponse (/vps-success)
//   GET    /api/admin/vps-packages                admin    → vpsPackageListResponse
//   POST   /api/admin/vps-packages                admin    vpsPackageCreateBody → vpsPackageSchema (201)
//   PUT    /api/admin/vps-packages/{id}           admin    vpsPackageUpdateBody → vpsPackageSchema
//   DELETE /api/admin/vps-packages/{id}           admin    → messageResponse (409 packageInUse when ordered)
//   POST   /api/admin/vps-packages/{id}/duplicate admin    → vpsPackageSchema (201; inactive copy)
//   GET    /api/vps-orders                        admin    → vpsAdminOrderListResponse (newest first)
//   PUT    /api/vps-orders/{id}                   admin    vpsOrderUpdateBody → vpsAdminOrderSchema
//   DELETE /api/vps-orders/{id}                   admin    → messageResponse
//   GET    /api/vps-orders/by-email/{email}       public   → vpsOwnerOrderListResponse ([] unless the caller is
//                                                           signed in with that e-mail, or an admin)

// ---------------------------------------------------------------- constants (001 §3, §4, §9): vps-constants.ts, re-exported
// for the server; the web imports them from there (no zod).
export * from './vps-constants.js';

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

// ---------------------------------------------------------------- packages

export const vpsOsChoiceSchema = z.object({
  label: safeText(100).trim().min(1, VPS_MESSAGES.osChoiceInvalid),
  value: z.enum(VPS_OS_VALUES, { error: VPS_MESSAGES.osChoiceInvalid }),
});
export type VpsOsChoice = z.infer<typeof vpsOsChoiceSchema>;

/** 001 §3 vps_packages as the admin sees it. price in cents; vcpu a decimal number (0.5, 2). */
export const vpsPackageSchema = z.object({
  ...packageOnSaleFields,
  vcpu: z.number(),
  memory: z.number(),
  storage: z.number(),
  additionalStorage: z.number(),
  ipv4Addresses: z.number(),
  trafficPort: z.string(),
  osChoices: z.array(z.object({ label: z.string(), value: z.string() })),
  isAnonymous: z.boolean(),
  stripePriceId: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VpsPackage = z.infer<typeof vpsPackageSchema>;
export const vpsPackageListResponse = z.array(vpsPackageSchema);

/** GET /api/vps/packages: what the offer shows (no Stripe ids, no admin flags). */
export const vpsPublicPackageSchema = vpsPackageSchema.pick({
  id: true,
  name: true,
  displayName: true,
  description: true,
  price: true,
  currency: true,
  vcpu: true,
  memory: true,
  storage: true,
  additionalStorage: true,
  ipv4Addresses: true,
  trafficPort: true,
  osChoices: true,
  isAnonymous: true,
  sortOrder: true,
});
export type VpsPublicPackage = z.infer<typeof vpsPublicPackageSchema>;
export const vpsPublicPackageListResponse = z.array(vpsPublicPackageSchema);

const int = (message: string, min: number, max = 1_000_000) =>
  z.number({ error: message }).int(message).min(min, message).max(Math.min(max, INT4_MAX), message);

const vpsPackageFields = {
  name: safeText(100).trim().min(1, VPS_MESSAGES.nameRequired),
  displayName: safeText(200).trim().min(1, VPS_MESSAGES.displayNameRequired),
  description: safeText(2000)
    .trim()
    .transform((v) => v || null)
    .nullable(),
  /** Dollars (001 §5): at least VPS_MIN_PRICE_DOLLARS, at most two decimals; stored as cents. */
  price: z
    .number({ error: VPS_MESSAGES.priceRequired })
    .min(VPS_MIN_PRICE_DOLLARS, VPS_MESSAGES.priceMin)
    .max(1_000_000, VPS_MESSAGES.priceMax)
    .refine(hasAtMostTwoDecimals, VPS_MESSAGES.priceCents),
  currency: z.literal('USD', { error: VPS_MESSAGES.currencyInvalid }),
  vcpu: z
    .number({ error: VPS_MESSAGES.vcpuRequired })
    .gt(0, VPS_MESSAGES.vcpuRequired)
    .max(999.99, VPS_MESSAGES.vcpuRequired)
    .refine(hasAtMostTwoDecimals, VPS_MESSAGES.vcpuDecimals),
  memory: int(VPS_MESSAGES.memoryRequired, 1, 100_000_000),
  storage: int(VPS_MESSAGES.storageRequired, 1, 100_000_000),
  additionalStorage: int(VPS_MESSAGES.additionalStorageMin, 0, 100_000_000),
  ipv4Addresses: int(VPS_MESSAGES.ipv4Required, 1, 1000),
  trafficPort: safeText(100).trim().min(1, VPS_MESSAGES.trafficPortRequired),
  osChoices: z
    .array(vpsOsChoiceSchema, { error: VPS_MESSAGES.osChoicesRequired })
    .min(1, VPS_MESSAGES.osChoicesRequired)
    .max(VPS_OS_VALUES.length, VPS_MESSAGES.osChoicesRepeated)
    .refine((list) => new Set(list.map((c) => c.value)).size === list.length, VPS_MESSAGES.osChoicesRepeated),
  isAnonymous: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
};

/**
 * POST /api/admin/vps-packages. Required (001 §5): name, displayName, price (dollars), vcpu, memory, storage,
 * trafficPort, osChoices; ipv4Addresses, additionalStorage, isAnonymous, isActive, sortOrder and currency take
 * VPS_PACKAGE_DEFAULTS when left out. stripePriceId is never typed: the server creates the price on save.
 */
export const vpsPackageCreateBody = z
  .object({
    name: z.string({ error: VPS_MESSAGES.nameRequired }).pipe(vpsPackageFields.name),
    displayName: z.string({ error: VPS_MESSAGES.displayNameRequired }).pipe(vpsPackageFields.displayName),
    description: vpsPackageFields.description.optional(),
    price: vpsPackageFields.price,
    currency: vpsPackageFields.currency.optional(),
    vcpu: vpsPackageFields.vcpu,
    memory: vpsPackageFields.memory,
    storage: vpsPackageFields.storage,
    additionalStorage: vpsPackageFields.additionalStorage.optional(),
    ipv4Addresses: vpsPackageFields.ipv4Addresses.optional(),
    trafficPort: z.string({ error: VPS_MESSAGES.trafficPortRequired }).pipe(vpsPackageFields.trafficPort),
    osChoices: vpsPackageFields.osChoices,
    isAnonymous: vpsPackageFields.isAnonymous.optional(),
    isActive: vpsPackageFields.isActive.optional(),
    sortOrder: vpsPackageFields.sortOrder.optional(),
  })
  .strict();
export type VpsPackageCreateBody = z.infer<typeof vpsPackageCreateBody>;

/** PUT /api/admin/vps-packages/{id}: any subset of the fields, same rules (price in dollars). */
export const vpsPackageUpdateBody = z.object(vpsPackageFields).partial().strict();
export type VpsPackageUpdateBody = z.infer<typeof vpsPackageUpdateBody>;

// ---------------------------------------------------------------- checkout

/**
 * POST /api/vps/subscribe. Nothing here names an amount: the price is the package's, and a body carrying
 * price (or any other extra field) is refused with 400. 503 {message: checkoutUnavailable, stripeConfigured: false}
 * when Stripe is not configured.
 */
export const vpsSubscribeBody = z
  .object({
    email: emailSchema,
    name: z
      .string({ error: VPS_MESSAGES.customerNameRequired })
      .pipe(safeText(200).trim().min(1, VPS_MESSAGES.customerNameRequired)),
    packageId: z.number({ error: VPS_MESSAGES.packageUnavailable }).int().positive().max(INT4_MAX),
    operatingSystem: z
      .string({ error: VPS_MESSAGES.operatingSystemRequired })
      .trim()
      .min(1, VPS_MESSAGES.operatingSystemRequired)
      .max(100),
    /** Billing address and optional VAT number: needed when Stripe Tax is on (client config `taxEnabled`). */
    billing: checkoutBillingSchema.optional(),
    /** Checked with Stripe; the discount shows in amountDue and `discount` before the card is asked for. */
    promotionCode: promotionCodeText.optional(),
  })
  .strict();
export type VpsSubscribeBody = z.infer<typeof vpsSubscribeBody>;

/**
 * The browser goes to /vps-checkout?subscription_id={subscriptionId}&client_secret={clientSecret}. orderId is the
 * id the vps_orders row will have once paid (reserved now, so the return address can carry it):
 * /vps-success?subscription_id={subscriptionId}&order_id={orderId}.
 */
export const vpsSubscribeResponse = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string(),
  orderId: z.number(),
  amountDue: z.number(),
  currency: z.string(),
  /** Stripe's hosted invoice page: the card form's fallback when Stripe.js cannot load. */
  hostedInvoiceUrl: z.string().nullable(),
  /** The promotion code applied and what it took off the first payment (before tax). */
  discount: promotionDiscountSchema.nullable().optional(),
});
export type VpsSubscribeResponse = z.infer<typeof vpsSubscribeResponse>;

const subscriptionIdField = z.string().trim().min(1, VPS_MESSAGES.checkoutNotFound).max(255);
const clientSecretField = z.string().trim().min(1, VPS_MESSAGES.checkoutNotFound).max(500);

/** POST /api/vps/checkout: the checkout page proves it holds the client secret and gets what it shows. 404 otherwise. */
export const vpsCheckoutBody = z
  .object({ subscriptionId: subscriptionIdField, clientSecret: clientSecretField })
  .strict();
export type VpsCheckoutBody = z.infer<typeof vpsCheckoutBody>;

export const vpsCheckoutResponse = z.object({
  orderId: z.number(),
  subscriptionId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  operatingSystem: z.string(),
  packageName: z.string(),
  packageDisplayName: z.string(),
  /** Cents per month. */
  price: z.number(),
  currency: z.string(),
  vcpu: z.number(),
  memory: z.number(),
  storage: z.number(),
  /** The hosted invoice page (fallback when Stripe.js cannot load); null if Stripe gave none. */
  hostedInvoiceUrl: z.string().nullable(),
  /** What the first payment is, as Stripe's open invoice says (a code and tax included); null once it is not open. */
  amountDue: z.number().nullable().optional(),
  /** The promotion code the order was started with and what it took off the first payment (before tax). */
  discount: promotionDiscountSchema.nullable().optional(),
});
export type VpsCheckout = z.infer<typeof vpsCheckoutResponse>;

/**
 * POST /api/vps/subscribe/confirm (/vps-success). The server asks Stripe; the browser's word is never proof.
 * clientSecret: the PaymentIntent client secret (the one /vps-checkout holds; Stripe.js's confirmPayment appends it
 * to the return address as payment_intent_client_secret — after the hosted-invoice fallback the page adds that
 * parameter itself). Only the holder of it gets the credentials, and only the first time.
 * Answers: 200 paid; 409 {message: paymentNotComplete | paymentFailed, status}; 404 checkoutNotFound.
 */
export const vpsConfirmBody = z
  .object({
    subscriptionId: subscriptionIdField,
    orderId: z.coerce.number().int().positive().max(INT4_MAX),
    clientSecret: clientSecretField,
  })
  .strict();
export type VpsConfirmBody = z.infer<typeof vpsConfirmBody>;

/** 001 §3 "Account credentials shown after VPS purchase". */
export const vpsCredentialsSchema = z.object({ username: z.string(), password: z.string(), email: z.string() });
export type VpsCredentials = z.infer<typeof vpsCredentialsSchema>;

// ---------------------------------------------------------------- orders

/** What the order's owner sees (by-email, success page). Server details appear once the order is completed. */
export const vpsOwnerOrderSchema = z.object({
  id: z.number(),
  status: z.enum(VPS_ORDER_STATUSES),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  packageId: z.number().nullable(),
  packageName: z.string().nullable(),
  /** Cents per month, as charged. */
  packagePrice: z.number().nullable(),
  vcpu: z.number().nullable(),
  memory: z.number().nullable(),
  storage: z.number().nullable(),
  operatingSystem: z.string().nullable(),
  /** Stripe's subscription status (active, past_due, unpaid, canceled, …). */
  subscriptionStatus: z.string().nullable(),
  /** null until completed. */
  server: z
    .object({
      ipAddress: z.string().nullable(),
      username: z.string().nullable(),
      password: z.string().nullable(),
      sshPort: z.number(),
      rdpPort: z.number(),
      sshKey: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type VpsOwnerOrder = z.infer<typeof vpsOwnerOrderSchema>;
export const vpsOwnerOrderListResponse = z.array(vpsOwnerOrderSchema);

export const vpsConfirmResponse = z.object({
  order: vpsOwnerOrderSchema,
  /** Shown once: null on later visits (credentialsMessage says why) or when the e-mail already had an account. */
  credentials: vpsCredentialsSchema.nullable(),
  credentialsMessage: z.string().nullable(),
  /** What the first payment charged (cents, after a code, tax included): the pixel's Purchase value. */
  amountPaid: z.number().nullable().optional(),
});
export type VpsConfirmResponse = z.infer<typeof vpsConfirmResponse>;

/** 001 §3 vps_orders as the admin sees it (serverPassword decrypted: admin only). */
export const vpsAdminOrderSchema = z.object({
  id: z.number(),
  status: z.enum(VPS_ORDER_STATUSES),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  userId: z.number().nullable(),
  packageId: z.number().nullable(),
  operatingSystem: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  packageName: z.string().nullable(),
  packagePrice: z.number().nullable(),
  vcpu: z.number().nullable(),
  memory: z.number().nullable(),
  storage: z.number().nullable(),
  serverIpAddress: z.string().nullable(),
  serverUsername: z.string().nullable(),
  serverPassword: z.string().nullable(),
  serverSshPort: z.number(),
  serverRdpPort: z.number(),
  serverSshKey: z.string().nullable(),
  serverNotes: z.string().nullable(),
  processedBy: z.number().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The order's newest payment in the ledger (refunds, disputes); null when none is recorded. */
  payment: rowPaymentField,
});
export type VpsAdminOrder = z.infer<typeof vpsAdminOrderSchema>;
export const vpsAdminOrderListResponse = z.array(vpsAdminOrderSchema);

const nullableText = (max: number) =>
  safeText(max)
    .trim()
    .transform((v) => v || null)
    .nullable();
const port = z.number().int().min(1, 'Port must be at least 1').max(65535, 'Port must be less than 65536');

/**
 * PUT /api/vps-orders/{id}. Any subset; a field left out keeps its value, '' or null clears it. Moving to completed
 * (or saving a completed order) needs IP, username and password all set after the change, else 400
 * missingServerDetails. serverPassword is sealed at rest.
 */
export const vpsOrderUpdateBody = z
  .object({
    status: z.enum(VPS_ORDER_STATUSES).optional(),
    serverIpAddress: nullableText(100).optional(),
    serverUsername: nullableText(200).optional(),
    serverPassword: z
      .string()
      .max(500)
      .transform((v) => v || null)
      .nullable()
      .optional(),
    serverSshPort: port.optional(),
    serverRdpPort: port.optional(),
    serverSshKey: z
      .string()
      .max(10_000)
      .transform((v) => v.trim() || null)
      .nullable()
      .optional(),
    serverNotes: z
      .string()
      .max(5000)
      .transform((v) => v.trim() || null)
      .nullable()
      .optional(),
  })
  .strict();
export type VpsOrderUpdateBody = z.infer<typeof vpsOrderUpdateBody>;

export const vpsEmailParams = z.object({ email: z.string().trim().max(254) });
