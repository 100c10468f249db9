import type { LoginResponse, TwoFactorChallenge } from './account-safety.js';

// Account-safety messages and the sign-in answer's test, without zod: the sign-in forms and the pages that show these
// messages import this file and not the schemas (zod arrives with a form's first check).
// account-safety.ts re-exports it.

export const ACCOUNT_SAFETY_MESSAGES = {
  erasureStripeFailedBecause:
    'Could not stop your subscriptions at the card provider. Nothing was erased. Please try again later. ({reason})',
  erasureWhmFailedBecause:
    'Could not remove your hosting accounts from the server. Nothing was erased. Please try again later. ({reason})',
  // Two-factor
  codeRequired: 'Authentication code is required',
  codeInvalid: 'Invalid authentication code',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeInvalid: 'Invalid recovery code',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  setupNotStarted: 'Start two-factor setup first',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on',
  enabled: 'Two-factor authentication is on. Save your recovery codes now: they will not be shown again.',
  disabled: 'Two-factor authentication is off',
  adminSetupRequired: 'Admins must turn on two-factor authentication. Set it up in Settings.',
  // Erasure, password and e-mail changes ask for a code when two-factor is on.
  secondFactorRequired: 'Two-factor authentication is on: enter a code from your authenticator app or a recovery code',
  secondFactorInvalid: 'Invalid authentication code or recovery code',
  challengeUsed: 'This sign-in was already completed. Please sign in again.',
  // Sessions
  sessionNotFound: 'Session not found',
  sessionRevoked: 'Session signed out',
  otherSessionsRevoked: 'All other sessions signed out',
  cannotRevokeCurrent: 'This is your current session. Use Sign out instead.',
  // Suspension
  reasonRequired: 'Reason is required',
  suspended: 'Hosting account suspended',
  unsuspended: 'Hosting account unsuspended',
  alreadySuspended: 'Hosting account is already suspended',
  notSuspended: 'Hosting account is not suspended',
  cannotSuspendPending: 'This hosting account is still being set up and cannot be suspended yet',
  accountSuspended: 'This hosting account is suspended',
  // Your data
  confirmationRequired: 'Type DELETE to confirm',
  lastAdmin: 'You are the last admin and cannot erase your account',
  erased: 'Your account has been erased',
  erasureWhmFailed:
    'Could not remove your hosting accounts from the server. Nothing was erased. Please try again later.',
  erasureStripeFailed:
    'Could not stop your subscriptions at the card provider. Nothing was erased. Please try again later.',
} as const;

export const isTwoFactorChallenge = (r: LoginResponse): r is TwoFactorChallenge =>
  'twoFactorRequired' in r && r.twoFactorRequired === true;
