import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, updatedAt } from './columns.js';
import { hostingPackages } from './hosting.js';
import { plugins } from './libraries.js';

export const donations = pgTable(
  'donations',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    donorEmail: text('donor_email'),
    message: text('message'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    // The Checkout Session a plugin donation was offered when Stripe.js could not load (its PaymentIntent is
    // made when the donor pays, and replaces the unpaid one above once Stripe says it was paid).
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    subscriptionStatus: text('subscription_status'),
    pluginId: integer('plugin_id').references(() => plugins.id, { onDelete: 'set null' }),
    pluginName: text('plugin_name'),
    giftTier: text('gift_tier'),
    giftType: text('gift_type'),
    giftDetails: jsonb('gift_details'),
    // The invoice a subscription payment settled (one row per paid invoice: the first and each renewal).
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    // When Stripe said it was paid; the gift countdown runs from here.
    completedAt: at('completed_at'),
    // Dunning: a renewal stayed unpaid past the grace, so the gift is paused (not ended: the Donor
    // group and the gift's order stay); cleared when the donor pays. Set on the subscription's first row.
    giftPausedAt: at('gift_paused_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('donations_subscription_idx').on(t.stripeSubscriptionId),
    index('donations_status_created_idx').on(t.status, t.createdAt),
    // The admin list's order, newest first, a page at a time (100,000 donations): read backwards.
    index('donations_created_id_idx').on(t.createdAt, t.id),
    // The analytics chart: completed donations by the month they completed.
    index('donations_completed_month_idx')
      .on(sql`coalesce(${t.completedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'completed'`),
  ],
);

// Stripe webhook events, stored once by event id: a second delivery of the same event is a no-op.
// The payments module owns this table; the work for each event runs in a job (payments.event).
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    // The id of the object the event is about (in_, pi_, sub_ …), for tracing.
    objectId: text('object_id'),
    livemode: boolean('livemode').notNull().default(false),
    // Stripe's own timestamp of the event (seconds → date).
    stripeCreatedAt: at('stripe_created_at').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['received', 'processed', 'failed'] })
      .notNull()
      .default('received'),
    processedAt: at('processed_at'),
    lastError: text('last_error'),
    // The API version Stripe rendered the event in (the endpoint's): the Stripe settings warn when it is not the one
    // stripe-node pins. Null for events stored before the column existed.
    apiVersion: text('api_version'),
    createdAt: createdAt(),
  },
  (t) => [index('stripe_events_created_idx').on(t.createdAt)],
);

export const premiumHostingOrders = pgTable(
  'premium_hosting_orders',
  {
    id: id(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name'),
    domainName: text('domain_name').notNull(),
    orderType: text('order_type').notNull(),
    status: text('status').notNull().default('pending'),
    domainPrice: integer('domain_price'),
    finalPrice: integer('final_price'),
    profitMargin: integer('profit_margin'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    externalOrderId: text('external_order_id'),
    externalStatus: text('external_status'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: at('processed_at'),
    cpanelUsername: text('cpanel_username'),
    // Encrypted when set.
    cpanelPassword: text('cpanel_password'),
    cpanelUrl: text('cpanel_url'),
    hostingPackageId: integer('hosting_package_id').references(() => hostingPackages.id, { onDelete: 'set null' }),
    // Paid hosting: the plan bought, who owns the result, and the subscription's life.
    planType: text('plan_type'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // No foreign key: hosting owns its table; the account is found again by domain when this is null.
    hostingAccountId: integer('hosting_account_id'),
    subscriptionStatus: text('subscription_status'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // The confirm answer's one-time secrets (session token, generated password, recovery phrase), sealed with the
    // SecretBox so a repeated confirm answers the same; wiped once the replay window has passed.
    confirmSecrets: text('confirm_secrets'),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('premium_hosting_orders_subscription_idx').on(t.stripeSubscriptionId),
    // One live order per domain: a checkout holds its name; released holds are 'released', lost ones 'cancelled'.
    uniqueIndex('premium_hosting_orders_live_domain_idx')
      .on(t.domainName)
      .where(sql`${t.status} not in ('released', 'cancelled')`),
  ],
);

export const pendingOrders = pgTable(
  'pending_orders',
  {
    id: id(),
    orderType: text('order_type').notNull(),
    orderId: text('order_id'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name'),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    orderDetails: text('order_details'),
    totalPrice: integer('total_price'),
    currency: text('currency').notNull().default('USD'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: at('processed_at'),
    rejectionReason: text('rejection_reason'),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One registration order per paid-hosting order, however often confirm and the webhook run.
    uniqueIndex('pending_orders_order_idx').on(t.orderType, t.orderId),
  ],
);

// The card payment provider's settings; secretKey and webhookSecret are encrypted and write-only.
export const stripeSettings = pgTable('stripe_settings', {
  id: id(),
  publicKey: text('public_key'),
  secretKey: text('secret_key'),
  // The signing secret the admin pasted (their own endpoint); it wins over the managed one below.
  webhookSecret: text('webhook_secret'),
  isTestMode: boolean('is_test_mode').notNull().default(true),
  // HostFree's own webhook endpoint in the Stripe account: its id, the URL and API version it was made
  // with, and its signing secret (sealed; Stripe shows it only when the endpoint is created).
  webhookEndpointId: text('webhook_endpoint_id'),
  webhookEndpointSecret: text('webhook_endpoint_secret'),
  webhookEndpointUrl: text('webhook_endpoint_url'),
  webhookEndpointApiVersion: text('webhook_endpoint_api_version'),
  // Why the last attempt to set the endpoint up failed (shown on the settings screen until one succeeds).
  webhookEndpointError: text('webhook_endpoint_error'),
  webhookEndpointCheckedAt: at('webhook_endpoint_checked_at'),
  // Stripe Tax on paid hosting, VPS and extra runs (automatic_tax); off: checkouts and invoices as before.
  automaticTax: boolean('automatic_tax').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
