// Every rate limit of the server in one place (security-test-plan B3/B4, P12-P15, P30). Windows are fixed
// windows; `max` counts every attempt in the window, successful or not, so the answer cannot tell a
// guesser whether an account exists. RATE_LIMIT_SCALE (server/config.ts) multiplies every `max`.

export interface RateLimitRule {
  /** Prefix of the counter key: one counter per rule and subject. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failures that buy a growing wait (OWASP Authentication CS, "Login Throttling"): the first `freeFailures` in a
 * window cost nothing, each one after that blocks the subject for baseDelayMs × 2^(n − freeFailures), at most
 * maxDelayMs. A success clears them. RATE_LIMIT_SCALE multiplies freeFailures.
 */
export interface FailureDelayRule {
  name: string;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long failures are remembered after the first one. */
  windowMs: number;
}

export const RATE_LIMITS = {
  // Untrusted sign-ins to one account from all addresses together (no device cookie of that account, see
  // LOGIN_DELAYS): rotating X-Forwarded-For or fingerprints does not reset it. ASVS4 2.2.1's bound of 100 per
  // hour; it is the only limit a distributed guesser shares with the owner, and the owner's known devices are
  // outside it, so a stranger can no longer lock the owner out.
  loginPerAccount: { name: 'login-account', max: 100, windowMs: HOUR },
  // Generous enough for a household or an office behind one NAT address.
  loginPerAddress: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  // Every kind of registration (regular, anonymous, plugin library, domain) shares this bucket.
  registrationPerAddress: { name: 'register-ip', max: 10, windowMs: HOUR },
  // A phrase carries 128 bits, so guessing is hopeless; this keeps the endpoint from being hammered.
  recoveryPerAddress: { name: 'recover-ip', max: 10, windowMs: HOUR },
  // check-email-exists answers whether an address has an account: enumeration, so keep it slow.
  emailCheckPerAddress: { name: 'email-check-ip', max: 30, windowMs: 15 * MINUTE },
  // Device fingerprints can be posted signed out; without a cap anyone could fill the table with rows.
  fingerprintPerAddress: { name: 'fingerprint-ip', max: 60, windowMs: 15 * MINUTE },
  // EMAIL_ALREADY_EXISTS is required by the spec; this stops a signed-in user from using it as an oracle.
  emailChangePerUser: { name: 'email-change-user', max: 20, windowMs: HOUR },
  // Each e-mail confirmation link is a message to a person; the service also waits a minute between two.
  emailVerificationPerUser: { name: 'email-verify-user', max: 10, windowMs: HOUR },
  // The current-password check of a password change must not become a guessing oracle for a stolen token.
  passwordChangePerUser: { name: 'password-change-user', max: 10, windowMs: 15 * MINUTE },
  // Free-subdomain searches (each may ask WHM): generous for a person trying names, a wall for a scraper.
  domainCheckPerAddress: { name: 'domain-check-ip', max: 120, windowMs: 15 * MINUTE },
  // Paid-hosting domain search: one search asks up to seven extensions (the name and its alternatives), and
  // each uncached one costs a registry lookup; 300 per 15 minutes is ~40 searches.
  domainLookupPerAddress: { name: 'domain-lookup-ip', max: 300, windowMs: 15 * MINUTE },
  // Each donation or checkout start creates Stripe objects (customer, subscription, PaymentIntent).
  checkoutPerAddress: { name: 'checkout-ip', max: 30, windowMs: 15 * MINUTE },
  // The sign-in code step, like the password step: per address, and per account from everywhere.
  // Six digits with one step either side accepted: 20 guesses per 15 minutes need ~50,000 hours on average.
  twoFactorPerAddress: { name: '2fa-ip', max: 100, windowMs: 15 * MINUTE },
  twoFactorPerAccount: { name: '2fa-account', max: 20, windowMs: 15 * MINUTE },
  // Abuse reports: a challenge per form load; the report itself per address, per reporter e-mail (an
  // unverified address: this also bounds the outcome mails a stranger can send it) and per reported site (a
  // campaign against one site cannot flood the queue; a real problem needs only a few reports).
  abuseChallengePerAddress: { name: 'abuse-challenge-ip', max: 60, windowMs: 15 * MINUTE },
  abuseReportPerAddress: { name: 'abuse-report-ip', max: 10, windowMs: HOUR },
  abuseReportPerReporter: { name: 'abuse-report-email', max: 5, windowMs: HOUR },
  abuseReportPerSite: { name: 'abuse-report-site', max: 20, windowMs: HOUR },
  // The billing centre's signed links: asking is free of any proof, so per address, and each mailbox gets
  // a few links an hour whoever asks (over that, none is sent and the answer stays the same: no enumeration).
  billingLinkPerAddress: { name: 'billing-link-ip', max: 10, windowMs: HOUR },
  billingLinkPerEmail: { name: 'billing-link-email', max: 3, windowMs: HOUR },
  // The help centre's votes and suggestion opens are one row each, written by anyone: a person reads a few
  // articles, a script filling the tables is stopped. A vote from a new visitor id still counts once per address here.
  helpVotePerAddress: { name: 'help-vote-ip', max: 30, windowMs: 15 * MINUTE },
  helpOpenedPerAddress: { name: 'help-opened-ip', max: 60, windowMs: 15 * MINUTE },
  // Guest support tickets: the abuse report's shape (a challenge per form load, then per address and per mailbox,
  // which also bounds the mail a stranger can make us send to an address), and answers on a thread per ticket.
  supportChallengePerAddress: { name: 'support-challenge-ip', max: 60, windowMs: 15 * MINUTE },
  supportGuestPerAddress: { name: 'support-guest-ip', max: 10, windowMs: HOUR },
  supportGuestPerEmail: { name: 'support-guest-email', max: 5, windowMs: HOUR },
  supportMessagesPerTicket: { name: 'support-ticket-messages', max: 30, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const LOGIN_DELAYS = {
  // One account from one address: a guesser there waits longer and longer; the owner elsewhere is untouched.
  perAccountAndAddress: {
    name: 'login-pair',
    freeFailures: 5,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    windowMs: HOUR,
  },
  // One account from one known device (a device cookie it was given at a successful sign-in): its own allowance,
  // so a stranger's failures never starve it, and a stolen cookie still guesses slowly.
  perDevice: { name: 'login-device', freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  // Wrong codes at the second step of one account: growing waits after five.
  twoFactor: { name: '2fa-fail', freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  // Promotion codes are short words a guesser could try: unknown codes buy growing waits per person (a signed-in
  // user, else the e-mail typed at checkout) and per address, as sign-in does; a code that exists costs nothing.
  promotionCodePerPerson: {
    name: 'promo-person',
    freeFailures: 5,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    windowMs: HOUR,
  },
  promotionCodePerAddress: {
    name: 'promo-ip',
    freeFailures: 20,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
    windowMs: HOUR,
  },
} as const satisfies Record<string, FailureDelayRule>;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';
