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

// --- Automatic detection: the name check, the content scan and their cases ---------------------------------------

/** One explained signal as a case keeps it: which source saw it ('name', 'content', a reputation source's id). */
export interface AbuseCaseSignal {
  source: string;
  signal: string;
  detail: string;
  points: number;
}

/** One reputation source's answer as the case keeps it (the admin sees each with its time). */
export interface AbuseCaseSourceAnswer {
  sourceId: string;
  status: 'listed' | 'clean' | 'unavailable';
  checkedAt: string;
  findings: { target: string; threats: string[]; detail: string }[];
  error: string | null;
}

// One row (id 1): the name check's thresholds and lists (null = the defaults of names/default-lists.ts) and the
// content scan's thresholds. Read through detection-settings.ts, which fills in the defaults.
export const abuseDetectionSettings = pgTable('abuse_detection_settings', {
  id: id(),
  nameRefuseThreshold: integer('name_refuse_threshold').notNull().default(80),
  nameReviewThreshold: integer('name_review_threshold').notNull().default(40),
  brands: jsonb('brands').$type<string[]>(),
  baitWords: jsonb('bait_words').$type<string[]>(),
  scanMaliciousThreshold: integer('scan_malicious_threshold').notNull().default(80),
  scanSuspiciousThreshold: integer('scan_suspicious_threshold').notNull().default(30),
  updatedAt: updatedAt(),
});

// A detection: a name held for review, or a scan that found a site suspicious or malicious. At most one open case
// per site; later scans add their evidence to it. Confirmed or reversed by an admin in one action.
export const abuseCases = pgTable(
  'abuse_cases',
  {
    id: id(),
    hostingAccountId: integer('hosting_account_id').references(() => hostingAccounts.id, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    domain: text('domain').notNull(),
    origin: text('origin', { enum: ['name', 'scan'] }).notNull(),
    verdict: text('verdict', { enum: ['review', 'suspicious', 'malicious'] }).notNull(),
    // What the evidence says the site does: decides whether a confirmed case may be appealed.
    threat: text('threat', { enum: ['phishing', 'malware', 'unwanted', 'suspicious'] }).notNull(),
    score: integer('score').notNull(),
    signals: jsonb('signals').$type<AbuseCaseSignal[]>().notNull(),
    sources: jsonb('sources').$type<AbuseCaseSourceAnswer[]>().notNull().default([]),
    // The fetched page's start (plain text as served; escaped wherever it is shown) and its final address.
    snippet: text('snippet'),
    pageUrl: text('page_url'),
    status: text('status', { enum: ['open', 'confirmed', 'reversed'] })
      .notNull()
      .default('open'),
    quarantinedAt: at('quarantined_at'),
    // Set when the WHM suspension of the quarantine is done (by its job).
    suspendedAt: at('suspended_at'),
    siteCreatedAt: at('site_created_at'),
    // The earliest open report about the site when the case acted: report → takedown time.
    firstReportAt: at('first_report_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('abuse_cases_one_open_idx').on(t.hostingAccountId).where(sql`${t.status} = 'open'`),
    index('abuse_cases_status_idx').on(t.status, t.createdAt),
    index('abuse_cases_owner_idx').on(t.ownerUserId),
  ],
);

// Each site's place in the weekly rescan: spread evenly over the week by its id (scan-schedule.ts), with the last
// scan's outcome for System → Status.
export const abuseSiteScans = pgTable(
  'abuse_site_scans',
  {
    hostingAccountId: integer('hosting_account_id')
      .primaryKey()
      .references(() => hostingAccounts.id, { onDelete: 'cascade' }),
    nextScanAt: at('next_scan_at').notNull(),
    lastScanAt: at('last_scan_at'),
    lastVerdict: text('last_verdict'),
    lastError: text('last_error'),
  },
  (t) => [index('abuse_site_scans_next_idx').on(t.nextScanAt)],
);
