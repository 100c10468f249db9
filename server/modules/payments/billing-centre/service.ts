import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  billingViewSchema,
  type BillingSubscription,
  type BillingView,
} from '../../../../contract/billing.js';
import type { ChangeFeed } from '../../../db/change-feed.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import { createPerUserCache } from '../../../lib/per-user-cache.js';
import { createReadyAnswer, type ReadyAnswer } from '../../../lib/ready-answer.js';
import { RATE_LIMITS, type RateLimitService } from '../../rate-limit/index.js';
import type { CommerceCore } from '../commerce/core.js';
import {
  findLatestPaymentOfSubscription,
  findSubscriptionMirrorById,
  listBillingOf,
  onLedgerWritten,
  type BillingSubscriptionRow,
} from '../commerce/ledger-repo.js';
import type {
  BillingDetails,
  ProductHandler,
  ProductRecord,
  ProductRegistry,
  StripeRefs,
} from '../commerce/products.js';
import type { InvoiceSummary, SubscriptionSummary } from '../stripe-objects.js';
import type { Person } from '../customers/service.js';
import type { BillingDetailsBody, BillingDetailsResponse } from '../../../../contract/billing-details.js';
import type { BillingLinkSigner } from './link-token.js';
import { isUnstartedCheckout, subscriptionStatusOf, toBillingPayment, toBillingSubscription } from './view.js';
import { findOpenChange, listChangesOfSubscriptions, OPEN_STATUSES, type PlanChangeRow } from '../plan-changes/repo.js';
import { changeInvoiceDescription, toPlanChangeView } from '../plan-changes/view.js';

// The billing centre: what a customer pays for, read from the commerce core's ledger, and the three
// things they may change — cancel at period end, resume until then, the card (Stripe's billing portal). Who asks is a
// signed-in user (their rows, and their confirmed e-mail's) or a signed link's e-mail; anything else answers 404.

/** Who is asking: a signed-in user, or whoever holds a signed link to an address. */
export type BillingCaller = { kind: 'user'; userId: number } | { kind: 'link'; email: string };

