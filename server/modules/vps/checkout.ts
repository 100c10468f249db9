import { createHash, timingSafeEqual } from 'node:crypto';
import {
  VPS_MESSAGES,
  type VpsCheckout,
  type VpsCheckoutBody,
  type VpsConfirmBody,
  type VpsConfirmResponse,
  type VpsCredentials,
  type VpsSubscribeBody,
  type VpsSubscribeResponse,
} from '../../../contract/vps.js';
import { CHECKOUT_REFUSED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension-constants.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, isAppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { MailService } from '../mail/index.js';
import {
  paymentIntentIdOfSecret,
  type PaymentsService,
  type Promotions,
  type SubscriptionSummary,
} from '../payments/index.js';
import { PROMOTION_MESSAGES } from '../../../contract/promotion-codes.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import type { VpsPackagesService } from './packages-service.js';
import { VPS_KIND } from './product.js';
import {
  findCheckoutBySubscription,
  findOrderById,
  listStartedCheckoutsBefore,
  findOrderBySubscription,
  insertCheckout,
  reserveOrderId,
  takeOneTimeCredentials,
  updateCheckout,
  updateOrder,
  type VpsCheckoutRow,
} from './repo.js';
import { toOwnerOrderView } from './views.js';
import { AlreadyFulfilled, createOrderWriter } from './order-writer.js';

// VPS checkout. subscribe: the server prices the package, writes a vps_checkouts row
// (which reserves the order id), then starts a default_incomplete subscription keyed to that row. The order
// itself is written only when Stripe says the subscription is paid — by the success page's confirm or by the
// webhook, whichever comes first; the checkout row lock and the unique stripeSubscriptionId make it one order.

/** What VPS needs of the pending orders table (paid-hosting owns it): one row per (orderType, orderId). */
export type AddPendingOrder = (
  tx: Tx,
  values: {
    orderType: string;
    orderId: string;
    customerEmail: string;
    customerName: string | null;
    status: 'pending';
    orderDetails: string;
    totalPrice: number;
    currency: string;
  },
) => Promise<unknown>;

export interface VpsCheckoutDeps {
  db: Db;
  secretBox: SecretBox;
  payments: Pick<
    PaymentsService,
    | 'requireStripe'
    | 'customerFor'
    | 'startSubscription'
    | 'readSubscription'
    | 'readSubscriptionPayment'
    | 'readPaymentIntent'
    | 'refuseSuspendedBuyer'
    | 'isBuyerSuspended'
  >;
  packages: VpsPackagesService;
  accounts: Pick<AccountsService, 'findUserIdByEmail' | 'createGeneratedAccount'>;
  mail: Pick<MailService, 'enqueue' | 'nudge'>;
  addPendingOrder: AddPendingOrder;
  rateLimits: Pick<RateLimitService, 'consumeAttempt'>;
  log: AuditLog;
  now: () => Date;
  /** Promotion codes (the payments module's); absent: a code is refused as not valid. */
  promotions?: Pick<Promotions, 'resolve' | 'recordRedemption' | 'discountOf' | 'checkoutDiscountOf'>;
}

/** A checkout unpaid this long is asked about at Stripe (its webhook may have been lost). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
const RECONCILE_BATCH = 50;

export const hashClientSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function holdsSecret(checkout: VpsCheckoutRow, clientSecret: string): boolean {
  if (!checkout.clientSecretHash) return false;
  const a = Buffer.from(checkout.clientSecretHash, 'hex');
  const b = Buffer.from(hashClientSecret(clientSecret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function splitName(fullName: string): { firstName: string | null; lastName: string | null } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

export function createVpsCheckout(deps: VpsCheckoutDeps) {
  const { db, secretBox, payments, packages, accounts, mail, rateLimits, log, now } = deps;
  const writeOrder = createOrderWriter(deps);

  /** A checkout the caller proves is theirs (subscription id + client secret); else the same 404 as none. */
  async function ownCheckout(subscriptionId: string, clientSecret: string): Promise<VpsCheckoutRow> {
    const checkout = await findCheckoutBySubscription(db, subscriptionId);
    if (!checkout || !holdsSecret(checkout, clientSecret))
      throw new AppError('NOT_FOUND', VPS_MESSAGES.checkoutNotFound);
    return checkout;
  }

  /**
   * The paid step, shared by confirm and the webhook: writes the order once. An e-mail without an account gets
   * one with generated credentials, sealed on the order in the same transaction as the user.
   */
  async function fulfil(
    checkout: VpsCheckoutRow,
    state: SubscriptionSummary,
  ): Promise<'fulfilled' | 'already' | 'held'> {
    if (checkout.status !== 'started' || !state.isPaid) return 'already';
    // A suspended person's payment is held: no order, no account; the commerce core ends the subscription and refunds
    // it when Stripe reports the payment, and the checkout is closed as failed.
    if (await payments.isBuyerSuspended({ email: checkout.customerEmail })) {
      await updateCheckout(db, checkout.id, { status: 'failed' }, now());
      log.warn({ event: 'vps-checkout-held', checkoutId: checkout.id }, 'VPS checkout held: the buyer is suspended');
      return 'held';
    }
    try {
      const existing = await accounts.findUserIdByEmail(checkout.customerEmail);
      if (existing) {
        await db.transaction((tx) => writeOrder(tx, checkout.id, state, existing.id, null));
      } else {
        const { firstName, lastName } = splitName(checkout.customerName);
        await accounts.createGeneratedAccount(
          {
            email: checkout.customerEmail,
            firstName,
            lastName,
            withoutSession: true,
            withinTransaction: (tx, user, generated) =>
              writeOrder(tx, checkout.id, state, user.id, {
                username: user.username,
                password: generated.password,
                email: checkout.customerEmail,
              }),
          },
          { ip: '127.0.0.1' },
        );
      }
    } catch (error) {
      if (error instanceof AlreadyFulfilled) return 'already';
      // A parallel fulfilment created the account for this e-mail and wrote the order.
      if (isAppError(error) && error.code === 'CONFLICT' && (await findOrderBySubscription(db, state.id)))
        return 'already';
      throw error;
    }
    mail.nudge();
    log.info({ event: 'vps-order-created', orderId: checkout.orderId, subscriptionId: state.id }, 'VPS order paid');
    return 'fulfilled';
  }

  /** The buyer's code for a VPS, counted against the buyer (signed in, else the e-mail typed) and the address. */
  async function resolveCode(code: string, email: string, caller: ClientMeta & { userId?: number }) {
    if (!deps.promotions) throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.notFound, { field: 'promotionCode' });
    return deps.promotions.resolve(code, {
      productKind: VPS_KIND,
      person: caller.userId ? String(caller.userId) : email,
      ip: caller.ip,
    });
  }

  return {
    fulfil,

    /** POST /api/vps/subscribe. */
    async subscribe(body: VpsSubscribeBody, caller: ClientMeta & { userId?: number }): Promise<VpsSubscribeResponse> {
      await rateLimits.consumeAttempt(RATE_LIMITS.checkoutPerAddress, caller.ip);
      await payments.refuseSuspendedBuyer({ email: body.email }, VPS_KIND);
      const pkg = await packages.findPackageById(body.packageId);
      if (!pkg || !pkg.isActive)
        throw new AppError('NOT_FOUND', VPS_MESSAGES.packageUnavailable, { field: 'packageId' });
      if (!pkg.osChoices.some((c) => c.value === body.operatingSystem))
        throw new AppError('BAD_REQUEST', VPS_MESSAGES.osNotOffered, { field: 'operatingSystem' });
      await payments.requireStripe(VPS_MESSAGES.checkoutUnavailable);
      // The package's own amount; a price in the body was already refused by the schema (strict).
      const priced = await packages.ensurePrice(pkg);
      // A typed code is checked (guessing slowed per buyer and address) before anything is held or started; Stripe
      // checks it again when it is applied.
      const code = body.promotionCode ? await resolveCode(body.promotionCode, body.email, caller) : null;
      const checkout = await insertCheckout(db, {
        orderId: await reserveOrderId(db),
        packageId: priced.id,
        customerEmail: body.email,
        customerName: body.name,
        operatingSystem: body.operatingSystem,
        packageName: priced.name,
        packageDisplayName: priced.displayName,
        packagePrice: priced.price,
        currency: priced.currency,
        vcpu: priced.vcpu,
        memory: priced.memory,
        storage: priced.storage,
        createdAt: now(),
        updatedAt: now(),
      });
      let started;
      try {
        const customerId = await payments.customerFor(
          { userId: caller.userId ?? null, email: body.email, name: body.name },
          body.billing ?? null,
        );
        started = await payments.startSubscription({
          customerId,
          taxable: true,
          priceId: priced.stripePriceId!,
          idempotencyKey: `vps-checkout:${checkout.id}:subscription`,
          metadata: {
            kind: 'vps',
            checkoutId: String(checkout.id),
            orderId: String(checkout.orderId),
            packageId: String(priced.id),
          },
          description: `HostFree VPS ${priced.displayName}`,
          promotionCodeId: code?.stripePromotionCodeId ?? null,
        });
        if (!started.clientSecret) throw new AppError('UPSTREAM_FAILED', VPS_MESSAGES.subscriptionFailed);
      } catch (error) {
        await updateCheckout(db, checkout.id, { status: 'failed' }, now());
        log.warn(
          {
            event: 'vps-subscribe-failed',
            checkoutId: checkout.id,
            reason: error instanceof Error ? error.message : String(error),
          },
          'VPS subscription start failed',
        );
        throw isAppError(error) ? error : new AppError('UPSTREAM_FAILED', VPS_MESSAGES.subscriptionFailed);
      }
      await updateCheckout(
        db,
        checkout.id,
        {
          stripeSubscriptionId: started.subscriptionId,
          stripeCustomerId: started.customerId,
          clientSecretHash: hashClientSecret(started.clientSecret),
          hostedInvoiceUrl: started.hostedInvoiceUrl,
        },
        now(),
      );
      if (code)
        await deps.promotions!.recordRedemption(code, {
          subscriptionId: started.subscriptionId,
          productKind: VPS_KIND,
          productRef: String(checkout.orderId),
          userId: caller.userId ?? null,
          email: body.email,
          usedAt: 'checkout',
        });
      log.info(
        { event: 'vps-subscribe', checkoutId: checkout.id, orderId: checkout.orderId, packageId: priced.id },
        'VPS checkout started',
      );
      return {
        subscriptionId: started.subscriptionId,
        clientSecret: started.clientSecret,
        orderId: checkout.orderId,
        amountDue: started.amountDue,
        currency: started.currency,
        hostedInvoiceUrl: started.hostedInvoiceUrl,
        // What the first invoice's discounts took off, as Stripe reports it (before tax).
        ...(code ? { discount: deps.promotions!.discountOf(code, started.discountCents) } : {}),
      };
    },

    /** POST /api/vps/checkout: what /vps-checkout shows, to the holder of the client secret only. */
    async describe(body: VpsCheckoutBody): Promise<VpsCheckout> {
      const c = await ownCheckout(body.subscriptionId, body.clientSecret);
      // The amount due and the code's discount are Stripe's open invoice's, so the page says the same opened from a
      // link in another tab as right after the order form (no history state needed).
      const payment = c.status === 'started' ? await payments.readSubscriptionPayment(body.subscriptionId) : null;
      const discount =
        payment && payment.discountCents > 0
          ? ((await deps.promotions?.checkoutDiscountOf(body.subscriptionId, payment.discountCents)) ?? null)
          : null;
      return {
        orderId: c.orderId,
        subscriptionId: body.subscriptionId,
        customerEmail: c.customerEmail,
        customerName: c.customerName,
        operatingSystem: c.operatingSystem,
        packageName: c.packageName,
        packageDisplayName: c.packageDisplayName,
        price: c.packagePrice,
        currency: c.currency,
        vcpu: Number(c.vcpu),
        memory: c.memory,
        storage: c.storage,
        hostedInvoiceUrl: c.hostedInvoiceUrl,
        amountDue: payment?.clientSecret ? payment.amountDue : null,
        discount,
      };
    },

    /**
     * POST /api/vps/subscribe/confirm (/vps-success): Stripe says whether it is paid; the order is written once;
     * the generated credentials are handed over the first time and wiped in the same transaction.
     */
    async confirm(body: VpsConfirmBody): Promise<VpsConfirmResponse> {
      const checkout = await ownCheckout(body.subscriptionId, body.clientSecret);
      if (checkout.orderId !== body.orderId) throw new AppError('NOT_FOUND', VPS_MESSAGES.checkoutNotFound);
      if (checkout.status === 'failed')
        throw new AppError('CONFLICT', VPS_MESSAGES.paymentFailed, { status: 'failed' });
      if (checkout.status === 'started') {
        const state = await payments.readSubscription(body.subscriptionId);
        if (!state.isPaid) {
          throw new AppError(
            'CONFLICT',
            state.hasEnded ? VPS_MESSAGES.paymentFailed : VPS_MESSAGES.paymentNotComplete,
            { status: state.status },
          );
        }
        if ((await fulfil(checkout, state)) === 'held') {
          throw new AppError('FORBIDDEN', USER_SUSPENSION_MESSAGES.checkoutRefused, { error: CHECKOUT_REFUSED_ERROR });
        }
      }
      const result = await db.transaction(async (tx) => {
        const order = await findOrderById(tx, checkout.orderId);
        if (!order) return undefined;
        const sealed = await takeOneTimeCredentials(tx, order.id, now());
        return { order, sealed };
      });
      // Paid, then deleted by an admin.
      if (!result) throw new AppError('NOT_FOUND', VPS_MESSAGES.orderNotFound);
      const credentials = result.sealed ? (JSON.parse(secretBox.open(result.sealed)) as VpsCredentials) : null;
      if (credentials)
        log.info({ event: 'vps-credentials-shown', orderId: result.order.id }, 'VPS account credentials shown once');
      // What was paid (a code lowers it, tax raises it): the PaymentIntent the client secret proves, as Stripe says.
      const intentId = paymentIntentIdOfSecret(body.clientSecret);
      const paid = intentId ? await payments.readPaymentIntent(intentId).catch(() => null) : null;
      return {
        amountPaid: paid?.isPaid ? paid.amountReceived : null,
        order: toOwnerOrderView(result.order, secretBox),
        credentials,
        credentialsMessage: credentials
          ? null
          : result.order.credentialsShownAt
            ? VPS_MESSAGES.credentialsShownOnce
            : VPS_MESSAGES.existingAccount,
      };
    },

    /**
     * Checkouts still 'started' after RECONCILE_AFTER_MS: paid ones get their order (a lost webhook and a buyer who
     * never came back lose nothing), ended ones are closed as failed. One that never reached Stripe could not be
     * paid: closed as failed. Answers what it did; throws when Stripe failed for every one (the job retries).
     */
    async reconcile(): Promise<{ checked: number; failures: number }> {
      const rows = await listStartedCheckoutsBefore(
        db,
        new Date(now().getTime() - RECONCILE_AFTER_MS),
        RECONCILE_BATCH,
      );
      let checked = 0;
      let failures = 0;
      for (const row of rows) {
        try {
          if (!row.stripeSubscriptionId) {
            await updateCheckout(db, row.id, { status: 'failed' }, now());
          } else {
            const state = await payments.readSubscription(row.stripeSubscriptionId);
            if (state.isPaid) await fulfil(row, state);
            else if (state.hasEnded) await updateCheckout(db, row.id, { status: 'failed' }, now());
          }
          checked += 1;
        } catch (error) {
          failures += 1;
          log.warn(
            {
              event: 'vps-reconcile-failed',
              checkoutId: row.id,
              reason: error instanceof Error ? error.message : String(error),
            },
            'VPS checkout reconciliation failed',
          );
        }
      }
      if (failures > 0 && checked === 0) throw new Error(`VPS reconciliation failed for ${failures} checkouts`);
      return { checked, failures };
    },

    /**
     * Webhooks (invoice.paid, invoice.payment_failed, customer.subscription.updated/deleted): read Stripe again,
     * write the order if it is now paid and none exists, and keep subscriptionStatus current. Not ours: nothing.
     */
    async syncSubscription(subscriptionId: string): Promise<void> {
      const checkout = await findCheckoutBySubscription(db, subscriptionId);
      if (!checkout) return;
      const state = await payments.readSubscription(subscriptionId);
      if (checkout.status === 'started') await fulfil(checkout, state);
      const order = await findOrderBySubscription(db, subscriptionId);
      if (order && order.subscriptionStatus !== state.status) {
        await updateOrder(db, order.id, { subscriptionStatus: state.status }, now());
        log.info(
          { event: 'vps-subscription-status', orderId: order.id, status: state.status },
          'VPS subscription status changed',
        );
      }
    },
  };
}

export type VpsCheckoutFlow = ReturnType<typeof createVpsCheckout>;
