/** Where two-factor sign-in is turned on (the section of /settings). */
export const TWO_FACTOR_SETTINGS_PATH = '/settings#two-factor';