/** The Stripe calls the billing centre makes (PaymentsService's: failures are AppErrors, 502 when Stripe is down). */
export interface BillingCentreStripe {
  readSubscription(id: string): Promise<SubscriptionSummary>;
  readInvoice(id: string): Promise<InvoiceSummary>;
  cancelSubscription(id: string, options: { atPeriodEnd: boolean; attempt: string }): Promise<SubscriptionSummary>;
  resumeSubscription(id: string, attempt: string): Promise<SubscriptionSummary>;
  createBillingPortalSession(input: {
    customerId: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }>;
  readBillingDetails(person: Person): Promise<BillingDetailsResponse>;
  saveBillingDetails(person: Person, body: BillingDetailsBody): Promise<BillingDetailsResponse>;
}

export interface BillingCentreDeps {
  db: Db;
  stripe: BillingCentreStripe;
  core: Pick<CommerceCore, 'mirror'>;
  products: ProductRegistry;
  links: BillingLinkSigner;
  rateLimits: RateLimitService;
  /** The account's e-mail when the user has confirmed it, else null: an unconfirmed address proves nothing. */
  confirmedEmailOf(userId: number): Promise<{ email: string | null; unconfirmed: boolean }>;
  /** The account's e-mail (confirmed or not): a signed-in person's billing details are kept under their account. */
  emailOf(userId: number): Promise<string | null>;
  /** Mails the signed link (through the outbox). */
  sendLink(email: string, token: string, expiresAt: Date): Promise<void>;
  log: AuditLog;
  now: () => Date;
  /** When given, each signed-in user's view is kept between changes (migration 0021's billing_changed). */
  changeFeed?: ChangeFeed;
}

/** NOTIFY channel of migration 0021: the ledger, users, e-mail confirmations, donations and gift orders, any instance. */
export const BILLING_CHANGED_CHANNEL = 'billing_changed';
/** A kept view lives at most this long (a donor's gift row read through another module may change unannounced). */
const VIEW_KEPT_MS = 30_000;
const VIEWS_KEPT = 10_000;

/** The person behind a caller (customers/service.ts): an account holder by their account, a link by its address. */
async function personOfCaller(caller: BillingCaller, emailOf: (userId: number) => Promise<string | null>) {
  if (caller.kind === 'link') return { email: caller.email };
  const email = await emailOf(caller.userId);
  if (!email) throw new AppError('NOT_FOUND', BILLING_MESSAGES.signInOrLink);
  return { userId: caller.userId, email };
}

/** The first moment after `now` when the view's words change by themselves: a period ends (resume goes), a gift is due. */
function nextTurnOf(view: BillingView, now: Date): Date | null {
  let next: number = Infinity;
  for (const sub of view.subscriptions) {
    for (const at of [sub.currentPeriodEnd, sub.gift?.dueAt, sub.nextPaymentAttemptAt, sub.planChange?.effectiveAt]) {
      const t = at ? Date.parse(at) : NaN;
      if (t > now.getTime() && t < next) next = t;
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

export function createBillingCentre(deps: BillingCentreDeps) {
  const { db, stripe, core, products, links, rateLimits, log, now } = deps;
  const personOf = (caller: BillingCaller) => personOfCaller(caller, deps.emailOf);
  // GET /api/billing read six tables on every visit; a signed-in user's view is kept between changes.
  const views = createPerUserCache<ReadyAnswer>({
    channel: BILLING_CHANGED_CHANNEL,
    changeFeed: deps.changeFeed,
    log,
    maxAgeMs: VIEW_KEPT_MS,
    maxUsers: VIEWS_KEPT,
    nowMs: () => now().getTime(),
  });
  const stopHearingWrites = onLedgerWritten(views.drop);

  async function ownerOf(
    caller: BillingCaller,
  ): Promise<{ userId: number | null; email: string | null; unconfirmed: boolean }> {
    if (caller.kind === 'link') return { userId: null, email: caller.email, unconfirmed: false };
    const { email, unconfirmed } = await deps.confirmedEmailOf(caller.userId);
    return { userId: caller.userId, email: email?.toLowerCase() ?? null, unconfirmed };
  }

  const owns = (
    owner: { userId: number | null; email: string | null },
    row: { userId: number | null; email: string | null },
  ) => (owner.userId !== null && row.userId === owner.userId) || (owner.email !== null && row.email === owner.email);

  /** The caller's subscription, or 404 (another's looks exactly like one that does not exist). */
  async function ownSubscription(caller: BillingCaller, id: number): Promise<BillingSubscriptionRow> {
    const row = await findSubscriptionMirrorById(db, id);
    if (!row || isUnstartedCheckout(row) || !owns(await ownerOf(caller), row))
      throw new AppError('NOT_FOUND', BILLING_MESSAGES.notFound);
    return row;
  }

  const refsOf = (row: BillingSubscriptionRow): StripeRefs => ({
    metadata: { kind: row.productKind },
    subscriptionId: row.stripeSubscriptionId,
    invoiceId: null,
    paymentIntentId: null,
    checkoutSessionId: null,
  });

  /** The product behind a row and its record as the product names it now (the mirror's copy if it names none). */
  async function productOf(row: BillingSubscriptionRow): Promise<{ handler: ProductHandler; record: ProductRecord }> {
    const found = products.find(row.productKind);
    const record = (await found?.describe(refsOf(row))) ?? {
      ref: row.productRef,
      userId: row.userId,
      email: row.email,
      description: row.description,
    };
    return { handler: found ?? { kind: row.productKind, label: row.productKind, describe: async () => null }, record };
  }

  /** When Stripe tries a failed renewal again: read from the open invoice (best effort; the page works without it). */
  async function nextAttemptOf(row: BillingSubscriptionRow): Promise<Date | null> {
    if (subscriptionStatusOf(row) !== 'payment_failed' || !row.openInvoiceId) return null;
    try {
      return (await stripe.readInvoice(row.openInvoiceId)).nextPaymentAttemptAt;
    } catch {
      return null;
    }
  }

  /** What the product adds (a donation's gift); the product's row is looked up only for products that add something. */
  async function detailsOf(row: BillingSubscriptionRow): Promise<BillingDetails | null> {
    if (!products.find(row.productKind)?.billingDetails) return null;
    const { handler, record } = await productOf(row);
    return handler.billingDetails!(record);
  }

  async function viewOf(
    row: BillingSubscriptionRow,
    receiptUrl: string | null,
    planChange: PlanChangeRow | null,
  ): Promise<BillingSubscription> {
    const [details, nextPaymentAttemptAt] = await Promise.all([detailsOf(row), nextAttemptOf(row)]);
    return toBillingSubscription(row, {
      label: products.label(row.productKind),
      receiptUrl,
      details,
      nextPaymentAttemptAt,
      now: now(),
      hasPlans: Boolean(products.find(row.productKind)?.plans),
      planChange: planChange ? toPlanChangeView(planChange) : null,
    });
  }

  /** One subscription's answer to a change (cancel, resume). */
  async function answer(row: BillingSubscriptionRow): Promise<BillingSubscription> {
    const [latest, open] = await Promise.all([
      findLatestPaymentOfSubscription(db, row.stripeSubscriptionId),
      findOpenChange(db, row.stripeSubscriptionId),
    ]);
    return viewOf(row, latest?.receiptUrl ?? null, open ?? null);
  }

  /** The subscription as Stripe has it after a change (the mirror re-read through the core). */
  async function refreshed(
    row: BillingSubscriptionRow,
    handler: ProductHandler,
    record: ProductRecord,
  ): Promise<BillingSubscription> {
    await core.mirror(handler, record, row.stripeSubscriptionId);
    return answer((await findSubscriptionMirrorById(db, row.id))!);
  }

  /** The view as JSON ready to send (its schema's keys only, as the route's serializer would send it). */
  const answerOf = (view: BillingView) => createReadyAnswer(JSON.stringify(billingViewSchema.parse(view)));

  /** The view from the database. */
  async function readView(caller: BillingCaller): Promise<BillingView> {
    const owner = await ownerOf(caller);
    const ledger = await listBillingOf(db, owner);
    const subscriptions = ledger.subscriptions.filter((row) => !isUnstartedCheckout(row));
    const idOfSubscription = new Map(subscriptions.map((row) => [row.stripeSubscriptionId, row.id]));
    const changes = await listChangesOfSubscriptions(db, [...idOfSubscription.keys()]);
    const openChange = new Map(
      changes.filter((c) => OPEN_STATUSES.some((s) => s === c.status)).map((c) => [c.stripeSubscriptionId, c]),
    );
    // An upgrade's prorated invoice reads as what it paid for, not as a renewal.
    const changeOfInvoice = new Map(changes.filter((c) => c.invoiceId).map((c) => [c.invoiceId!, c]));
    // Payments are newest first: the first of a subscription is its latest receipt.
    const latestReceipt = new Map<string, string | null>();
    for (const p of ledger.payments)
      if (p.stripeSubscriptionId && !latestReceipt.has(p.stripeSubscriptionId))
        latestReceipt.set(p.stripeSubscriptionId, p.receiptUrl);
    return {
      access: caller.kind === 'link' ? 'link' : 'account',
      email: owner.email,
      emailUnconfirmed: owner.unconfirmed,
      subscriptions: await Promise.all(
        subscriptions.map((row) =>
          viewOf(
            row,
            latestReceipt.get(row.stripeSubscriptionId) ?? null,
            openChange.get(row.stripeSubscriptionId) ?? null,
          ),
        ),
      ),
      payments: ledger.payments.map((row) => {
        const payment = toBillingPayment(row, {
          label: products.label(row.productKind),
          subscriptionId: row.stripeSubscriptionId ? (idOfSubscription.get(row.stripeSubscriptionId) ?? null) : null,
        });
        const change = row.stripeInvoiceId ? changeOfInvoice.get(row.stripeInvoiceId) : undefined;
        return change ? { ...payment, description: changeInvoiceDescription(change), isRenewal: false } : payment;
      }),
    };
  }

  return {
    /** The caller's view, read now. */
    read: readView,

    /** The caller's subscription with its product and the product's record (404 for another's): plan changes use it. */
    async subscriptionOf(caller: BillingCaller, id: number) {
      const row = await ownSubscription(caller, id);
      return { row, ...(await productOf(row)) };
    },

    /**
     * GET /api/billing, ready to send. A signed-in user's view is kept (a link's is not: links are rare and short-lived);
     * one with a failed payment is not, since its retry date is Stripe's and the customer is about to act on it. A kept
     * view is answered with no promise.
     */
    readAnswer(caller: BillingCaller): ReadyAnswer | Promise<ReadyAnswer> {
      if (caller.kind !== 'user') return readView(caller).then(answerOf);
      return (
        views.peek(caller.userId) ??
        views.read(caller.userId, async () => {
          const at = now();
          const view = await readView(caller);
          return {
            value: answerOf(view),
            until: nextTurnOf(view, at),
            keep: !view.subscriptions.some((sub) => sub.status === 'payment_failed'),
          };
        })
      );
    },

    /** Something the views show changed on this instance (a payment recorded): dropped at once, before the NOTIFY. */
    forgetViews: views.drop,
    /** Stops hearing this process's ledger writes (the app closes). */
    stopWatchingChanges: stopHearingWrites,

    /**
     * Cancel at period end. Already cancelling: answered as it is (a second click changes nothing). A product with its
     * own cancel (paid hosting) is asked, so its rows follow; otherwise Stripe is told here. If Stripe fails, nothing
     * changed: the 502 says so and the mirror is untouched.
     */
    async cancel(caller: BillingCaller, id: number, attempt: string = randomUUID()): Promise<BillingSubscription> {
      const row = await ownSubscription(caller, id);
      const status = subscriptionStatusOf(row);
      if (status === 'ended' || status === 'unpaid') throw new AppError('CONFLICT', BILLING_MESSAGES.ended);
      if (row.cancelAtPeriodEnd) return answer(row);
      const { handler, record } = await productOf(row);
      if (handler.cancelAtPeriodEnd) await handler.cancelAtPeriodEnd(record, attempt);
      else await stripe.cancelSubscription(row.stripeSubscriptionId, { atPeriodEnd: true, attempt });
      log.info(
        { event: 'billing-cancel-at-period-end', subscriptionId: row.id, product: row.productKind, by: caller.kind },
        'subscription cancels at period end',
      );
      views.drop();
      return refreshed(row, handler, record);
    },

    /** Takes a cancel back while the paid period runs. Not cancelling: answered as it is. */
    async resume(caller: BillingCaller, id: number, attempt: string = randomUUID()): Promise<BillingSubscription> {
      const row = await ownSubscription(caller, id);
      const status = subscriptionStatusOf(row);
      if (status === 'ended' || status === 'unpaid') throw new AppError('CONFLICT', BILLING_MESSAGES.periodOver);
      if (!row.cancelAtPeriodEnd) return answer(row);
      if (!row.currentPeriodEnd || row.currentPeriodEnd.getTime() <= now().getTime())
        throw new AppError('CONFLICT', BILLING_MESSAGES.periodOver);
      const { handler, record } = await productOf(row);
      if (handler.resume) await handler.resume(record, attempt);
      else await stripe.resumeSubscription(row.stripeSubscriptionId, attempt);
      log.info(
        { event: 'billing-resume', subscriptionId: row.id, product: row.productKind, by: caller.kind },
        'subscription renews again',
      );
      views.drop();
      return refreshed(row, handler, record);
    },

    /** Update card: a billing portal session on the subscription's customer; the browser goes to its url. */
    async cardUpdateUrl(caller: BillingCaller, id: number, returnUrl: string): Promise<{ url: string }> {
      const row = await ownSubscription(caller, id);
      const status = subscriptionStatusOf(row);
      if (status === 'ended' || status === 'unpaid') throw new AppError('CONFLICT', BILLING_MESSAGES.ended);
      const sub = await stripe.readSubscription(row.stripeSubscriptionId);
      if (!sub.customerId) throw new AppError('CONFLICT', BILLING_MESSAGES.notCancellable);
      const session = await stripe.createBillingPortalSession({
        customerId: sub.customerId,
        returnUrl,
        idempotencyKey: `billing-portal:${row.id}:${randomUUID()}`,
      });
      log.info(
        { event: 'billing-portal-opened', subscriptionId: row.id, by: caller.kind },
        'billing portal session created',
      );
      return { url: session.url };
    },

    /** Checks a signed link: its address, or 401 saying whether it expired (the page then offers a new one). */
    /** GET /api/billing/details: the caller's billing e-mail, name, address and VAT number. */
    async readDetails(caller: BillingCaller): Promise<BillingDetailsResponse> {
      return deps.stripe.readBillingDetails(await personOf(caller));
    },

    /** PUT /api/billing/details: kept at Stripe (the customer's invoices use them) and here. */
    async saveDetails(caller: BillingCaller, body: BillingDetailsBody): Promise<BillingDetailsResponse> {
      return deps.stripe.saveBillingDetails(await personOf(caller), body);
    },

    callerOfLink(token: string): BillingCaller {
      const check = links.verify(token);
      if (check.ok) return { kind: 'link', email: check.email };
      throw new AppError(
        'UNAUTHENTICATED',
        check.reason === 'expired' ? BILLING_MESSAGES.linkExpired : BILLING_MESSAGES.linkInvalid,
        { billingLink: check.reason },
      );
    },

    /**
     * POST /api/billing/link: mails a link to an address (or to the address of an authentic expired link) when it has
     * anything to show. The answer is the same either way, so nobody learns who paid for what.
     */
    async requestLink(body: { email: string } | { token: string }, ip: string): Promise<{ message: string }> {
      await rateLimits.consumeAttempt(RATE_LIMITS.billingLinkPerAddress, ip);
      let email: string | null = null;
      if ('email' in body) email = body.email.trim().toLowerCase();
      else {
        const check = links.verify(body.token);
        email = check.ok || check.reason === 'expired' ? check.email : null;
      }
      if (email && (await isUnderMailLimit(email)) && (await hasBilling(email))) {
        const { token, expiresAt } = links.sign(email);
        await deps.sendLink(email, token, expiresAt);
        log.info({ event: 'billing-link-sent' }, 'billing link mailed');
      }
      return { message: BILLING_MESSAGES.linkSent };
    },

    /** A fresh signed link for an address (the receipt mail carries one). */
    signLink: (email: string) => links.sign(email),
  };

  /** Each address gets a few links an hour whoever asks (a stranger cannot flood a mailbox); over it, silently none. */
  async function isUnderMailLimit(email: string): Promise<boolean> {
    try {
      await rateLimits.consumeAttempt(RATE_LIMITS.billingLinkPerEmail, email);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  async function hasBilling(email: string): Promise<boolean> {
    const { subscriptions, payments } = await listBillingOf(db, { userId: null, email });
    return payments.length > 0 || subscriptions.some((row) => !isUnstartedCheckout(row));
  }
}

export type BillingCentre = ReturnType<typeof createBillingCentre>;
