import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';
import { vpsPackages } from './vps.js';

/**
 * Every cloud's linked accounts in one table, told apart by `provider` (the registry's id, as vps_instances.cloud_provider
 * holds it). What a provider needs beyond the shared columns is in `config` (non-secret: ids, a label) and `secrets`
 * (each value sealed with the SecretBox, write-only through the API); both are checked by the provider's own zod
 * schema when read (compute/providers/account-schema.ts). Machines name their account by (cloud_provider,
 * cloud_account_id); ids are one sequence for all clouds (docs/decisions.md, 'One table for cloud accounts').
 */
export const cloudAccounts = pgTable(
  'cloud_accounts',
  {
    id: id(),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    allowedRegions: jsonb('allowed_regions').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cloud_accounts_provider_idx').on(t.provider, t.id),
    // One default account per cloud, held by the database rather than by each writer.
    uniqueIndex('cloud_accounts_one_default_idx').on(t.provider).where(sql`${t.isDefault}`),
  ],
);

export const computeSettings = pgTable('compute_settings', {
  id: id(),
  defaultProvider: text('default_provider').notNull().default('azure'),
  defaultAzureAccountId: integer('default_azure_account_id').references(() => cloudAccounts.id, {
    onDelete: 'set null',
  }),
  defaultVultrAccountId: integer('default_vultr_account_id').references(() => cloudAccounts.id, {
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
    // Stripe Tax's share on top of amount (its Tax Calculation), 0 while the admin's tax setting is off: the
    // PaymentIntent charges amount + taxCents.
    taxCents: integer('tax_cents').notNull().default(0),
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
