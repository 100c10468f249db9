// Idle free sites: the constants and messages a page needs without loading zod. Decisions and reasons:
// docs/decisions.md, 'Idle free sites are warned, deactivated, reactivated or removed'.

/**
 * Every hosting suspension the idle rule writes starts with this. It is how the site card knows to offer Reactivate
 * and how the other suspensions (an admin's, billing's, the owner's) tell it apart from their own.
 */
export const IDLE_REASON_PREFIX = 'Deactivated for inactivity: ';
export const isIdleDeactivationReason = (reason: string | null | undefined): boolean =>
  Boolean(reason?.startsWith(IDLE_REASON_PREFIX));

export const IDLE_SITES_DEFAULTS = { enabled: false, idleDays: 30, removalDays: 60 } as const;
/** Both periods are longer than the week of notice that comes before each step. */
export const IDLE_SITES_LIMITS = { minDays: 8, maxDays: 365 } as const;
/** The owner is mailed this many days before deactivation (both) and before removal (the first). */
export const IDLE_WARNING_DAYS = [7, 1] as const;
export const IDLE_REMOVAL_NOTICE_DAYS = 7;

export const IDLE_SITES_MESSAGES = {
  saved: 'Idle-site settings saved',
  sweepQueued: 'The idle-site sweep will run in a moment',
  daysOutOfRange: `Enter a whole number of days from ${IDLE_SITES_LIMITS.minDays} to ${IDLE_SITES_LIMITS.maxDays}`,
  reactivated: 'Your site is active again. It can take a minute to come back online.',
  notDeactivated: 'This site is not deactivated for inactivity.',
  beingRemoved: 'This site is being removed and can no longer be reactivated.',
  accountNotFound: 'Hosting account not found',
} as const;
