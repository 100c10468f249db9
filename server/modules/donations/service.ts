import type { DbOrTx } from '../../db/client.js';
import { anonymiseDonationsOfUser, listDonationSubscriptionIds, listDonationsOfUser } from './personal-data-repo.js';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { GroupMembership } from '../accounts/index.js';
import type { GroupService } from '../groups/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { readAdminDonations } from './admin-service.js';
import { createAdminDonationsCache } from './admin-list-cache.js';
import { createCheckout } from './checkout.js';
import { createDonationCheckoutSessions } from './checkout-session.js';
import { createFulfilment, type AddPendingOrder, type FulfilmentDeps } from './fulfilment.js';
import { listPendingBefore, sumCompletedDonations } from './repo.js';
import { createDonationStatus } from './status.js';
import { createDonationProducts, type FindGiftOrder } from './products.js';

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
  /** A gift's fulfilment order, written in the completing transaction into the admin's Pending Orders. */
  addPendingOrder: AddPendingOrder;
  /** Where a gift's order stands (the billing centre's fulfilment line); absent in tests that do not look. */
  findGiftOrder?: FindGiftOrder;
  /** A refunded gift's order is called off. */
  cancelPendingOrderOf?: FulfilmentDeps['cancelPendingOrderOf'];
  /** The site's public origin (PUBLIC_URL): Stripe Checkout's way back when the request's own host is not this site. */
  publicUrl: string;
  /** Keeps the admin's list ready between changes; absent: read every time. */
  changeFeed?: ChangeFeed;
  log: AuditLog;
  now: () => Date;
}

/** Donations: monthly gift subscriptions and $5 plugin donations, their fulfilment, status and analytics. */
export function createDonationService(deps: DonationDeps) {
  const { db, payments, jobs, log, now } = deps;
  const fulfilment = createFulfilment(deps);
  const adminList = createAdminDonationsCache({
    changeFeed: deps.changeFeed,
    log,
    read: (query) => readAdminDonations(db, now(), query, payments.paymentsByKeys),
  });
  const checkout = createCheckout(deps);
  // The $5 plugin donation on Stripe Checkout when Stripe.js cannot load (the same row, its own session).
  const checkoutSessions = createDonationCheckoutSessions({
    db,
    payments,
    fulfilment,
    findActivePluginById: deps.findActivePluginById,
    publicUrl: deps.publicUrl,
    log,
    now,
  });
  const readDonationStatus = createDonationStatus({
    db,
    payments,
    fulfilment,
    findPluginSlug: async (id) => (await deps.findActivePluginById(id))?.slug ?? null,
  });

  // The commerce core tells these products what Stripe said (products.ts); each handler re-reads from Stripe.
  for (const product of createDonationProducts({ db, fulfilment, checkoutSessions, findGiftOrder: deps.findGiftOrder }))
    payments.registerProduct(product);

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
          if (pi && !pi.isPaid && t - row.createdAt.getTime() > ABANDONED_AFTER_MS)
            await fulfilment.failPending(row, 'Abandoned');
        } else {
          // Stripe never answered the start, so the browser never had a client secret: nothing to pay.
          await fulfilment.failPending(row, 'Never started at Stripe');
        }
        checked += 1;
      } catch (error) {
        failures += 1;
        log.warn(
          {
            event: 'donation-reconcile-failed',
            donationId: row.id,
            err: error instanceof Error ? error.message : String(error),
          },
          'donation reconciliation failed',
        );
      }
    }
    // Stripe down for all of them: fail the job so it is retried with backoff (the rows stay pending).
    if (failures > 0 && checked === 0) throw new Error(`reconciliation failed for ${failures} donations`);
    return { checked, failures };
  }
  jobs.register(RECONCILE_JOB, async () => reconcile());

  return {
    ...checkout,
    createPluginCheckoutSession: checkoutSessions.createPluginCheckoutSession,
    readDonationStatus,
    /** The donor's records for their export; on erasure kept with who paid removed. */
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

    /** GET /api/admin/donations?page&limit, as JSON ready to send. */
    readAdminDonations: adminList,
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
