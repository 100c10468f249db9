// Business constants of the spec (000 §9, 001 §9), shared by server and web.

export const ORGANISATION_NAME = 'HostFree';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_MAX_DEVICES = 2;
export const DEFAULT_MAX_HOSTING_ACCOUNTS = 2;
export const FREE_PACKAGE_ID = 1;
export const DEFAULT_DISK_LIMIT_MB = 5120;
export const DEFAULT_BANDWIDTH_LIMIT_MB = 10240;

export const FREE_TLDS = ['cc', 'best', 'store', 'co.za'] as const;
export const DEFAULT_TLD = 'cc';
export const PREMIUM_ONLY_TLDS = ['com', 'org', 'net'] as const;

export const GROUP_NAMES = { free: 'Free', donor: 'Donor' } as const;

export const USER_ROLES = ['client', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Timings of 000 §9, in milliseconds. */
export const TIMINGS = {
  currentUserStaleMs: 60_000,
  dataStaleMs: 5 * 60_000,
  redirectMs: 500,
  hostingCreatedRedirectMs: 1000,
  trackingStoreFailureRedirectMs: 2000,
  activationCountdownMs: 120_000,
  accountStatsRefetchMs: 30_000,
  tempCredentialsTtlMs: 5 * 60_000,
  dashboardUnauthRedirectMs: 8000,
  conversionCountdownSeconds: 10,
  conversionErrorRedirectMs: 3000,
  conversionSecondaryEventMs: 3000,
  toastDurationMs: 5000,
  ipLookupTimeoutMs: 3000,
  stunProbeTimeoutMs: 2000,
} as const;

export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const RECENT_DOWNLOADS_SHOWN = 5;
export const VPS_ORDERS_SHOWN = 3;

/** Marketing figures shown on the landing page stats strip (000 §2): fixed, not from the stats call. */
export const LANDING_STATS = {
  activeUsers: 1955,
  premiumPlugins: 134,
  websitesHosted: 2988,
  donations: '$2,141',
} as const;

/**
 * GET /api/plugins, /api/plugins/public and /api/themes carry this header: how many items match the category and
 * search, before offset and limit, so a page of cards can say 'Showing 24 of 2,001' and ask for the next page only
 * when there is one. (Here, not in library.ts, so the landing page's catalogue reads do not bring zod along.)
 */
export const LIBRARY_TOTAL_HEADER = 'x-total-count';
