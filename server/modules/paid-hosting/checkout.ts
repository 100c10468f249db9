import { PROMOTION_MESSAGES } from '../../../contract/promotion-codes.js';
import type { Promotions } from '../payments/index.js';
import { PAID_HOSTING_KIND } from './product.js';
import {
  CHECKOUT_HOLD_MS,
  PAID_HOSTING_MESSAGES,
  PREMIUM_TLDS,
  STARTER_TLDS,
  type ConfirmBody,
  type ConfirmResponse,
  type PaidPlanType,
  type ResumeCheckoutBody,
  type SubscribeBody,
  type SubscribeResponse,
} from '../../../contract/paid-hosting.js';
import { CHECKOUT_REFUSED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension-constants.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { HostingService } from '../hosting/index.js';
import type { PackageService } from '../packages/index.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import { ENDED_STATUSES, type HostingBilling, type SubscriptionState } from './billing.js';
import { readDomainAgeDays } from './domain-age.js';
import type { DomainAvailabilityService } from './domain-availability.js';
import {
  findLiveOrderByDomain,
  findOrderById,
  findOrderBySubscription,
  insertOrder,
  updateOrder,
  type OrderRow,
} from './orders-repo.js';
import { createFulfilment, type Fulfilment } from './fulfilment.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// Checkout. subscribe: the server picks the package and its price, holds the domain with a
// 'pending' order row (a partial unique index: one live order per domain), then starts a default_incomplete
// subscription. confirm: Stripe, not the browser, says whether the first invoice is paid; fulfilment is one
// idempotent step shared with the invoice.paid webhook.

/** A checkout holds its domain this long unpaid; after it a rival checkout may release it (docs/decisions.md). */
export const HOLD_MS = CHECKOUT_HOLD_MS;

type Package = NonNullable<Awaited<ReturnType<PackageService['findActivePackageByPlan']>>>;

export interface CheckoutDeps {
  db: Db;
  secretBox: SecretBox;
  billing: HostingBilling;
  packages: PackageService;
  accounts: AccountsService;
  hosting: HostingService;
  availability: DomainAvailabilityService;
  rateLimits: RateLimitService;
  log: AuditLog;
  now: () => Date;
  /** Promotion codes (the payments module's); absent: a code is refused as not valid. */
  promotions?: Pick<Promotions, 'resolve' | 'recordRedemption' | 'discountOf'>;
}

/** 'shop.co.za' → { label 'shop', tld 'co.za' }: the longest TLD we sell that ends the name. */
export function splitDomain(domain: string): { label: string; tld: string } {
  const tld = [...PREMIUM_TLDS].sort((a, b) => b.length - a.length).find((t) => domain.endsWith(`.${t}`));
  if (!tld) throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.tldNotOffered, { field: 'domain' });
  const label = domain.slice(0, -(tld.length + 1));
  if (!label || label.includes('.'))
    throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.tldNotOffered, { field: 'domain' });
  return { label, tld };
}

