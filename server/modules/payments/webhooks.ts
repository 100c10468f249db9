import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { Stripe, verifyWebhook } from '../../integrations/stripe/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { findEvent, markEvent, storeEventOnce } from './events-repo.js';
import type { StripeSettingsService } from './settings-service.js';

export const STRIPE_EVENT_JOB = 'payments.stripe-event';
/** Stripe retries for days; a handler that keeps failing (Stripe down, a bug) gets this many tries. */
const EVENT_JOB_MAX_ATTEMPTS = 12;

/**
 * The order key of an event's job (jobs/queue.ts): its customer's, else its object's. Stripe events of one customer
 * are applied one at a time in the order they arrived (a subscription's mirror is written from one event and read by
 * the next); different customers' events run side by side in the stripe lane.
 */
export function stripeEventOrderKey(event: Pick<Stripe.Event, 'id' | 'data'>): string {
  const object = event.data?.object as { id?: unknown; object?: unknown; customer?: unknown } | undefined;
  const customer = object?.customer;
  const customerId =
    typeof customer === 'string'
      ? customer
      : typeof (customer as { id?: unknown } | null)?.id === 'string'
        ? (customer as { id: string }).id
        : object?.object === 'customer' && typeof object.id === 'string'
          ? object.id
          : undefined;
  if (customerId) return `stripe-customer:${customerId}`;
  return `stripe-object:${typeof object?.id === 'string' ? object.id : event.id}`;
}

export const WEBHOOK_MESSAGES = {
  invalidSignature: 'Invalid Stripe signature',
  notConfigured: 'Stripe not configured',
} as const;

/** The commerce core's reading of one stored event (commerce/core.ts); answers whether it reads that type. */
export type StripeEventHandler = (event: Stripe.Event) => Promise<boolean>;

/**
 * POST /api/stripe/webhook's work. The signature is checked with stripe-node's constructEvent (HMAC-SHA256 of
 * `t.rawBody` with the stored whsec_, constant-time, 300 s tolerance); the event is stored once by id (a
 * redelivery is a no-op) together with its job in one statement (events-repo.ts), and the answer goes back at once. The job runs
 * the commerce core on it, whose steps are idempotent, so a retried job is harmless.
 */
export function createWebhookDispatcher({
  db,
  settings,
  jobs,
  log,
  now,
  handle,
}: {
  db: Db;
  settings: StripeSettingsService;
  jobs: JobRunner;
  log: AuditLog;
  now: () => Date;
  handle: StripeEventHandler;
}) {
  jobs.register(
    STRIPE_EVENT_JOB,
    async (job) => {
      const eventId = String((job.payload as { eventId?: unknown }).eventId);
      const row = await findEvent(db, eventId);
      if (!row || row.status === 'processed') return { skipped: true };
      const event = row.payload as Stripe.Event;
      let handled: boolean;
      try {
        handled = await handle(event);
      } catch (error) {
        await markEvent(
          db,
          eventId,
          { status: 'failed', lastError: error instanceof Error ? error.message : String(error) },
          now(),
        );
        throw error;
      }
      await markEvent(db, eventId, { status: 'processed' }, now());
      return { handled };
    },
    { lane: 'stripe' },
  );

  return {
    /** Answers whether the event was new. Throws 400 on a bad, missing or stale signature, or when unconfigured. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean; eventId: string }> {
      const connection = await settings.connection();
      // Not configured: nothing can be verified. Any non-2xx makes Stripe retry later, so nothing is dropped.
      if (!connection) throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.notConfigured);
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('missing Stripe-Signature');
        event = verifyWebhook(rawBody, signature, connection.webhookSecret, now().getTime());
      } catch (error) {
        log.warn(
          { event: 'stripe-webhook-refused', reason: error instanceof Error ? error.message : String(error) },
          'Stripe webhook refused',
        );
        throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.invalidSignature);
      }
      const object = event.data?.object as { id?: string } | undefined;
      const isNew = await storeEventOnce(
        db,
        {
          id: event.id,
          type: event.type,
          objectId: typeof object?.id === 'string' ? object.id : null,
          livemode: Boolean(event.livemode),
          stripeCreatedAt: new Date((event.created ?? 0) * 1000),
          payloadJson: rawBody.toString('utf8'),
          apiVersion: event.api_version ?? null,
        },
        {
          kind: STRIPE_EVENT_JOB,
          maxAttempts: EVENT_JOB_MAX_ATTEMPTS,
          runAt: now(),
          orderKey: stripeEventOrderKey(event),
        },
        now(),
      );
      if (isNew) jobs.nudge();
      log.info(
        { event: 'stripe-webhook', type: event.type, eventId: event.id, duplicate: !isNew },
        'Stripe webhook received',
      );
      return { duplicate: !isNew, eventId: event.id };
    },
  };
}
