import { DEFAULT_MAX_DEVICES } from '../../../contract/constants.js';

// The toasts of 000 §8 for sign-in, registration and recovery, word for word, except the device-limit texts: the
// rule is a number of accounts per device (a group's maxDevices), which 000's 'from {max} devices' misnames.
export const DEVICE_LIMIT_RULE = (max: number) => `Each device can register up to ${max} accounts.`;

export const AUTH_MESSAGES = {
  loginSuccessTitle: 'Welcome back!',
  loginSuccessDescription: 'You have been logged in successfully.',
  loginFailedTitle: 'Login failed',
  registerSuccessTitle: 'Account created!',
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Registration failed. Please try again.',
  anonymousFailedTitle: 'Anonymous registration failed',
  deviceLimitTitle: 'Device Limit Reached',
  deviceLimitServer: `${DEVICE_LIMIT_RULE(DEFAULT_MAX_DEVICES)} You've reached the maximum number of accounts for this device.`,
  deviceLimitPrecheck: (max: number, current: number) =>
    `${DEVICE_LIMIT_RULE(max)} This device has registered ${current}.`,
  fingerprintErrorTitle: 'Registration Error',
  fingerprintErrorDescription: 'Failed to generate device fingerprint. Please try again.',
  recoveredTitle: 'Account Recovered!',
  recoveryFailedTitle: 'Account recovery failed',
  logoutTitle: 'Logged out',
  logoutFailedTitle: 'Logout failed',
} as const;
