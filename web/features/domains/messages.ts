import { HOSTING_MESSAGES } from '../../../contract/hosting-constants.js';

// The domain search and account-creation messages of 000 §5 and §8, word for word.
export const DOMAIN_MESSAGES = {
  domainRequiredTitle: HOSTING_MESSAGES.domainRequiredTitle,
  domainRequired: HOSTING_MESSAGES.domainRequired,
  lookupFailedTitle: 'Domain lookup failed',
  lookupFailedFallback: 'Unable to check domain availability. Please try again.',
  notAvailable: (domain: string) => `${domain} is not available`,
  available: (domain: string) => `${domain} is available!`,
  anonymousNote: 'No credit card required • Setup takes less than 30 seconds',
  createHostingAccount: 'Create Hosting Account',
  createFreeAccount: 'Create Your Free Account',
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please sign in to create a hosting account.',
  createdTitle: 'Hosting provisioned',
  createFailedTitle: 'Error',
  dashboardCreateFailedTitle: 'Error Creating Account',
  dashboardCreateFailed: 'There was an error creating your hosting account. Please try again.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedFallback: 'Registration failed. Please try again.',
  deviceLimitTitle: 'Device Registration Limit Reached',
  deviceLimit:
    "You've reached the maximum number of accounts this device can register. Please use an existing account or contact support.",
  fingerprintErrorTitle: 'Registration Error',
  fingerprintError: 'Failed to generate device fingerprint. Please try again.',
} as const;
