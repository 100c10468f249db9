import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { hostingAccounts } from './hosting.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// Owned by server/modules/site-manage: what HostFree must remember of the site tools it drives on cPanel.

/**
 * One WordPress install run started through WPX::create_website, followed on the job queue with
 * WPX::get_task_progress. WP Toolkit makes the administrator itself, so the password the customer chose (or was
 * shown once) waits here sealed until the run completes and change_admin_password sets it; then it is erased.
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
    // The administrator login WP Toolkit made, read once the run completed.
    adminLogin: text('admin_login'),
    // Sealed with the secret box; null once set on the site (or the run ended without a site).
    adminPasswordSealed: text('admin_password_sealed'),
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

/**
 * One row (id 1): the operator's word on "Manage site". Verification TXT records on free subdomains are written
 * into the operator's own shared-domain zone, so they are off until an admin turns them on.
 */
export const siteManageSettings = pgTable('site_manage_settings', {
  id: integer('id').primaryKey(),
  subdomainTxtEnabled: boolean('subdomain_txt_enabled').notNull().default(false),
  // TXT records one free site may keep in the shared zone at a time.
  subdomainTxtLimit: integer('subdomain_txt_limit').notNull().default(5),
  updatedAt: updatedAt(),
});
