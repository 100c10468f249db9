import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { hostingAccounts } from './hosting.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// Owned by server/modules/site-manage: what HostFree must remember of the site tools it drives on cPanel.

/**
 * One WordPress install run started through WPX::create_website, followed on the job queue with
 * WPX::get_task_progress. The admin password is never kept (shown once or chosen by the customer).
 */
export const siteWordpressRuns = pgTable(
  'site_wordpress_runs',
  {
    id: id(),
    hostingAccountId: integer('hosting_account_id')
      .notNull()
      .references(() => hostingAccounts.id, { onDelete: 'cascade' }),
    installId: text('install_id').notNull(),
    domain: text('domain').notNull(),
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    percent: integer('percent').notNull().default(0),
    step: text('step'),
    error: text('error'),
    websiteId: text('website_id'),
    polls: integer('polls').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_wordpress_runs_account_idx').on(t.hostingAccountId, t.createdAt)],
);

/** "Back up now" requests, counted per account over the last seven days against the plan's weekly limit. */
export const siteBackupRequests = pgTable(
  'site_backup_requests',
  {
    id: id(),
    hostingAccountId: integer('hosting_account_id')
      .notNull()
      .references(() => hostingAccounts.id, { onDelete: 'cascade' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
  },
  (t) => [index('site_backup_requests_account_idx').on(t.hostingAccountId, t.requestedAt)],
);
