import type { FakeLine, PendingUpdate } from './plan-changes.js';
import type { FakeAddress, FakeTaxLine } from './tax.js';

// The fake Stripe's objects as state.ts stores them (ids for their relations; render.ts answers them with `expand`).

export type Meta = Record<string, string>;

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Meta;
  created: number;
  livemode: false;
  /** The customer's default card (the billing portal sets it). */
  invoice_settings: { default_payment_method: string | null };
  /** The test clock it lives on (test-clocks.ts), or null. */
  test_clock: string | null;
  /** Where Stripe Tax places the customer (tax.ts). */
  address: FakeAddress | null;
  tax_exempt: 'none' | 'exempt' | 'reverse';
}
export interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Meta;
  created: number;
  livemode: false;
}
export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: string; interval_count: number } | null;
  type: 'recurring' | 'one_time';
  lookup_key: string | null;
  metadata: Meta;
  created: number;
  livemode: false;
}
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  metadata: Meta;
  description: string | null;
  items: { id: string; price: string; quantity: number; current_period_start: number; current_period_end: number }[];
  latest_invoice: string | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  livemode: false;
  /** Set while collection is paused; only 'void' is modelled (renewals in the pause are voided). */
  pause_collection?: { behavior: 'void' } | null;
  /** save_default_payment_method=on_subscription: the card that paid an invoice becomes the subscription's. */
  default_payment_method?: string | null;
  /** The discount (promotions.discounts) a promotion code became on this subscription. */
  discount?: string | null;
  /** A price change waiting for its invoice to be paid (payment_behavior=pending_if_incomplete; plan-changes.ts). */
  pending_update?: PendingUpdate | null;
  /** Prorations kept for the next invoice (proration_behavior=create_prorations). */
  pending_lines?: FakeLine[];
  /** automatic_tax[enabled]: each invoice's tax from Stripe Tax's table (tax.ts). */
  automatic_tax?: boolean;
}
export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  customer: string;
  customer_email: string | null;
  subscription: string | null;
  billing_reason: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  payment_intent: string | null;
  paid_at: number | null;
  finalized_at: number;
  created: number;
  livemode: false;
  /** The lines of a subscription change's invoice (plan-changes.ts); other invoices answer no lines. */
  lines?: FakeLine[];
  /** What the subscription's discount took off this invoice. */
  discount_amount?: number;
  discount?: string | null;
  number: string | null;
  description: string | null;
  /** Before tax; amount_due is subtotal + tax. */
  subtotal: number;
  automatic_tax: boolean;
  total_taxes: FakeTaxLine[];
  /** The customer's details as the invoice copied them at finalization. */
  customer_name: string | null;
  customer_address: FakeAddress | null;
  customer_tax_ids: { type: string; value: string }[];
  customer_tax_exempt: 'none' | 'exempt' | 'reverse';
}
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Meta;
  customer: string | null;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  /** The invoice this intent pays (not a field of the API since basil; kept to settle the invoice). */
  invoice: string | null;
  /** hooks[inputs][tax][calculation]: the Tax Calculation this payment's amount came from. */
  tax_calculation: string | null;
  created: number;
  livemode: false;
}
export interface FakeWebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  enabled_events: string[];
  api_version: string | null;
  status: 'enabled' | 'disabled';
  description: string | null;
  metadata: Meta;
  application: null;
  created: number;
  livemode: false;
  /** Signs this endpoint's deliveries; the API answers it only to the create call. */
  secret: string;
}
export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}
