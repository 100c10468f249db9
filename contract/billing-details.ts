import { z } from 'zod';
import { emailSchema, safeText } from './common.js';

// Billing details: where invoices go and whom they name, which may differ from the sign-in address (a company's
// accounts office), the billing address Stripe Tax places the customer by, and an optional VAT number.
//   GET /api/billing/details   signed in or signed link   → billingDetailsResponse
//   PUT /api/billing/details   signed in or signed link   billingDetailsBody → billingDetailsResponse
// Checkouts of paid hosting and VPS take the same address and tax ID as `billing` (checkoutBillingSchema).

export const BILLING_DETAIL_MESSAGES = {
  countryRequired: 'Choose the country of your billing address.',
  postalCodeRequired: 'Enter the postal code of your billing address.',
  addressRequired: 'Enter your billing address (country and postal code) so the right tax can be charged.',
  taxIdFormat: 'Enter an EU VAT number with its country prefix (like DE123456789) or a UK VAT number (GB123456789).',
  taxIdUnverified:
    'This VAT number could not be verified with the tax authority. Check it, or leave the field empty to pay with VAT.',
  taxIdNeedsAddress: 'Add your billing address before your VAT number.',
  saved: 'Billing details saved.',
  nothingYet: 'Your billing details are kept once you have paid for something.',
} as const;

/** Stripe's verification of a tax ID in the customer's words. */
export const TAX_ID_STATUS_LABELS: Record<string, string> = {
  pending: 'Being verified',
  verified: 'Verified',
  unverified: 'Could not be verified: VAT is charged',
  unavailable: 'Verification unavailable right now',
};

const countryCode = z
  .string({ error: BILLING_DETAIL_MESSAGES.countryRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, BILLING_DETAIL_MESSAGES.countryRequired);
const line = (max: number) => safeText(max).trim().max(max).optional().nullable();

export const billingAddressSchema = z
  .object({
    line1: line(200),
    line2: line(200),
    city: line(100),
    state: line(100),
    postalCode: line(20),
    country: countryCode,
  })
  .strict()
  // Stripe Tax needs a postal code to place a customer in the US and Canada.
  .refine((a) => !['US', 'CA'].includes(a.country) || Boolean(a.postalCode), {
    message: BILLING_DETAIL_MESSAGES.postalCodeRequired,
    path: ['postalCode'],
  });
export type BillingAddressInput = z.infer<typeof billingAddressSchema>;

/** A VAT number as typed: spaces, dots and dashes are dropped, letters upper-cased. */
export const taxIdField = z
  .string()
  .trim()
  .max(40)
  .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase());

/** `billing` of a checkout: where to send the invoice's tax, and the business's VAT number if any. */
export const checkoutBillingSchema = z
  .object({ address: billingAddressSchema, taxId: taxIdField.optional().nullable() })
  .strict();
export type CheckoutBilling = z.infer<typeof checkoutBillingSchema>;

export const billingDetailsBody = z
  .object({
    /** Where invoices and receipts go; null: the sign-in (or link) address. */
    email: emailSchema.nullable(),
    /** The name (a company's) invoices show; null: the checkout's. */
    name: safeText(200).trim().max(200).nullable(),
    address: billingAddressSchema.nullable(),
    /** Empty or null removes it. */
    taxId: taxIdField.nullable(),
  })
  .strict();
export type BillingDetailsBody = z.infer<typeof billingDetailsBody>;

export const billingDetailsResponse = z.object({
  /** false: nothing bought yet, so there is no customer to keep details for. */
  hasCustomer: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  address: z
    .object({
      line1: z.string().nullable(),
      line2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postalCode: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  taxId: z.object({ value: z.string(), type: z.string(), status: z.string(), statusLabel: z.string() }).nullable(),
  /** Whether tax is charged on hosting and VPS (the admin's Stripe Tax setting). */
  taxEnabled: z.boolean(),
});
export type BillingDetailsResponse = z.infer<typeof billingDetailsResponse>;
