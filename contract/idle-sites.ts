import { z } from 'zod';
import { IDLE_SITES_LIMITS, IDLE_SITES_MESSAGES } from './idle-sites-constants.js';

// Idle free sites: the admin's rule (on/off, N days without visitors, M more days before removal), the state of its
// daily sweep, and the owner's one-click Reactivate. Decisions: docs/decisions.md, 'Idle free sites are warned,
// deactivated, reactivated or removed'.

export * from './idle-sites-constants.js';

const days = z
  .number({ message: IDLE_SITES_MESSAGES.daysOutOfRange })
  .int(IDLE_SITES_MESSAGES.daysOutOfRange)
  .min(IDLE_SITES_LIMITS.minDays, IDLE_SITES_MESSAGES.daysOutOfRange)
  .max(IDLE_SITES_LIMITS.maxDays, IDLE_SITES_MESSAGES.daysOutOfRange);

export const idleSitesSettingsBody = z.object({
  enabled: z.boolean(),
  /** N: days without visitors before a free site is deactivated. */
  idleDays: days,
  /** M: days a deactivated site waits for its owner before it is removed. */
  removalDays: days,
});
export type IdleSitesSettingsBody = z.infer<typeof idleSitesSettingsBody>;

export const idleSweepSummarySchema = z.object({
  /** Free sites WHM reported figures for. */
  checked: z.number(),
  warned: z.number(),
  deactivated: z.number(),
  removalNotices: z.number(),
  removed: z.number(),
  /** Sites whose step failed (WHM refused a removal, …); tried again on the next sweep. */
  failed: z.number(),
  /** Why the sweep did nothing: 'off', 'whm-not-configured'; null when it ran. */
  skipped: z.string().nullable(),
});
export type IdleSweepSummary = z.infer<typeof idleSweepSummarySchema>;

export const idleSitesSettingsResponse = idleSitesSettingsBody.extend({
  lastSweepAt: z.string().nullable(),
  lastSweep: idleSweepSummarySchema.nullable(),
  /** Free sites deactivated for inactivity right now. */
  deactivatedNow: z.number(),
});
export type IdleSitesSettingsResponse = z.infer<typeof idleSitesSettingsResponse>;

export const idleSitesSaveResponse = z.object({ message: z.string(), settings: idleSitesSettingsResponse });
export const idleSweepQueuedResponse = z.object({ message: z.string() });
export const reactivateSiteResponse = z.object({ message: z.string(), id: z.number(), status: z.string() });
