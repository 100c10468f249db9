import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, updatedAt } from './columns.js';
import { hostingAccounts } from './hosting.js';

// Idle free sites, owned by server/modules/idle-sites.

// One row (id 1): the rule is off until an admin turns it on (it deletes people's sites).
export const idleSiteSettings = pgTable('idle_site_settings', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  idleDays: integer('idle_days').notNull().default(30),
  removalDays: integer('removal_days').notNull().default(60),
  // When the rule was last turned on: nobody's idle clock starts before it.
  enabledAt: at('enabled_at'),
  // The day (days since the epoch) the last full sweep ran for: one sweep a day across every instance.
  lastSweepDay: bigint('last_sweep_day', { mode: 'number' }),
  lastSweepAt: at('last_sweep_at'),
  lastSweep: jsonb('last_sweep'),
  updatedAt: updatedAt(),
});

// One row per free site the sweep has seen: its idle clock and where it stands in the rule's steps. Deleted with
// the hosting account.
export const idleSites = pgTable('idle_sites', {
  hostingAccountId: integer('hosting_account_id')
    .primaryKey()
    .references(() => hostingAccounts.id, { onDelete: 'cascade' }),
  // WHM's monthly bandwidth figure (showbw) at the last sweep: growth since means someone visited.
  bandwidthMonth: text('bandwidth_month'),
  bandwidthBytes: bigint('bandwidth_bytes', { mode: 'number' }),
  lastActivityAt: at('last_activity_at').notNull(),
  // Set with the first warning: the date the owner was told. It only ever moves later.
  deactivateOn: at('deactivate_on'),
  warned7At: at('warned_7_at'),
  warned1At: at('warned_1_at'),
  deactivatedAt: at('deactivated_at'),
  // Set at deactivation (deactivation + M days) and told to the owner; it only ever moves later.
  removeOn: at('remove_on'),
  removalNoticeAt: at('removal_notice_at'),
  // While WHM removes the account: Reactivate refuses, a second sweep leaves it alone.
  removingAt: at('removing_at'),
  // The owner (or an admin) brought the site back at least once: the rule never removes it.
  reactivatedAt: at('reactivated_at'),
  updatedAt: updatedAt(),
});
