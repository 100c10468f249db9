import type { Db, DbOrTx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { MailService } from '../mail/index.js';
import type { PaymentsService, Promotions } from '../payments/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createVpsCheckout, type AddPendingOrder } from './checkout.js';
import { createVpsOrdersService } from './orders-service.js';
import { createVpsPackagesService } from './packages-service.js';
import { anonymiseVpsOrdersOfUser, listVpsOrdersOfUser, listVpsSubscriptionIds } from './personal-data-repo.js';
import { createVpsPlans } from './plan-changes.js';
import { createVpsProduct } from './product.js';

export interface VpsDeps {
  db: Db;
  secretBox: SecretBox;
  payments: PaymentsService;
  accounts: AccountsService;
  mail: MailService;
  /** The admin's pending order for a paid VPS (paid-hosting owns pending_orders). */
  addPendingOrder: AddPendingOrder;
  /** A refunded order's setup there is called off. */
  cancelPendingOrderOf?: (orderType: string, orderId: string, reason: string) => Promise<void>;
  rateLimits: RateLimitService;
  jobs: JobRunner;
  log: AuditLog;
  /** The audit log: admin changes to packages and orders, written in the change's transaction. */
  audit: AuditTrail;
  now: () => Date;
  /** Promotion codes at the checkout (the payments module's). */
  promotions?: Pick<Promotions, 'resolve' | 'recordRedemption' | 'discountOf' | 'checkoutDiscountOf'>;
}

export const VPS_RECONCILE_JOB = 'vps.reconcile';

/** Anonymous VPS: packages, checkout on the payments layer, orders and their fulfilment by an admin. */
export function createVpsService(deps: VpsDeps) {
  const packages = createVpsPackagesService(deps);
  const checkout = createVpsCheckout({ ...deps, packages });
  const orders = createVpsOrdersService(deps);
  deps.jobs.register(VPS_RECONCILE_JOB, async () => {
    await checkout.reconcile();
  });

  return {
    listPackages: packages.listPackages,
    listActivePackages: packages.listActivePackages,
    createPackage: packages.createPackage,
    updatePackage: packages.updatePackage,
    duplicatePackage: packages.duplicatePackage,
    deletePackage: packages.deletePackage,
    subscribe: checkout.subscribe,
    describeCheckout: checkout.describe,
    confirm: checkout.confirm,
    syncSubscription: checkout.syncSubscription,
    reconcile: checkout.reconcile,
    /** Queues one reconciliation run (at most one waits at a time, across instances); start.ts calls it. */
    async scheduleReconciliation(): Promise<void> {
      await enqueueJob(
        deps.db,
        VPS_RECONCILE_JOB,
        {},
        { dedupeKey: VPS_RECONCILE_JOB, maxAttempts: 3, runAt: deps.now() },
      );
    },
    /** The customer's orders for their export; on erasure kept with who bought them removed. */
    personalData: {
      list: (userId: number, email: string | null) => listVpsOrdersOfUser(deps.db, userId, email),
      subscriptionIds: (userId: number, email: string | null) => listVpsSubscriptionIds(deps.db, userId, email),
      anonymise: (tx: DbOrTx, userId: number, email: string | null) =>
        anonymiseVpsOrdersOfUser(tx, userId, email, deps.now()),
    },
    listOrders: orders.listOrders,
    listOrdersByEmail: orders.listOrdersByEmail,
    updateOrder: orders.updateOrder,
    deleteOrder: orders.deleteOrder,

    /** The product the commerce core tells about VPS subscriptions (product.ts); wire.ts registers it. */
    product: {
      ...createVpsProduct({
        db: deps.db,
        syncSubscription: checkout.syncSubscription,
        endRefunded: orders.endRefunded,
      }),
      // Moving between packages from the billing centre, and promotion codes (plan-changes.ts).
      ...createVpsPlans({ db: deps.db, packages, now: deps.now }),
    },
  };
}

export type VpsService = ReturnType<typeof createVpsService>;