/** 000 §5: Starter sells the starter list, Premium starter + premium; a package's own list narrows it further. */
export function isTldOnPlan(tld: string, planType: PaidPlanType, allowedTlds: string[]): boolean {
  const planList = planType === 'starter' ? STARTER_TLDS : PREMIUM_TLDS;
  if (!planList.includes(tld)) return false;
  return allowedTlds.length === 0 || allowedTlds.includes(tld);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createCheckout(deps: CheckoutDeps) {
  const { db, billing, packages, availability, rateLimits, hosting, log, now } = deps;
  const fulfilment: Fulfilment = createFulfilment(deps);

  async function requirePackage(planType: PaidPlanType): Promise<Package> {
    const pkg = await packages.findActivePackageByPlan(planType);
    if (!pkg)
      throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.notConfiguredMessage, {
        error: 'PAID_HOSTING_NOT_CONFIGURED',
      });
    return pkg;
  }

  /** The package's Stripe price for its current amount; recorded on the package when it changed. */
  async function priceFor(pkg: Package): Promise<string> {
    const priceId = await billing.ensurePrice({
      id: pkg.id,
      name: pkg.name,
      displayName: pkg.displayName,
      planType: pkg.planType as PaidPlanType,
      price: pkg.price,
      currency: pkg.currency,
    });
    if (priceId !== pkg.stripePriceId) await packages.recordStripePrice(pkg.id, priceId);
    return priceId;
  }

  /**
   * Another live order holds the name. A paid one keeps it; an unpaid one is released when its hold expired or
   * it is the same buyer starting again, after its subscription is cancelled so it can no longer be paid.
   */
  async function releaseStaleHold(domain: string, email: string) {
    const order = await findLiveOrderByDomain(db, domain);
    if (!order) return;
    if (order.status !== 'pending')
      throw new AppError('CONFLICT', fillMessage(PAID_HOSTING_MESSAGES.domainHostedHere, { domain }));
    const expired = now().getTime() - order.createdAt.getTime() > HOLD_MS;
    if (!expired && !sameEmail(order.customerEmail, email))
      throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.domainHeld);
    if (order.stripeSubscriptionId) {
      const state = await billing.readSubscription(order.stripeSubscriptionId);
      // It was paid after all (hosted invoice, late webhook): that buyer gets it, unless the buyer is suspended (the
      // payment is held and refunded), and then the hold is released like an unpaid one.
      if (state?.isLatestInvoicePaid && (await fulfilment.fulfil(order.id, state, { ip: '127.0.0.1' })) !== 'held') {
        throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.domainNoLongerAvailable);
      }
      if (state && !['canceled', 'incomplete_expired'].includes(state.status))
        await billing.cancelNow(order.stripeSubscriptionId);
    }
    await updateOrder(db, order.id, { status: 'released', subscriptionStatus: 'canceled' }, now());
    log.info({ event: 'paid-hosting-hold-released', orderId: order.id, domain }, 'domain hold released');
  }

  async function answerFor(order: OrderRow): Promise<ConfirmResponse> {
    return fulfilment.answer(order);
  }

  /** The customer's code for paid hosting, counted against the buyer (signed in, else the e-mail typed) and address. */
  async function resolveCode(code: string, email: string, caller: ClientMeta & { userId?: number }) {
    if (!deps.promotions) throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.notFound, { field: 'promotionCode' });
    return deps.promotions.resolve(code, {
      productKind: PAID_HOSTING_KIND,
      person: caller.userId ? String(caller.userId) : email,
      ip: caller.ip,
    });
  }

  return {
    fulfilment,

    /** POST /api/hosting/subscribe. */
    async subscribe(body: SubscribeBody, caller: ClientMeta & { userId?: number }): Promise<SubscribeResponse> {
      await rateLimits.consumeAttempt(RATE_LIMITS.checkoutPerAddress, caller.ip);
      await billing.refuseSuspendedBuyer({ userId: caller.userId, email: body.email });
      const { label, tld } = splitDomain(body.domain);
      const pkg = await requirePackage(body.planType);
      if (!isTldOnPlan(tld, body.planType, pkg.allowedTlds))
        throw new AppError('BAD_REQUEST', PAID_HOSTING_MESSAGES.tldNotOnPlan, { field: 'domain' });
      if (!(await billing.isConfigured()))
        throw new AppError('UNAVAILABLE', PAID_HOSTING_MESSAGES.stripeNotConfiguredTitle, {
          error: 'STRIPE_NOT_CONFIGURED',
          stripeConfigured: false,
        });
      await releaseStaleHold(`${label}.${tld}`, body.email);
      // Asked again of the registry, not the cache: money is about to change hands for this name.
      const check = await availability.check(label, tld, { fresh: true });
      if (!check.available) throw new AppError('CONFLICT', check.message, { field: 'domain' });
      // The abuse name check, as for free names: refused before any money moves (a name held for review is
      // recorded when the account is made).
      const verdict = await hosting.checkCustomDomainName(
        check.domain,
        await readDomainAgeDays(db, check.domain, now()),
      );
      if (verdict.outcome === 'refuse') throw new AppError('BAD_REQUEST', verdict.message, { field: 'domain' });
      const priceId = await priceFor(pkg);
      // A typed code is checked before anything is held or started (Stripe checks it again when it is applied).
      const code = body.promotionCode ? await resolveCode(body.promotionCode, body.email, caller) : null;
      const order = await insertOrder(db, {
        customerEmail: body.email,
        customerName: body.fullName,
        domainName: check.domain,
        orderType: 'premium_hosting',
        planType: body.planType,
        status: 'pending',
        paymentStatus: 'pending',
        finalPrice: pkg.price,
        hostingPackageId: pkg.id,
        userId: caller.userId ?? null,
        // The hold is measured from here with the service's clock, so the start is on the same clock.
        createdAt: now(),
      });
      if (!order) throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.domainHeld, { field: 'domain' });
      let started;
      try {
        started = await billing.startSubscription({
          priceId,
          email: body.email,
          fullName: body.fullName,
          userId: caller.userId ?? null,
          billing: body.billing ?? null,
          metadata: { kind: 'paid_hosting', orderId: String(order.id), domain: check.domain, planType: body.planType },
          idempotencyKey: `paid-hosting-subscribe:${order.id}`,
          promotionCodeId: code?.stripePromotionCodeId ?? null,
        });
      } catch (error) {
        await updateOrder(db, order.id, { status: 'released' }, now());
        log.warn(
          {
            event: 'paid-hosting-subscribe-failed',
            orderId: order.id,
            reason: error instanceof Error ? error.message : String(error),
          },
          'subscription start failed',
        );
        throw error instanceof AppError
          ? error
          : new AppError('UPSTREAM_FAILED', PAID_HOSTING_MESSAGES.subscriptionFailed);
      }
      await updateOrder(
        db,
        order.id,
        {
          stripeSubscriptionId: started.subscriptionId,
          stripeCustomerId: started.customerId,
          subscriptionStatus: started.status,
        },
        now(),
      );
      if (code)
        await deps.promotions!.recordRedemption(code, {
          subscriptionId: started.subscriptionId,
          productKind: PAID_HOSTING_KIND,
          productRef: String(order.id),
          userId: caller.userId ?? null,
          email: body.email,
          usedAt: 'checkout',
        });
      log.info(
        { event: 'paid-hosting-subscribe', orderId: order.id, domain: check.domain, planType: body.planType },
        'paid hosting checkout started',
      );
      return {
        subscriptionId: started.subscriptionId,
        clientSecret: started.clientSecret,
        domain: check.domain,
        planType: body.planType,
        amountDue: started.amountDue,
        currency: started.currency,
        hostedInvoiceUrl: started.hostedInvoiceUrl,
        // Only a checkout with a code carries a discount: one without answers as it always did (a resume included).
        // The invoice's own discount amounts, not price minus amount due: with Stripe Tax the amount due includes tax.
        ...(code ? { discount: deps.promotions!.discountOf(code, started.discountCents) } : {}),
      };
    },

    /**
     * POST /api/hosting/subscribe/resume: the buyer who left the payment step comes back to the
     * same subscription within its hold, with its payment read from Stripe now. Paid meanwhile (the hosted page in
     * another tab, or already fulfilled): no client secret, so the browser confirms it. Someone else's subscription
     * id answers exactly as an unknown one.
     */
    async resume(body: ResumeCheckoutBody, caller: ClientMeta): Promise<SubscribeResponse> {
      await rateLimits.consumeAttempt(RATE_LIMITS.checkoutPerAddress, caller.ip);
      const order = await findOrderBySubscription(db, body.subscriptionId);
      if (!order || !order.stripeSubscriptionId || !sameEmail(order.customerEmail, body.email)) {
        throw new AppError('NOT_FOUND', PAID_HOSTING_MESSAGES.checkoutNotFound);
      }
      if (order.status === 'released') throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.checkoutExpired);
      if (order.status === 'pending')
        await billing.refuseSuspendedBuyer({ userId: order.userId, email: order.customerEmail });
      const answer = (payment: {
        clientSecret: string | null;
        hostedInvoiceUrl: string | null;
        amountDue: number;
        currency: string;
      }): SubscribeResponse => ({
        subscriptionId: order.stripeSubscriptionId!,
        domain: order.domainName,
        planType: (order.planType ?? 'starter') as PaidPlanType,
        ...payment,
      });
      const paidAnswer = () =>
        answer({ clientSecret: null, hostedInvoiceUrl: null, amountDue: order.finalPrice ?? 0, currency: 'usd' });
      if (order.status !== 'pending') return paidAnswer();
      const checkout = await billing.readCheckout(order.stripeSubscriptionId);
      if (!checkout) throw new AppError('NOT_FOUND', PAID_HOSTING_MESSAGES.checkoutNotFound);
      if (checkout.state.isLatestInvoicePaid) return paidAnswer();
      const expired = now().getTime() - order.createdAt.getTime() > HOLD_MS;
      if (expired || ENDED_STATUSES.has(checkout.state.status) || !checkout.clientSecret)
        throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.checkoutExpired);
      log.info(
        { event: 'paid-hosting-checkout-resumed', orderId: order.id, domain: order.domainName },
        'paid hosting checkout resumed',
      );
      return answer({
        clientSecret: checkout.clientSecret,
        hostedInvoiceUrl: checkout.hostedInvoiceUrl,
        amountDue: checkout.amountDue,
        currency: checkout.currency,
      });
    },

    /** POST /api/hosting/subscribe/confirm: idempotent; the same answer however often it is called. */
    async confirm(body: ConfirmBody, caller: ClientMeta): Promise<ConfirmResponse> {
      const order = await findOrderBySubscription(db, body.subscriptionId);
      if (!order) throw new AppError('NOT_FOUND', PAID_HOSTING_MESSAGES.subscriptionNotFound);
      // The browser repeats what it started; a different plan, domain or buyer is not this order.
      if (
        order.domainName !== body.domain ||
        order.planType !== body.planType ||
        !sameEmail(order.customerEmail, body.email)
      ) {
        throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.subscriptionMismatch);
      }
      if (order.status === 'released') throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.paymentFailed);
      if (order.status !== 'pending') return answerFor(order);
      const state: SubscriptionState | undefined = await billing.readSubscription(body.subscriptionId);
      if (!state) throw new AppError('NOT_FOUND', PAID_HOSTING_MESSAGES.subscriptionNotFound);
      if (state.metadata.orderId && state.metadata.orderId !== String(order.id))
        throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.subscriptionMismatch);
      if (!state.isLatestInvoicePaid) {
        const failed = ['canceled', 'incomplete_expired', 'unpaid'].includes(state.status);
        throw new AppError(
          'CONFLICT',
          failed ? PAID_HOSTING_MESSAGES.paymentFailed : PAID_HOSTING_MESSAGES.paymentNotComplete,
          { status: state.status },
        );
      }
      if ((await fulfilment.fulfil(order.id, state, caller)) === 'held') {
        throw new AppError('FORBIDDEN', USER_SUSPENSION_MESSAGES.checkoutRefused, { error: CHECKOUT_REFUSED_ERROR });
      }
      return answerFor((await findOrderById(db, order.id))!);
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
