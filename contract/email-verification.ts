import { z } from 'zod';
import { EMAIL_VERIFICATION_MESSAGES } from './email-verification-constants.js';

// Proving an account's e-mail address with a link sent to it (docs/decisions.md "A verified e-mail").
// An anonymous account needs one for the free compute trial; the link works once, for 24 hours, and only while the account still has the
// address it was sent to.

// The limits, path and messages live in email-verification-constants.ts (no zod there, for the web pages).
export * from './email-verification-constants.js';

/** GET /api/email-verification: the signed-in account's address and whether it is confirmed. */
export const emailVerificationStatusSchema = z.object({
  email: z.string().nullable(),
  verified: z.boolean(),
  /** When the last link was sent to the current address (null when none was, or the address changed since). */
  sentAt: z.string().nullable(),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

/** POST /api/email-verification: sends a link to the account's current address. */
export const emailVerificationSentSchema = z.object({ message: z.string(), status: emailVerificationStatusSchema });

/** POST /api/email-verification/confirm: the token from the link (public: the link may be opened anywhere). */
export const emailVerificationConfirmBody = z
  .object({ token: z.string().trim().min(1, EMAIL_VERIFICATION_MESSAGES.invalidLink).max(200) })
  .strict();
export const emailVerificationConfirmResponse = z.object({ message: z.string(), email: z.string() });
