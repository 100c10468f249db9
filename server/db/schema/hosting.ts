import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

export const hostingPackages = pgTable(
  'hosting_packages',
  {
    id: id(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    price: integer('price').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    diskSpaceQuota: integer('disk_space_quota').notNull().default(1024),
    bandwidthQuota: integer('bandwidth_quota').notNull().default(10240),
    emailAccounts: integer('email_accounts').notNull().default(10),
    databases: integer('databases').notNull().default(5),
    subdomains: integer('subdomains').notNull().default(10),
    whmPackageName: text('whm_package_name'),
    stripePriceId: text('stripe_price_id'),
    allowedTlds: jsonb('allowed_tlds').$type<string[]>().notNull().default([]),
    planType: text('plan_type', { enum: ['free', 'starter', 'premium', 'custom'] })
      .notNull()
      .default('custom'),
    isActive: boolean('is_active').notNull().default(true),
    isFree: boolean('is_free').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hosting_packages_price_nonnegative', sql`${t.price} >= 0`),
    check('hosting_packages_plan_type_valid', sql`${t.planType} in ('free', 'starter', 'premium', 'custom')`),
  ],
);

export const hostingAccounts = pgTable(
  'hosting_accounts',
  {
    id: id(),
    // restrict: a user is deleted only after their WHM accounts are removed (see the hosting service).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: integer('package_id')
      .notNull()
      .default(1)
      .references(() => hostingPackages.id, { onDelete: 'restrict' }),
    domain: text('domain').notNull().unique(),
    subdomain: text('subdomain').notNull(),
    cpanelUsername: text('cpanel_username'),
    // Encrypted (AES-256-GCM) when set.
    cpanelPassword: text('cpanel_password'),
    whmAccountId: text('whm_account_id'),
    status: text('status').notNull().default('active'),
    // Why an admin suspended it; null when active.
    suspendReason: text('suspend_reason'),
    provisionError: text('provision_error'),
    provisionedAt: at('provisioned_at'),
    diskUsage: integer('disk_usage').notNull().default(0),
    diskLimit: integer('disk_limit').notNull().default(5120),
    bandwidthUsed: integer('bandwidth_used').notNull().default(0),
    bandwidthLimit: integer('bandwidth_limit').notNull().default(10240),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hosting_accounts_user_idx').on(t.userId),
    // The admin list's search by domain (a substring): a trigram index serves LIKE '%…%'.
    index('hosting_accounts_domain_trgm_idx').using('gin', t.domain.op('gin_trgm_ops')),
  ],
);

export const packageUsage = pgTable('package_usage', {
  id: id(),
  hostingAccountId: integer('hosting_account_id')
    .notNull()
    .unique()
    .references(() => hostingAccounts.id, { onDelete: 'cascade' }),
  diskUsed: integer('disk_used').notNull().default(0),
  bandwidthUsed: integer('bandwidth_used').notNull().default(0),
  emailAccountsUsed: integer('email_accounts_used').notNull().default(0),
  databasesUsed: integer('databases_used').notNull().default(0),
  subdomainsUsed: integer('subdomains_used').notNull().default(0),
  lastUpdated: at('last_updated').notNull().defaultNow(),
});

export const apiSettings = pgTable('api_settings', {
  id: id(),
  whmApiUrl: text('whm_api_url'),
  // Encrypted; write-only through the API.
  whmApiToken: text('whm_api_token'),
  cpanelBaseUrl: text('cpanel_base_url'),
  emailFromAddress: text('email_from_address'),
  emailFromName: text('email_from_name'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const domainSearchCache = pgTable('domain_search_cache', {
  id: id(),
  domain: text('domain').notNull().unique(),
  isAvailable: boolean('is_available').notNull(),
  registrationPrice: integer('registration_price'),
  transferPrice: integer('transfer_price'),
  canTransfer: boolean('can_transfer'),
  registrarResponse: jsonb('registrar_response'),
  lastChecked: at('last_checked').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
