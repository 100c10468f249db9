import { z } from 'zod';

// Issue 21: proving an account's e-mail address with a link sent to it (docs/decisions.md "A verified e-mail").
// An anonymous account needs one for the free compute trial; the link works once, for 24 hours, and only while the account still has the
// address it was sent to.

export const EMAIL_VERIFICATION_TTL_MS = 24 * 3_600_000;
/** A new link can be asked for once a minute (each one is an e-mail to a person). */
export const EMAIL_VERIFICATION_RESEND_MS = 60_000;
/** The page the link opens: /verify-email?token=… */
export const EMAIL_VERIFICATION_PATH = '/verify-email';

export const EMAIL_VERIFICATION_MESSAGES = {
  sent: (email: string) => `We sent a confirmation link to ${email}. Open it to confirm your address.`,
  noEmail: 'Add an e-mail address to your account first.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  tooSoon: 'A confirmation link was sent less than a minute ago. Please check your inbox, or try again in a minute.',
  verified: 'Your e-mail address is confirmed.',
  mailUnavailable: 'This site cannot send e-mail yet, so your address cannot be confirmed now. Please try again later or contact support.',
  invalidLink: 'This confirmation link is not valid. It may have been used already, or the address on the account has changed. Ask for a new link from your account.',
  expiredLink: 'This confirmation link has expired. Ask for a new one from your account.',
} as const;

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
export const emailVerificationConfirmBody = z.object({ token: z.string().trim().min(1, EMAIL_VERIFICATION_MESSAGES.invalidLink).max(200) }).strict();
export const emailVerificationConfirmResponse = z.object({ message: z.string(), email: z.string() });
