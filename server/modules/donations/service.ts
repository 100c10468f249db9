import type { DbOrTx } from '../../db/client.js';
import { anonymiseDonationsOfUser, listDonationSubscriptionIds, listDonationsOfUser } from './personal-data-repo.js';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { GroupMembership } from '../accounts/group-membership.js';
import type { GroupService } from '../groups/service.js';
import type { PaymentsService } from '../payments/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import { readAdminDonations } from './admin-service.js';
import { createCheckout, PLUGIN_DONATION_KIND } from './checkout.js';
import { createFulfilment, type QueueDonationReceipt } from './fulfilment.js';
import { findDonationByPaymentIntent, listPendingBefore, sumCompletedDonations } from './repo.js';
import { createDonationStatus } from './status.js';
import { subscriptionIdOfEvent } from '../payments/stripe-objects.js';

export const RECONCILE_JOB = 'donations.reconcile';
/** A pending donation older than this is asked about at Stripe (its webhook may have been lost). */
export const RECONCILE_AFTER_MS = 60 * 60_000;
/** A plugin donation nobody paid for within a day is given up (the PaymentIntent stays unpaid at Stripe). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const RECONCILE_BATCH = 50;

export interface DonationDeps {
  db: Db;
  payments: PaymentsService;
  groups: GroupService;
  membership: GroupMembership;
  rateLimits: RateLimitService;
  jobs: JobRunner;
  findActivePluginById: (id: number) => Promise<{ id: number; name: string; slug: string } | null>;
  /** Where receipts go once the mail outbox exists (issue 11): called in the completing transaction. */
  queueDonationReceipt?: QueueDonationReceipt;
  log: AuditLog;
  now: () => Date;
}

type EventObject = { id?: string; metadata?: Record<string, string> };

/** Donations: monthly gift subscriptions and $5 plugin donations, their fulfilment, status and analytics. */
export function createDonationService(deps: DonationDeps) {
  const { db, payments, jobs, log, now } = deps;
  const fulfilment = createFulfilment(deps);
  const checkout = createCheckout(deps);
  const readDonationStatus = createDonationStatus({
    db, payments, fulfilment, findPluginSlug: async (id) => (await deps.findActivePluginById(id))?.slug ?? null,
  });

  // Webhooks: each handler re-reads from Stripe, so stale, duplicated or out-of-order events converge.
  const object = (event: { data: { object: unknown } }) => event.data.object as EventObject;
  payments.onEvent('invoice.paid', async ({ event }) => { if (object(event).id) await fulfilment.onInvoicePaid(object(event).id!); });
  payments.onEvent('invoice.payment_failed', async ({ event }) => {
    const sub = subscriptionIdOfEvent('invoice.payment_failed', event.data.object);
    if (sub) await fulfilment.syncSubscription(sub);
  });
  for (const type of ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']) {
    payments.onEvent(type, async ({ event }) => { if (object(event).id) await fulfilment.syncSubscription(object(event).id!); });
  }
  for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']) {
    payments.onEvent(type, async ({ event }) => {
      const pi = object(event);
      if (pi.metadata?.kind !== PLUGIN_DONATION_KIND || !pi.id) return;
      const row = await findDonationByPaymentIntent(db, pi.id);
      if (row) await fulfilment.syncPaymentIntent(row);
    });
  }

  /** Asks Stripe about every pending donation older than an hour; answers what it did. */
  async function reconcile() {
    const t = now().getTime();
    const rows = await listPendingBefore(db, new Date(t - RECONCILE_AFTER_MS), RECONCILE_BATCH);
    let checked = 0;
    let failures = 0;
    for (const row of rows) {
      try {
        if (row.stripeSubscriptionId) await fulfilment.syncSubscription(row.stripeSubscriptionId);
        else if (row.stripePaymentIntentId) {
          const pi = await fulfilment.syncPaymentIntent(row);
          if (pi && !pi.isPaid && t - row.createdAt.getTime() > ABANDONED_AFTER_MS) await fulfilment.failPending(row, 'Abandoned');
        } else {
          // Stripe never answered the start, so the browser never had a client secret: nothing to pay.
          await fulfilment.failPending(row, 'Never started at Stripe');
        }
        checked += 1;
      } catch (error) {
        failures += 1;
        log.warn({ event: 'donation-reconcile-failed', donationId: row.id, err: error instanceof Error ? error.message : String(error) }, 'donation reconciliation failed');
      }
    }
    // Stripe down for all of them: fail the job so it is retried with backoff (the rows stay pending).
    if (failures > 0 && checked === 0) throw new Error(`reconciliation failed for ${failures} donations`);
    return { checked, failures };
  }
  jobs.register(RECONCILE_JOB, async () => reconcile());

  return {
    ...checkout,
    readDonationStatus,
    /** Issue 14: the donor's records for their export; on erasure kept with who paid removed. */
    personalData: {
      list: (userId: number) => listDonationsOfUser(deps.db, userId),
      subscriptionIds: (userId: number) => listDonationSubscriptionIds(deps.db, userId),
      anonymise: (tx: DbOrTx, userId: number) => anonymiseDonationsOfUser(tx, userId, deps.now()),
    },
    reconcile,

    /** Queues one reconciliation run (at most one waits at a time, across instances). */
    async scheduleReconciliation(): Promise<void> {
      await enqueueJob(db, RECONCILE_JOB, {}, { dedupeKey: RECONCILE_JOB, maxAttempts: 3, runAt: now() });
    },

    /** Completed donations, in cents (the Total Donations stat): pending and failed ones never count. */
    totalCompleted: () => sumCompletedDonations(db),

    /** GET /api/admin/donations. */
    readAdminDonations: () => readAdminDonations(db, now()),
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
