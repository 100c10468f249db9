// E-mail verification's limits, path and messages, without zod: /billing, /compute and /verify-email import this
// file and not the schemas (zod arrives with a form's first check). email-verification.ts
// re-exports it.

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
  mailUnavailable:
    'This site cannot send e-mail yet, so your address cannot be confirmed now. Please try again later or contact support.',
  invalidLink:
    'This confirmation link is not valid. It may have been used already, or the address on the account has changed. Ask for a new link from your account.',
  expiredLink: 'This confirmation link has expired. Ask for a new one from your account.',
} as const;
