import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';
import { hostingAccounts } from './hosting.js';

// Abuse reports, owned by server/modules/abuse.

export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: id(),
    // Null once the site is deleted; `domain` keeps what was reported.
    hostingAccountId: integer('hosting_account_id').references(() => hostingAccounts.id, { onDelete: 'set null' }),
    // The owner when the report came in, so their history survives the site's removal.
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    domain: text('domain').notNull(),
    category: text('category', { enum: ['phishing', 'malware', 'spam', 'copyright', 'other'] }).notNull(),
    evidenceUrls: jsonb('evidence_urls').$type<string[]>().notNull(),
    details: text('details'),
    reporterEmail: text('reporter_email').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['dismissed', 'warned', 'site_suspended', 'owner_suspended'] }),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('abuse_reports_status_idx').on(t.status, t.createdAt),
    index('abuse_reports_site_idx').on(t.hostingAccountId, t.createdAt),
    index('abuse_reports_owner_idx').on(t.ownerUserId),
  ],
);

// Proof-of-work challenges: each is accepted once, before it expires (the single-use claim is one UPDATE).
export const abuseChallenges = pgTable(
  'abuse_challenges',
  {
    challenge: text('challenge').primaryKey(),
    bits: integer('bits').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('abuse_challenges_expiry_idx').on(t.expiresAt)],
);

// One row (id 1): automatic suspension is off until an admin turns it on.
export const abuseSettings = pgTable('abuse_settings', {
  id: id(),
  autoSuspendEnabled: boolean('auto_suspend_enabled').notNull().default(false),
  autoSuspendThreshold: integer('auto_suspend_threshold').notNull().default(3),
  updatedAt: updatedAt(),
});

// A site suspended automatically: written when the threshold is reached, done by a job (WHM may be down), undone
// from the queue. Reports count towards a new one only after the last undo.
export const abuseAutoSuspensions = pgTable(
  'abuse_auto_suspensions',
  {
    id: id(),
    hostingAccountId: integer('hosting_account_id')
      .notNull()
      .references(() => hostingAccounts.id, { onDelete: 'cascade' }),
    reportCount: integer('report_count').notNull(),
    // Set by the job once WHM and the row say suspended.
    suspendedAt: at('suspended_at'),
    undoneAt: at('undone_at'),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one automatic suspension in force per site, however many reports race to the threshold.
    uniqueIndex('abuse_auto_suspensions_one_live_idx').on(t.hostingAccountId).where(sql`${t.undoneAt} is null`),
  ],
);
