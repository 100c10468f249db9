// The validation wording the zod resolvers give (form-resolvers.ts). The screens' words are in the catalogue
// (contract/i18n/catalogue/<locale>/library.json); the access panel recognises this one to toast it translated.
export const LIBRARY_COPY = {
  emailRequiredDescription: 'Please enter your email address',
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
