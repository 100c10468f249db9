import type { Promotions } from '../payments/index.js';
import type { PendingOrder } from '../../../contract/paid-hosting.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  anonymiseOrdersOfUser,
  listOrderSubscriptionIds,
  listOrdersOfUserForExport,
  listPendingOrdersOfEmail,
} from './personal-data-repo.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { pendingOrders as pendingOrdersTable } from '../../db/schema/index.js';
import { findPendingOrderOf, insertPendingOrder } from './orders-repo.js';
import type { DomainLookup } from '../../integrations/domain-lookup/types.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { HostingService } from '../hosting/index.js';
import type { PackageService } from '../packages/index.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import type { HostingBilling } from './billing.js';
import { createCheckout } from './checkout.js';
import type { QueuePaidOrderMail } from './fulfilment.js';
import { createDomainAvailability } from './domain-availability.js';
import { createPaidHostingPlans } from './plan-changes.js';
import { createPaidHostingProduct } from './product.js';
import { createLifecycle } from './lifecycle.js';
import { createPendingOrdersService, type OrdersLedger } from './pending-orders-service.js';

export interface PaidHostingDeps {
  db: Db;
  secretBox: SecretBox;
  domainLookup: DomainLookup;
  /** The card provider (payments module); undefined until one exists, so checkout answers 'Stripe not configured'. */
  billing: HostingBilling | undefined;
  packages: PackageService;
  accounts: AccountsService;
  hosting: HostingService;
  rateLimits: RateLimitService;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
  /** The order confirmation mail (outbox), written in the fulfilment transaction; absent in tests that do not look. */
  queueOrderMail?: QueuePaidOrderMail;
  /** An admin completed a pending order: the customer's mail, in the same transaction (a gift's donor). */
  onOrderCompleted?: (tx: DbOrTx, order: PendingOrder) => Promise<void>;
  /** The ledger's payments behind pending orders (the payments service); absent, rows show none. */
  ledger?: OrdersLedger;
  /** Promotion codes at checkout (the payments module's); absent, codes are refused. */
  promotions?: Pick<Promotions, 'resolve' | 'recordRedemption' | 'discountOf'>;
}

/** When no card provider is wired at all: nothing can be charged, and every caller hears so. */
const noBilling: HostingBilling = {
  isConfigured: async () => false,
  // Nothing is ever paid without a card provider, so there is no payment to hold.
  refuseSuspendedBuyer: async () => {},
  isBuyerSuspended: async () => false,
  ensurePrice: async () => {
    throw new Error('Stripe is not configured');
  },
  startSubscription: async () => {
    throw new Error('Stripe is not configured');
  },
  readSubscription: async () => undefined,
  readCheckout: async () => undefined,
  cancelNow: async () => {
    throw new Error('Stripe is not configured');
  },
  setCancelAtPeriodEnd: async () => {
    throw new Error('Stripe is not configured');
  },
  resume: async () => {
    throw new Error('Stripe is not configured');
  },
};

/**
 * Paid hosting: registrable-domain search through the domain lookup, checkout with a held domain, fulfilment shared by
 * confirm and the webhook, the life of a paid account, and the pending domain-registration orders admins complete.
 */
export function createPaidHostingService(deps: PaidHostingDeps) {
  const { db, hosting, rateLimits, log, now } = deps;
  const billing = deps.billing ?? noBilling;
  const availability = createDomainAvailability({
    db,
    domainLookup: deps.domainLookup,
    isDomainHosted: hosting.paid.isDomainHosted,
    log,
    now,
  });
  const checkout = createCheckout({ ...deps, billing, availability });
  const lifecycle = createLifecycle({ db, billing, hosting, fulfilment: checkout.fulfilment, log, now });
  const pendingOrders = createPendingOrdersService({
    db,
    log,
    now,
    audit: deps.audit,
    findCpanelUsername: hosting.paid.findCpanelUsername,
    onCompleted: deps.onOrderCompleted,
    ledger: deps.ledger,
  });

  return {
    /** The customer's orders for their export; on erasure kept with name and e-mail removed. */
    personalData: {
      async list(userId: number, email: string | null) {
        return [
          ...(await listOrdersOfUserForExport(db, userId)),
          ...(email ? await listPendingOrdersOfEmail(db, email) : []),
        ];
      },
      anonymise: (tx: DbOrTx, userId: number, email: string | null) => anonymiseOrdersOfUser(tx, userId, email, now()),
      subscriptionIds: (userId: number) => listOrderSubscriptionIds(db, userId),
    },

    /** POST /api/domains/availability. */
    async checkDomain(body: { label: string; tld: string }, caller: ClientMeta & { isAdmin: boolean }) {
      if (!caller.isAdmin) await rateLimits.consumeAttempt(RATE_LIMITS.domainLookupPerAddress, caller.ip);
      return availability.check(body.label, body.tld);
    },
    subscribe: checkout.subscribe,
    confirm: checkout.confirm,
    resumeCheckout: checkout.resume,
    syncSubscription: lifecycle.syncSubscription,

    /** The product the commerce core tells about this module's subscriptions (product.ts); wire.ts registers it. */
    product: {
      ...createPaidHostingProduct({ db, lifecycle, cancelOrderWork: pendingOrders.cancelOrderOf }),
      // Starter ↔ Premium from the billing centre, and promotion codes for any paid plan (plan-changes.ts).
      ...createPaidHostingPlans({ db, packages: deps.packages, hosting, billing, now }),
    },
    listPlans: lifecycle.listPlans,
    cancelAtPeriodEnd: lifecycle.cancelAtPeriodEnd,
    resume: lifecycle.resume,
    listPendingOrders: pendingOrders.listOrders,
    /** Another module's order for the admin (VPS), written in that module's transaction; one per (orderType, orderId). */
    addPendingOrder: (tx: Tx, values: typeof pendingOrdersTable.$inferInsert) => insertPendingOrder(tx, values),
    updatePendingOrder: pendingOrders.updateOrder,
    /** Where another module's order stands (the billing centre shows a donor's gift: pending, then completed). */
    async findPendingOrder(
      orderType: string,
      orderId: string,
    ): Promise<{ status: string; createdAt: Date; processedAt: Date | null } | null> {
      const row = await findPendingOrderOf(db, orderType, orderId);
      return row ? { status: row.status, createdAt: row.createdAt, processedAt: row.processedAt } : null;
    },
    /** Another module's refunded product calls off its order's work (a gift refunded before it was sent). */
    cancelPendingOrderOf: pendingOrders.cancelOrderOf,
  };
}

export type PaidHostingService = ReturnType<typeof createPaidHostingService>;
