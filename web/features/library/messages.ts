// The library's user-visible words of 000 §2/§5/§8 and 001 §2/§4/§5/§6/§8, copied verbatim.

export const LIBRARY_COPY = {
  // Landing plugin directory (000 §2)
  noPluginsTitle: 'No Plugins Available',
  downloadNow: 'Download Now',
  signupForAccess: 'Signup Now for Access',
  freeAccountRequired: 'Free account required for downloads',

  // Plugin-library registration (000 §2, §4, §8)
  registerButton: 'Create Account & Access Library',
  alreadyHaveAccess: 'You already have access!',
  browsePlugins: 'Browse Plugins',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedFallback: 'Please try again.',
  registrationErrorTitle: 'Registration Error',
  registrationErrorFallback: 'An error occurred during registration. Please try again.',

  // Downloads (001 §6, §8)
  authRequiredTitle: 'Authentication Required',
  signInToDownloadPlugins: 'Please sign in to download plugins.',
  logInToDownloadThemes: 'Please log in to download themes.',
  unauthorizedTitle: 'Unauthorized',
  loggingInAgain: 'You are logged out. Logging in again...',
  downloadFailedTitle: 'Download Failed',
  downloadStartedTitle: 'Download Started',
  downloadErrorTitle: 'Download Error',
  downloadThemeFallback: 'Failed to download theme',

  // Library access e-mail (001 §4, §5, §8)
  emailUpdatedTitle: 'Email Updated',
  emailErrorTitle: 'Error',
  emailErrorFallback: 'Failed to update email address',
  emailRequiredTitle: 'Email Required',
  emailRequiredDescription: 'Please enter your email address',
  invalidEmailTitle: 'Invalid Email',
  invalidEmailDescription: 'Please enter a valid email address',

  // Plugin requests (001 §5, §8, §9)
  requestSubmittedTitle: 'Request Submitted Successfully',
  requestFailedTitle: 'Request Failed',
  requestFailedFallback: 'Failed to submit plugin request. Please try again.',

  // Plugin detail (001 §2)
  pluginNotFound: 'Plugin Not Found',

  // Library claim (000 §1, 001 §2)
  pluginCountClaim: '2,000+ plugins',
} as const;

/** Field messages of the plugin-library registration form (000 §5), verbatim. */
export const REGISTRATION_FIELD_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  country: 'Please enter your country',
  password: 'Password must be at least 6 characters',
  confirmPassword: "Passwords don't match",
} as const;

/** Field messages of the plugin request form (001 §5), verbatim; lastName reuses the registration wording. */
export const REQUEST_FIELD_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  pluginName: 'Plugin name must be at least 3 characters',
} as const;
