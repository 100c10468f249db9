import type { IncomingHttpHeaders } from 'node:http';
import type { FakeDispute } from './charges.js';
import type { FormObject } from './form.js';
import type { FakeEvent, FakeStripeState } from './state.js';
import type { FakeStripeSwitches } from './switches.js';
import type { FakeTestClocks } from './test-clocks.js';
import type { FakeWebhookSender } from './webhooks.js';

// What startFakeStripe (sandbox/stripe.ts) takes and gives.

export interface FakeStripeOptions {
  port?: number;
  host?: string;
  /** Keys the fake accepts; defaults are random test-mode keys. */
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where to deliver signed events (the app's /api/stripe/webhook); unset = tests deliver by hand. */
  webhookUrl?: string;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  op: string;
  params: FormObject;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | null;
  status: number;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  state: FakeStripeState;
  /** Test clocks (also through the API's /v1/test_helpers/test_clocks). */
  testClocks: FakeTestClocks;
  switches: FakeStripeSwitches;
  webhooks: FakeWebhookSender;
  /** Every /v1 call in arrival order (the last 1,000), with the status answered. */
  requests: FakeStripeRequest[];
  /** Every /v1 call since start, by method (GET = a read, as Stripe's rate limits count them). */
  requestCounts(): Record<string, number>;
  /** Events of a type (newest last). */
  eventsOf(type: string): FakeEvent[];
  /** Confirm a PaymentIntent as the browser would (pm_card_visa, pm_card_chargeDeclined, or a card number). */
  pay(paymentIntentId: string, paymentMethod?: string): ReturnType<FakeStripeState['confirm']>;
  /**
   * A card holder's bank disputes a charge (a ch_ id, or a pi_ id for its latest charge): charge.dispute.created.
   * Move it on with `state.charges.setDisputeStatus(id, status)` (charge.dispute.updated, or .closed when won/lost).
   */
  openDispute(
    chargeOrPaymentIntent: string,
    options?: { reason?: string; status?: string; amount?: number },
  ): FakeDispute;
  stop(): Promise<void>;
}
