// Free hosting's constants, fixed answers and the subdomain normalisation, without zod: the domain search card and
// the hosting figures import this file and not the schemas (zod arrives with a form's first
// check). hosting.ts re-exports it.

// Constants and the subdomain rules the web can apply before asking (the server applies them again).

/** 001 §4: active (green), suspended (red), pending (yellow), anything else gray. */
export const HOSTING_STATUSES = ['pending', 'active', 'suspended'] as const;
export type HostingStatus = (typeof HOSTING_STATUSES)[number];

/** 000 §5: minimum 3 characters for subdomains of hosting accounts; 63 is the DNS label maximum. */
export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;
/** 001 §2 / §9: admin page size and its cap. */
export const ADMIN_HOSTING_PAGE_SIZE = 10;
export const ADMIN_HOSTING_PAGE_SIZE_MAX = 100;
export const MB_IN_BYTES = 1024 * 1024;

export const HOSTING_MESSAGES = {
  noAccountsOnPackage: 'No hosting accounts use this package',
  /** A message with values: the contract's template, filled by fillMessage (contract/i18n/format.ts). */
  removalWhmNotConfigured: '{domain}: WHM is not configured; the account was kept',
  removalRefused: '{domain}: WHM did not remove the account ({reason}); the account was kept',
  removalFailed: '{domain}: {reason}',
  someNotRemoved: 'Some hosting accounts could not be removed: {failures}',
  whmLoginNotConfigured: 'Failed to open WHM: WHM is not configured',
  whmLoginRefused: 'Failed to open WHM: {reason}',
  whmSuspendRefused: 'WHM did not suspend the account: {reason}. Nothing was changed.',
  whmUnsuspendRefused: 'WHM did not unsuspend the account: {reason}. Nothing was changed.',
  // The admin's answers with values: a deletion, the WHM fix's three outcomes and the WHM connection test.
  domainDeleted: '{domain} was deleted',
  whmFixCreated: '{domain} was created on WHM',
  whmFixRelinked: '{domain} was found on WHM and linked',
  whmFixAlreadyActive: '{domain} is active on WHM',
  whmConnected: 'Connected to WHM {version}',
  // 000 §5 verbatim (title / text of the empty-search toast).
  domainRequiredTitle: 'Domain name required',
  domainRequired: 'Please enter the name of the domain you would like to register.',
  // Server rules the spec leaves open; the web shows them as the server's message.
  tooShort: `Subdomain must be at least ${SUBDOMAIN_MIN_LENGTH} characters`,
  tooLong: `Subdomain must be at most ${SUBDOMAIN_MAX_LENGTH} characters`,
  hyphenEdge: 'Subdomain cannot start or end with a hyphen',
  reserved: 'This name is reserved. Please choose another one.',
  taken: 'This subdomain is already taken. Please choose another one.',
  available: 'is available!',
  freePackageOnly: 'Free hosting accounts can only use the free package',
  packageNotFound: 'Package not found',
  quotaExceeded: 'You have reached the maximum number of hosting accounts for your group',
  accountNotFound: 'Hosting account not found',
  userNotFound: 'User not found',
  notProvisioned: 'This hosting account is still being set up. Please try again in a minute.',
  whmNotConfigured: 'WHM is not configured',
  /** What the owner reads under the stats when WHM cannot give live figures (the reason goes to the log). */
  liveStatsUnavailable: 'Live usage is unavailable right now. These are the last recorded figures.',
  cpanelLoginFailed: 'Could not access cPanel',
  whmLoginFailed: 'Failed to open WHM',
  // 001 §8 verbatim.
  unableToConnect: 'Unable to connect to WHM API',
  // 001 §5 verbatim.
  invalidUrl: 'Please enter a valid URL',
  tokenRequired: 'API token is required',
  fromNameRequired: 'From name is required',
  // security-test-plan E4: a stored token is never sent to a new host.
  reenterToken: 'Re-enter the API token when changing the WHM address',
  settingsSaved: 'Settings saved',
} as const;

/**
 * 000 §5: trimmed, lowercased, the hosted suffix stripped if typed, every character other than a-z, 0-9 or
 * hyphen removed. Returns the bare label ('' when nothing is left).
 */
export function normaliseSubdomainLabel(input: string, hostedDomain: string): string {
  let value = input.trim().toLowerCase();
  const suffix = `.${hostedDomain.toLowerCase()}`;
  if (value.endsWith(suffix)) value = value.slice(0, -suffix.length);
  return value.replace(/[^a-z0-9-]/g, '');
}
