import { boolean, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';

// Anonymous VPS (001 §3). The vps module owns these tables.

export const vpsPackages = pgTable('vps_packages', {
  id: id(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description'),
  price: integer('price').notNull(),
  currency: text('currency').notNull().default('USD'),
  vcpu: numeric('vcpu', { precision: 5, scale: 2 }).notNull(),
  memory: integer('memory').notNull(),
  storage: integer('storage').notNull(),
  additionalStorage: integer('additional_storage').notNull().default(0),
  ipv4Addresses: integer('ipv4_addresses').notNull().default(1),
  trafficPort: text('traffic_port').notNull(),
  osChoices: jsonb('os_choices').$type<{ label: string; value: string }[]>().notNull().default([]),
  isAnonymous: boolean('is_anonymous').notNull().default(true),
  stripePriceId: text('stripe_price_id'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const vpsOrders = pgTable(
  'vps_orders',
  {
    // Reserved from this table's sequence when the checkout starts (vps_checkouts.orderId), written once paid.
    id: id(),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name'),
    // The account the order belongs to (found or created for customerEmail when paid).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => vpsPackages.id, { onDelete: 'set null' }),
    operatingSystem: text('operating_system'),
    // Unique: the success page, the webhook and its redeliveries write one order per subscription.
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionStatus: text('subscription_status'),
    packageName: text('package_name'),
    packagePrice: integer('package_price'),
    vcpu: numeric('vcpu', { precision: 5, scale: 2 }),
    memory: integer('memory'),
    storage: integer('storage'),
    serverIpAddress: text('server_ip_address'),
    serverUsername: text('server_username'),
    // Sealed (SecretBox) when set.
    serverPassword: text('server_password'),
    serverSshPort: integer('server_ssh_port').notNull().default(22),
    serverRdpPort: integer('server_rdp_port').notNull().default(3389),
    serverSshKey: text('server_ssh_key'),
    serverNotes: text('server_notes'),
    // Generated account credentials {username, password, email}, sealed; wiped the first time the success page
    // shows them (docs/decisions.md, 'Anonymous VPS').
    oneTimeCredentials: text('one_time_credentials'),
    // When they were shown (null and no credentials: the e-mail already had an account).
    credentialsShownAt: at('credentials_shown_at'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: at('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vps_orders_email_idx').on(t.customerEmail)],
);

/**
 * A started VPS checkout (POST /api/vps/subscribe): written before Stripe is called, so the subscription's
 * idempotency key is bound to a row, and holding what the order will copy (the package's figures as priced).
 * The vps_orders row exists only once Stripe says the subscription is paid.
 */
export const vpsCheckouts = pgTable('vps_checkouts', {
  id: id(),
  // The id the order will have (nextval of vps_orders' sequence), so the return address can carry it.
  orderId: integer('order_id').notNull().unique(),
  status: text('status', { enum: ['started', 'failed', 'paid'] })
    .notNull()
    .default('started'),
  packageId: integer('package_id').references(() => vpsPackages.id, { onDelete: 'set null' }),
  customerEmail: text('customer_email').notNull(),
  customerName: text('customer_name').notNull(),
  operatingSystem: text('operating_system').notNull(),
  packageName: text('package_name').notNull(),
  packageDisplayName: text('package_display_name').notNull(),
  packagePrice: integer('package_price').notNull(),
  currency: text('currency').notNull(),
  vcpu: numeric('vcpu', { precision: 5, scale: 2 }).notNull(),
  memory: integer('memory').notNull(),
  storage: integer('storage').notNull(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  stripeCustomerId: text('stripe_customer_id'),
  // sha256 of the PaymentIntent client secret: whoever shows it is the browser that paid.
  clientSecretHash: text('client_secret_hash'),
  hostedInvoiceUrl: text('hosted_invoice_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
