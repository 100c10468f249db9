import { ACCOUNT_MESSAGES, DEVICE_LIMIT_MESSAGE } from '../account-messages.js';
import { CHECKOUT_MESSAGES } from '../checkout-messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { HOSTING_MESSAGES } from '../hosting-constants.js';
import { PAYMENT_MESSAGES } from '../payment-messages.js';

// The server's answers (AppError messages and validation messages) that the converted screens show, by catalogue
// key. The English text stays the contract's constant, word for word: catalogue/en/errors.json repeats these values
// for translators and a test holds the two equal. The server finds a message's key by its English text, so a service
// keeps throwing `new AppError(code, ACCOUNT_MESSAGES.invalidLogin)` and the requester reads it in their language.
// Converting more of the server is adding its constants here and their translations to each errors.json.
export const SERVER_MESSAGES = {
  'accounts.invalidLogin': ACCOUNT_MESSAGES.invalidLogin,
  'accounts.emailRegistered': ACCOUNT_MESSAGES.emailRegistered,
  'accounts.usernameTaken': ACCOUNT_MESSAGES.usernameTaken,
  'accounts.invalidRecoveryPhrase': ACCOUNT_MESSAGES.invalidRecoveryPhrase,
  'accounts.userNotFound': ACCOUNT_MESSAGES.userNotFound,
  'accounts.anonymousCreated': ACCOUNT_MESSAGES.anonymousCreated,
  'accounts.loggedOut': ACCOUNT_MESSAGES.loggedOut,
  'accounts.authenticationRequired': ACCOUNT_MESSAGES.authenticationRequired,
  'accounts.rateLimited': ACCOUNT_MESSAGES.rateLimited,
  'accounts.deviceLimit': DEVICE_LIMIT_MESSAGE,
  'validation.usernameRequired': 'Username is required',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'validation.passwordTooLong': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'validation.usernameTooShort': 'Username must be at least 3 characters',
  'validation.usernameTooLong': 'Username must be at most 32 characters',
  'validation.usernameCharacters': 'Username may contain only letters, digits, dots, hyphens and underscores',
  'validation.emailRequired': 'Email is required',
  'validation.invalidEmail': 'Please enter a valid email address',
  'validation.recoveryPhraseRequired': 'Recovery phrase is required',
  'validation.confirmPassword': 'Please confirm your password',
  'validation.passwordsDontMatch': "Passwords don't match",
  'hosting.domainRequiredTitle': HOSTING_MESSAGES.domainRequiredTitle,
  'hosting.domainRequired': HOSTING_MESSAGES.domainRequired,
  'hosting.tooShort': HOSTING_MESSAGES.tooShort,
  'hosting.tooLong': HOSTING_MESSAGES.tooLong,
  'hosting.hyphenEdge': HOSTING_MESSAGES.hyphenEdge,
  'hosting.reserved': HOSTING_MESSAGES.reserved,
  'hosting.taken': HOSTING_MESSAGES.taken,
  'hosting.quotaExceeded': HOSTING_MESSAGES.quotaExceeded,
  'hosting.notProvisioned': HOSTING_MESSAGES.notProvisioned,
  'payments.donationsUnavailable': PAYMENT_MESSAGES.donationsUnavailable,
  'payments.invalidTier': PAYMENT_MESSAGES.invalidTier,
  'payments.giftTierMismatch': PAYMENT_MESSAGES.giftTierMismatch,
  'payments.invalidGift': PAYMENT_MESSAGES.invalidGift,
  'payments.stripeUnreachable': PAYMENT_MESSAGES.stripeUnreachable,
  'payments.stripeNotConfigured': PAYMENT_MESSAGES.stripeNotConfigured,
  'payments.paymentNotFound': PAYMENT_MESSAGES.paymentNotFound,
  'payments.alreadyPaid': CHECKOUT_MESSAGES.alreadyPaid,
  'payments.startAgain': CHECKOUT_MESSAGES.startAgain,
  // Every database connection stayed busy for DATABASE_CONNECT_TIMEOUT_MS (503 with Retry-After).
  'server.busy': 'The server is busy. Please try again in a moment.',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** English text → key, for finding a thrown message's translation. */
export const SERVER_MESSAGE_KEYS: ReadonlyMap<string, ServerMessageKey> = new Map(
  Object.entries(SERVER_MESSAGES).map(([key, text]) => [text, key as ServerMessageKey]),
);
