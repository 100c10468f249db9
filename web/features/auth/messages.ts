import { DEFAULT_MAX_DEVICES } from '../../../contract/constants.js';

// The toasts of 000 §8 for sign-in, registration and recovery, word for word.
export const AUTH_MESSAGES = {
  loginSuccessTitle: 'Welcome back!',
  loginSuccessDescription: 'You have been logged in successfully.',
  loginFailedTitle: 'Login failed',
  registerSuccessTitle: 'Account created!',
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Registration failed. Please try again.',
  anonymousFailedTitle: 'Anonymous registration failed',
  deviceLimitTitle: 'Device Limit Reached',
  deviceLimitServer: `You can only register accounts from ${DEFAULT_MAX_DEVICES} devices. You've reached the maximum number of accounts for this device.`,
  deviceLimitPrecheck: (max: number, current: number) =>
    `You can only register accounts from ${max} devices. Currently registered on ${current} devices.`,
  fingerprintErrorTitle: 'Registration Error',
  fingerprintErrorDescription: 'Failed to generate device fingerprint. Please try again.',
  recoveredTitle: 'Account Recovered!',
  recoveryFailedTitle: 'Account recovery failed',
  logoutTitle: 'Logged out',
  logoutFailedTitle: 'Logout failed',
} as const;
