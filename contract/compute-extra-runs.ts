import { z } from 'zod';
import { AZURE_OS_IDS } from './compute.js';
import { provisionResultSchema } from './compute.js';
import { checkoutBillingSchema } from './billing-details.js';

// A paid Azure run beyond the free trial (001 §9: 'extra usage $3 per 48 hours'). Two calls: the first creates
// the $3 PaymentIntent the browser confirms with Stripe.js; the second asks the server, which asks Stripe, and
// launches the 48-hour run once the payment is proven. The invoice.paid-style webhook launches it too; whichever
// comes second finds it launched and answers the same instance.

/**
 * POST /api/compute/azure/extra-run: the operating system of the paid run (the price is the server's), and the billing
 * address (optional VAT number) Stripe Tax places the buyer by, used while the admin's tax setting is on.
 */
export const extraRunBody = z.object({
  os: z.enum(AZURE_OS_IDS, { message: 'Unknown operating system' }),
  billing: checkoutBillingSchema.optional().nullable(),
});
export type ExtraRunBody = z.infer<typeof extraRunBody>;

/**
 * 201: what the card form needs. amount is in cents (tax included) and only for display; Stripe charges the server's
 * amount. `tax` only while Stripe Tax is on: the price, the tax on it, and whether it is a reverse charge.
 */
export const extraRunStartSchema = z.object({
  id: z.number(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
  tax: z.object({ priceCents: z.number(), amountCents: z.number(), reverseCharge: z.boolean() }).optional(),
});
export type ExtraRunStart = z.infer<typeof extraRunStartSchema>;

/**
 * POST /api/compute/azure/extra-run/{id}/launch: the launched run (the password only on the answer that started it),
 * and the payment that paid for it: the pixel Purchase's event id is pay-<paymentIntentId>. Back from Stripe Checkout
 * the browser knows no PaymentIntent; this is the one Checkout made.
 */
export const extraRunLaunchSchema = provisionResultSchema.extend({
  payment: z.object({ paymentIntentId: z.string().nullable(), amount: z.number(), currency: z.string() }),
});
export type ExtraRunLaunch = z.infer<typeof extraRunLaunchSchema>;

// The messages live in compute-constants.ts (no zod, for the /compute page).
export { EXTRA_RUN_MESSAGES } from './compute-constants.js';
