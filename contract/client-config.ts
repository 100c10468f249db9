import { z } from 'zod';
import { supportContactSchema } from './site-pages.js';

/** Settings the browser needs before anything else: the free-subdomain suffix and the IP lookup address. */
export const clientConfigSchema = z.object({
  hostedDomain: z.string(),
  ipLookupUrl: z.string().nullable(),
  /** The operator's community chat group; null hides the invitations. */
  communityChatUrl: z.string().nullable(),
  /** Stripe's publishable key; null when card payments are not configured (contract/payments.ts). */
  stripePublicKey: z.string().nullable(),
  /** Where "contact support" points: an admin setting; both null when none is set. */
  supportContact: supportContactSchema,
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
