import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';
import { vpsPackages } from './vps.js';

export const azureAccounts = pgTable('azure_accounts', {
  id: id(),
  name: text('name').notNull(),
  tenantId: text('tenant_id').notNull(),
  clientId: text('client_id').notNull(),
  // Encrypted; write-only through the API.
  clientSecret: text('client_secret').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  allowedRegions: jsonb('allowed_regions').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const vultrAccounts = pgTable('vultr_accounts', {
  id: id(),
  name: text('name').notNull(),
  label: text('label'),
  // Encrypted; write-only through the API.
  apiKey: text('api_key').notNull(),
  allowedRegions: jsonb('allowed_regions').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const computeSettings = pgTable('compute_settings', {
  id: id(),
  defaultProvider: text('default_provider').notNull().default('azure'),
  defaultAzureAccountId: integer('default_azure_account_id').references(() => azureAccounts.id, {
    onDelete: 'set null',
  }),
  defaultVultrAccountId: integer('default_vultr_account_id').references(() => vultrAccounts.id, {
    onDelete: 'set null',
  }),
  metadata: jsonb('metadata'),
  updatedAt: updatedAt(),
});

export const vpsInstances = pgTable(
  'vps_instances',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => vpsPackages.id, { onDelete: 'set null' }),
    instanceName: text('instance_name'),
    ipv4Address: text('ipv4_address'),
    operatingSystem: text('operating_system'),
    status: text('status').notNull().default('pending'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status'),
    // Encrypted when set.
    rootPassword: text('root_password'),
    sshKeys: text('ssh_keys'),
    cloudProvider: text('cloud_provider').notNull().default('custom'),
    source: text('source', { enum: ['local', 'remote'] })
      .notNull()
      .default('local'),
    providerInstanceId: text('provider_instance_id'),
    region: text('region'),
    resourceGroup: text('resource_group'),
    subscriptionId: text('subscription_id'),
    adminUsername: text('admin_username'),
    // Encrypted when set.
    adminPassword: text('admin_password'),
    cloudAccountId: integer('cloud_account_id'),
    cloudMetadata: jsonb('cloud_metadata'),
    isTrial: boolean('is_trial').notNull().default(false),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vps_instances_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A paid Azure run beyond the free trial (001 §9: '$3 per 48 hours'): the PaymentIntent that pays for it and the
 * trial instance it launched. The row outlives its user (set null) because it is a payment record.
 * status: pending (PaymentIntent created) → launched (instance started once it was paid); failed (never paid).
 */
export const computeExtraRuns = pgTable(
  'compute_extra_runs',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The trial image chosen (the column keeps its first name).
    image: text('azure_os').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    // The Checkout Session offered when Stripe.js could not load; its PaymentIntent replaces the one above once paid.
    checkoutSessionId: text('checkout_session_id').unique(),
    status: text('status', { enum: ['pending', 'launched', 'failed'] })
      .notNull()
      .default('pending'),
    instanceId: integer('instance_id')
      .unique()
      .references(() => vpsInstances.id, { onDelete: 'set null' }),
    paidAt: at('paid_at'),
    // An admin refunded the run's payment; a run not started yet never starts then.
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('compute_extra_runs_user_idx').on(t.userId, t.createdAt)],
);

/** The admin's DigitalOcean accounts: one personal access token each, sealed. */
export const digitaloceanAccounts = pgTable('digitalocean_accounts', {
  id: id(),
  name: text('name').notNull(),
  // Encrypted; write-only through the API.
  token: text('token').notNull(),
  allowedRegions: jsonb('allowed_regions').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
