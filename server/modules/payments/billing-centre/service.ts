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
import type { RateLimitService } from '../../rate-limit/index.js';
import type { CommerceCore } from '../commerce/core.js';
import { findSubscriptionMirrorById, onLedgerWritten, type BillingSubscriptionRow } from '../commerce/face.js';
import type { ProductHandler, ProductRecord, ProductRegistry } from '../commerce/products.js';
import type { SubscriptionSummary } from '../stripe-objects.js';
import type { Person } from '../customers/service.js';
import type { BillingDetailsBody, BillingDetailsResponse } from '../../../../contract/billing-details.js';
import type { BillingLinkSigner } from './link-token.js';
import { createViewReader, nextTurnOf } from './read-view.js';
import { createSignedLinks } from './signed-links.js';
import { isUnstartedCheckout, subscriptionStatusOf } from './view.js';

// The billing centre: what a customer pays for, read from the commerce core's ledger, and the three
// things they may change — cancel at period end, resume until then, the card (Stripe's billing portal). Who asks is a
// signed-in user (their rows, and their confirmed e-mail's) or a signed link's e-mail; anything else answers 404.

/** Who is asking: a signed-in user, or whoever holds a signed link to an address. */
export type BillingCaller = { kind: 'user'; userId: number } | { kind: 'link'; email: string };

/** The Stripe calls the billing centre makes (PaymentsService's: failures are AppErrors, 502 when Stripe is down). */
export interface BillingCentreStripe {
  readSubscription(id: string): Promise<SubscriptionSummary>;
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

export function createBillingCentre(deps: BillingCentreDeps) {
  const { db, stripe, core, log, now } = deps;
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
  const { ownerOf, productOf, subscriptionAnswer: answer, readView } = createViewReader(deps);
  const signedLinks = createSignedLinks(deps);

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

  return {
    /** The caller's view, read now. */
    read: readView,

    /** The caller's subscription with its product and the product's record (404 for another's): plan changes use it. */
    async subscriptionOf(caller: BillingCaller, id: number) {
      const row = await ownSubscription(caller, id);
      return { row, ...(await productOf(row)) };
    },

    /**
     * GET /api/billing, ready to send. A signed-in user's view is kept (a link's is not: links are rare and short-lived),
     * one with a failed payment too: its retry date is the mirror's, and paying changes the mirror, which drops it. A
     * kept view is answered with no promise.
     */
    readAnswer(caller: BillingCaller): ReadyAnswer | Promise<ReadyAnswer> {
      if (caller.kind !== 'user') return readView(caller).then(answerOf);
      return (
        views.peek(caller.userId) ??
        views.read(caller.userId, async () => {
          const at = now();
          const view = await readView(caller);
          return { value: answerOf(view), until: nextTurnOf(view, at) };
        })
      );
    },

    /** The signed-in user's kept view, if any, with no promise (the access hook's hot path: routes.ts). */
    keptAnswer: (userId: number): ReadyAnswer | undefined => views.peek(userId),

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

    /** GET /api/billing/details: the caller's billing e-mail, name, address and VAT number. */
    async readDetails(caller: BillingCaller): Promise<BillingDetailsResponse> {
      return deps.stripe.readBillingDetails(await personOf(caller));
    },

    /** PUT /api/billing/details: kept at Stripe (the customer's invoices use them) and here. */
    async saveDetails(caller: BillingCaller, body: BillingDetailsBody): Promise<BillingDetailsResponse> {
      return deps.stripe.saveBillingDetails(await personOf(caller), body);
    },

    callerOfLink: signedLinks.callerOfLink,
    requestLink: signedLinks.requestLink,
    signLink: signedLinks.signLink,
  };
}

export type BillingCentre = ReturnType<typeof createBillingCentre>;
