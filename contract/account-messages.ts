// The account routes' fixed answers, without zod: a page that matches on one (the device limit, a taken e-mail)
// imports this file and not the schemas (zod arrives with a form's first check). accounts.ts
// re-exports it.

export const EMAIL_ALREADY_EXISTS = 'EMAIL_ALREADY_EXISTS';

export const DEVICE_LIMIT_MESSAGE = 'Device registration limit exceeded';

/** Answers of the account routes that the spec leaves open; the web side may match on them. */
export const ACCOUNT_MESSAGES = {
  usernameAllocationFailed: 'Could not allocate a username',
  invalidLogin: 'Invalid username or password',
  emailRegistered: 'An account with this email already exists',
  usernameTaken: 'Username is already taken',
  emailTakenByOther: `${EMAIL_ALREADY_EXISTS}: This email address is already registered by another user.`,
  invalidRecoveryPhrase: 'Invalid recovery phrase',
  userNotFound: 'User not found',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  anonymousCreated: 'Anonymous account created. Save your credentials now: they will not be shown again.',
  emailUpdated: 'Email updated successfully',
  loggedOut: 'Logged out',
  authenticationRequired: 'Authentication required',
  adminRequired: 'Admin access required',
  rateLimited: 'Too many attempts. Please try again later.',
} as const;
