// A paid run beyond the free trial, on the provider that offers the trial (launchMode 'trial') (001 §9: one free trial per verified account, extra usage $3 per 48
// hours). Row first, then Stripe with a key bound to the row; the run starts only after Stripe says the
// PaymentIntent succeeded, whether the browser's launch call or the payment_intent.succeeded webhook asks first.
// The row is locked while launching, so one payment starts one run (a run that failed for good may be relaunched
// on the same payment: the customer paid for 48 hours and did not get them). A payment neither the browser nor
// the webhook brought home (tab closed, webhook lost or misconfigured) is found by the reconciliation (every 15 minutes).
import type { CheckoutBilling } from '../../../contract/billing-details.js';
import { EXTRA_RUN_MESSAGES, type ExtraRunStart } from '../../../contract/compute-extra-runs.js';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { CHECKOUT_REFUSED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension-constants.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { returnOriginOf } from '../../lib/return-origin.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { PaymentsService, ProductHandler, StripeRefs } from '../payments/index.js';
import { decideTrial, freeTrialLeft, trialRefusal, trialRulesOf } from './trial-eligibility.js';
import type { ComputeAccounts } from './accounts-service.js';
import {
  findExtraRun,
  findExtraRunByCheckoutSession,
  insertExtraRun,
  listPendingExtraRunsBefore,
  lockExtraRun,
  updateExtraRun,
  type ExtraRunRow,
} from './extra-runs-repo.js';
import type { ComputeLifecycle } from './lifecycle.js';
import { generateVmPassword } from './names.js';
import type { ComputeProvisioning } from './provisioning.js';
import type { AnyProvider } from './providers/registry.js';
import { insertTrial } from './trial.js';
import { findUserBriefs, lockUserRow } from '../accounts/index.js';
import { CHECKOUT_MESSAGES, type CheckoutSessionResponse } from '../../../contract/checkout-sessions.js';
import { countLive, findInstance, type InstanceRow } from './repo.js';

/** What this file needs of the payments layer (modules/payments/README.md). */
export type ExtraRunPayments = Pick<
  PaymentsService,
  | 'isConfigured'
  | 'createPaymentIntent'
  | 'readPaymentIntent'
  | 'createCheckoutSession'
  | 'readCheckoutSession'
  | 'refuseSuspendedBuyer'
  | 'isBuyerSuspended'
  | 'isAutomaticTaxOn'
  | 'customerFor'
  | 'calculateTax'
>;

/**
 * Tags the PaymentIntent so webhooks of other modules' PaymentIntents are told apart: `<provider id>-extra-run`
 * (PaymentIntents made before the provider registry carry the first provider's value).
 */
export const extraRunKind = (providerId: string) => `${providerId}-extra-run`;
const CURRENCY = 'usd';

export const EXTRA_RUN_RECONCILE_JOB = 'compute.extra-runs.reconcile';
/** The buyer's own launch call comes seconds after paying, the webhook soon after: only older rows are asked about. */
export const EXTRA_RUN_RECONCILE_AFTER_MS = 10 * 60_000;
/** A PaymentIntent still unpaid after a day was abandoned (if it is paid after all, the webhook still starts the run). */
export const EXTRA_RUN_ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const RECONCILE_BATCH = 50;

interface Caller {
  id: number;
  role: 'client' | 'admin';
}

export interface ExtraRunDeps {
  db: Db;
  secretBox: SecretBox;
  payments: ExtraRunPayments;
  accounts: ComputeAccounts;
  provisioning: ComputeProvisioning;
  lifecycle: ComputeLifecycle;
  jobs: Pick<JobRunner, 'nudge' | 'register'>;
  /** The site's public origin (PUBLIC_URL), for Stripe Checkout's way back (lib/return-origin.ts). */
  publicUrl: string;
  log: AuditLog;
  now: () => Date;
}

/** The run a payment launched; the password only on the answer that created the instance. */
export interface LaunchedRun {
  instance: InstanceRow;
  password: string | null;
}
/** A paid run and what paid for it (the PaymentIntent Stripe says succeeded: Checkout's own after the fallback). */
export interface LaunchedPaidRun extends LaunchedRun {
  payment: { paymentIntentId: string | null; amount: number; currency: string };
}

export function createExtraRuns({
  db,
  secretBox,
  payments,
  accounts,
  provisioning,
  lifecycle,
  jobs,
  publicUrl,
  log,
  now,
}: ExtraRunDeps) {
  const { providers } = accounts;
  const kinds = new Set(
    providers
      .list()
      .filter((p) => p.trial)
      .map((p) => extraRunKind(p.id)),
  );

  /** The provider paid runs start on: the first trial provider with an active account. */
  async function trialProvider(): Promise<{
    provider: AnyProvider;
    account: Awaited<ReturnType<ComputeAccounts['activeAccount']>>;
  } | null> {
    for (const provider of providers.list().filter((p) => p.trial)) {
      const account = await accounts.activeAccount(provider);
      if (account) return { provider, account };
    }
    return null;
  }

  /**
   * POST /api/compute/<provider>/extra-run: the same rules as the free trial, and the free one must be used. With the
   * admin's Stripe Tax on, the payment is the person's one Stripe customer's (with `billing` put on it, as the other
   * checkouts do) and Stripe Tax prices it: a Tax Calculation, then a PaymentIntent for its total linked to it.
   */
  async function start(
    caller: Caller,
    provider: AnyProvider,
    os: string,
    billing: CheckoutBilling | null = null,
  ): Promise<ExtraRunStart> {
    if (caller.role === 'admin') throw new AppError('CONFLICT', EXTRA_RUN_MESSAGES.adminsNeedNoPayment);
    if (!(await payments.isConfigured())) throw new AppError('UNAVAILABLE', EXTRA_RUN_MESSAGES.paymentsUnavailable);
    await payments.refuseSuspendedBuyer({ userId: caller.id }, extraRunKind(provider.id));
    if (!provider.trial || !(await accounts.activeAccount(provider)))
      throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
    if (!provider.trial.images.some((image) => image.id === os))
      throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.unknownOs);
    const kind = extraRunKind(provider.id);
    const { row, email } = await db.transaction(async (tx) => {
      const user = await lockUserRow(tx, caller.id);
      if (!user) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.userNotFound);
      // The trial's own decision (trial-eligibility.ts): a paid run needs the free one used, here or by the address.
      const eligibility = await decideTrial(tx, user, {
        canCharge: true,
        rules: trialRulesOf(provider, providers.ids),
      });
      if (!eligibility.block) throw new AppError('CONFLICT', EXTRA_RUN_MESSAGES.freeTrialAvailable);
      if (freeTrialLeft(eligibility) || !user.email) throw trialRefusal(eligibility);
      const inserted = await insertExtraRun(tx, {
        userId: caller.id,
        image: os,
        amount: provider.trial!.extraRunPriceCents,
        currency: CURRENCY,
        status: 'pending',
        createdAt: now(),
        updatedAt: now(),
      });
      return { row: inserted, email: user.email };
    });
    try {
      // With tax off the PaymentIntent is exactly what it was before Stripe Tax existed here (no customer, no tax).
      const taxed = await payments.isAutomaticTaxOn();
      const customerId = taxed ? await payments.customerFor({ userId: caller.id, email }, billing) : null;
      const tax = customerId
        ? await payments.calculateTax({
            customerId,
            amount: row.amount,
            currency: row.currency,
            reference: `${kind}-${row.id}`,
            idempotencyKey: `${kind}:${row.id}:tax-calculation`,
          })
        : null;
      const intent = await payments.createPaymentIntent({
        amount: tax?.amountTotal ?? row.amount,
        currency: row.currency,
        idempotencyKey: `${kind}:${row.id}:payment-intent`,
        receiptEmail: email,
        metadata: { kind, extraRunId: String(row.id), userId: String(caller.id) },
        description: `${provider.label} 48-hour run`,
        customerId,
        taxCalculationId: tax?.calculationId ?? null,
      });
      await updateExtraRun(db, row.id, { paymentIntentId: intent.id, taxCents: tax?.taxCents ?? 0 }, now());
      return {
        id: row.id,
        clientSecret: intent.clientSecret,
        amount: intent.amount,
        currency: row.currency,
        ...(tax
          ? {
              tax: {
                priceCents: row.amount,
                amountCents: tax.taxCents,
                reverseCharge: tax.taxLines.some((t) => t.reason === 'reverse_charge'),
              },
            }
          : {}),
      };
    } catch (error) {
      // No client secret reached the browser: nothing can be charged on this row.
      await updateExtraRun(db, row.id, { status: 'failed' }, now());
      throw error;
    }
  }

  /** Starts the paid run once; a second call (or the webhook) gets the instance the first one started. */
  async function fulfil(rowId: number): Promise<LaunchedRun> {
    // A suspended person's paid run never starts: the commerce core refunds the payment (the row is then marked).
    const buyer = (await findExtraRun(db, rowId))?.userId;
    if (buyer != null && (await payments.isBuyerSuspended({ userId: buyer }))) {
      throw new AppError('FORBIDDEN', USER_SUSPENSION_MESSAGES.checkoutRefused, { error: CHECKOUT_REFUSED_ERROR });
    }
    const active = await trialProvider();
    const password = generateVmPassword();
    const result = await db.transaction(async (tx) => {
      const row = (await lockExtraRun(tx, rowId))!;
      const current = row.instanceId ? await findInstance(tx, row.instanceId) : undefined;
      if (current && current.status !== 'failed') return { instance: current, password: null };
      if (row.refundedAt) throw new AppError('BAD_REQUEST', EXTRA_RUN_MESSAGES.refunded);
      if (!row.userId) throw new AppError('NOT_FOUND', EXTRA_RUN_MESSAGES.notFound);
      if (!active?.account) throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
      const { provider, account } = active;
      await lockUserRow(tx, row.userId);
      // Paid while another run was started: the payment waits until that one is terminated.
      if ((await countLive(tx, row.userId, provider.id)) >= provider.clientLimit.max)
        throw new AppError('CONFLICT', provider.clientLimit.message);
      const images = provider.trial!.images;
      const image = images.find((o) => o.id === row.image) ?? images[0]!;
      const instance = await insertTrial(
        tx,
        { secretBox, provisioning, lifecycle },
        { provider, userId: row.userId, image, account, password, now: now() },
      );
      await updateExtraRun(
        tx,
        row.id,
        { status: 'launched', instanceId: instance.id, paidAt: row.paidAt ?? now() },
        now(),
      );
      return { instance, password };
    });
    if (result.password) {
      log.info(
        {
          event: 'compute-extra-run-launched',
          extraRunId: rowId,
          instanceId: result.instance.id,
          userId: result.instance.userId,
        },
        'paid trial run queued',
      );
      jobs.nudge();
    }
    return result;
  }

  const isOurs = (intent: { metadata: Record<string, string> }, row: ExtraRunRow) =>
    kinds.has(intent.metadata.kind ?? '') && intent.metadata.extraRunId === String(row.id);

  /**
   * Stripe decides "paid": the PaymentIntent must have succeeded, be ours, and carry the row's amount. A row sent to
   * Stripe Checkout is paid by the PaymentIntent Checkout made, which is then recorded on the row; its
   * session expired unpaid closes the row.
   */
  async function isProvenPaid(row: ExtraRunRow): Promise<boolean> {
    const checkout = row.checkoutSessionId ? await payments.readCheckoutSession(row.checkoutSessionId) : null;
    const viaCheckout = checkout?.paymentIntent;
    if (
      checkout?.isPaid &&
      viaCheckout &&
      isOurs(viaCheckout, row) &&
      viaCheckout.isPaid &&
      viaCheckout.amountReceived >= row.amount + row.taxCents
    ) {
      if (row.paymentIntentId !== viaCheckout.id)
        await updateExtraRun(db, row.id, { paymentIntentId: viaCheckout.id }, now());
      return true;
    }
    if (!row.paymentIntentId) return false;
    const intent = await payments.readPaymentIntent(row.paymentIntentId);
    if (!isOurs(intent, row)) return false;
    if (intent.isPaid && intent.amountReceived >= row.amount + row.taxCents) return true;
    if (intent.status === 'canceled' || checkout?.hasExpired) {
      await updateExtraRun(db, row.id, { status: 'failed' }, now());
      throw new AppError(
        'BAD_REQUEST',
        intent.status === 'canceled' ? EXTRA_RUN_MESSAGES.paymentFailed : CHECKOUT_MESSAGES.expired,
      );
    }
    if (intent.status === 'requires_payment_method' && intent.lastErrorMessage)
      throw new AppError('BAD_REQUEST', intent.lastErrorMessage);
    return false;
  }

  /**
   * POST /api/compute/<provider>/extra-run/{id}/checkout-session: Stripe.js could not load in the buyer's
   * browser, so the same row goes on to Stripe Checkout's hosted page (its amount, one open session per row). Stripe
   * sends the browser back to /compute?extra_run={id}&session_id=…, which asks the launch route (the server asks Stripe).
   */
  async function checkoutSession(caller: Caller, id: number, requestOrigin: string): Promise<CheckoutSessionResponse> {
    const origin = returnOriginOf(requestOrigin, publicUrl);
    const row = await findExtraRun(db, id);
    if (!row || row.userId !== caller.id) throw new AppError('NOT_FOUND', EXTRA_RUN_MESSAGES.notFound);
    if (row.status === 'launched') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.alreadyPaid);
    if (row.status !== 'pending' || !row.paymentIntentId) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.startAgain);
    if (row.checkoutSessionId) {
      const current = await payments.readCheckoutSession(row.checkoutSessionId);
      if (current.status === 'open' && current.url) return { sessionId: current.id, url: current.url };
      if (current.isPaid) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.alreadyPaid);
    }
    const first = await payments.readPaymentIntent(row.paymentIntentId);
    if (first.isPaid) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.alreadyPaid);
    const provider =
      providers.list().find((p) => extraRunKind(p.id) === first.metadata.kind) ?? (await trialProvider())?.provider;
    if (!provider) throw new AppError('CONFLICT', COMPUTE_MESSAGES.notConfigured);
    const kind = extraRunKind(provider.id);
    const email = (await findUserBriefs(db, [caller.id])).get(caller.id)?.email ?? null;
    // Checkout cannot link a Tax Calculation: the same calculation's tax is its own line, and its id travels in the
    // metadata so the commerce core records the Tax Transaction once paid (Stripe's custom tax flow).
    const taxCalculationId = first.taxCalculationId;
    const session = await payments.createCheckoutSession({
      amount: row.amount,
      currency: row.currency,
      productName: `${provider.label} 48-hour run`,
      ...(taxCalculationId && row.taxCents > 0 ? { taxLine: { name: 'Tax', amount: row.taxCents } } : {}),
      metadata: {
        kind,
        extraRunId: String(row.id),
        userId: String(caller.id),
        ...(taxCalculationId ? { taxCalculationId } : {}),
      },
      successUrl: `${origin}/compute?extra_run=${row.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/compute`,
      customerEmail: email,
      clientReferenceId: `${kind}-${row.id}`,
      idempotencyKey: row.checkoutSessionId
        ? `${kind}:${row.id}:checkout-session:after:${row.checkoutSessionId}`
        : `${kind}:${row.id}:checkout-session`,
    });
    await updateExtraRun(db, row.id, { checkoutSessionId: session.id }, now());
    log.info(
      { event: 'compute-extra-run-checkout', extraRunId: row.id, sessionId: session.id },
      'paid trial run sent to Stripe Checkout',
    );
    return { sessionId: session.id, url: session.url! };
  }

  /**
   * Starts the run of a row Stripe says is paid (once). A run still going: the payment stays, and the customer's launch
   * call starts it after they terminate. A declined, canceled or expired payment closes or waits quietly.
   */
  async function settle(row: ExtraRunRow): Promise<void> {
    // A refunded run is not started (the admin gave the money back before it ran).
    if (row.status === 'launched' || row.refundedAt) return;
    try {
      if (!(await isProvenPaid(row))) return;
      await fulfil(row.id);
    } catch (error) {
      // CONFLICT: another run still goes (the payment waits); BAD_REQUEST: declined, canceled or expired (closed);
      // FORBIDDEN: the buyer is suspended (the payment is held and refunded).
      if (error instanceof AppError && ['CONFLICT', 'BAD_REQUEST', 'NOT_FOUND', 'FORBIDDEN'].includes(error.code)) {
        log.warn(
          { event: 'compute-extra-run-waiting', extraRunId: row.id, reason: error.message },
          'paid trial run not started',
        );
        return;
      }
      throw error;
    }
  }

  /** POST /api/compute/<provider>/extra-run/{id}/launch: the caller's own payment only (else 404, like a missing one). */
  async function launch(caller: Caller, id: number): Promise<LaunchedPaidRun> {
    const row = await findExtraRun(db, id);
    if (!row || row.userId !== caller.id) throw new AppError('NOT_FOUND', EXTRA_RUN_MESSAGES.notFound);
    // The PaymentIntent stays succeeded after a refund: the row says the money went back.
    if (row.refundedAt && row.status !== 'launched') throw new AppError('BAD_REQUEST', EXTRA_RUN_MESSAGES.refunded);
    // A row given up as abandoned still launches if Stripe says it was paid after all.
    if (row.status === 'failed' && !(row.paymentIntentId && (await isProvenPaid(row))))
      throw new AppError('BAD_REQUEST', EXTRA_RUN_MESSAGES.paymentFailed);
    if (row.status === 'pending' && !(await isProvenPaid(row)))
      throw new AppError('CONFLICT', EXTRA_RUN_MESSAGES.notPaid);
    const run = await fulfil(row.id);
    // isProvenPaid may have recorded the PaymentIntent Checkout made: the row as it is now names the one that paid.
    const paid = (await findExtraRun(db, row.id)) ?? row;
    return {
      ...run,
      payment: { paymentIntentId: paid.paymentIntentId, amount: paid.amount + paid.taxCents, currency: paid.currency },
    };
  }

  /**
   * Asks Stripe about every payment still pending after EXTRA_RUN_RECONCILE_AFTER_MS: a paid one starts its run (or
   * waits, when another run of the buyer's still goes), a canceled or abandoned one is closed as failed, and a row
   * Stripe never saw (the start failed before the browser had a client secret) is failed too. Answers what it did.
   */
  async function reconcile(): Promise<{ checked: number; launched: number; failures: number }> {
    const t = now().getTime();
    const rows = await listPendingExtraRunsBefore(db, new Date(t - EXTRA_RUN_RECONCILE_AFTER_MS), RECONCILE_BATCH);
    let checked = 0;
    let launched = 0;
    let failures = 0;
    for (const row of rows) {
      try {
        if (!row.paymentIntentId) {
          await updateExtraRun(db, row.id, { status: 'failed' }, now());
        } else if (await isProvenPaid(row)) {
          await fulfil(row.id);
          launched += 1;
        } else if (t - row.createdAt.getTime() > EXTRA_RUN_ABANDONED_AFTER_MS) {
          await updateExtraRun(db, row.id, { status: 'failed' }, now());
        }
        checked += 1;
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') {
          // Paid while another run goes (or the trial provider unlinked): asked again next time.
          log.warn(
            { event: 'compute-extra-run-waiting', extraRunId: row.id, reason: error.message },
            'paid trial run not started yet',
          );
          checked += 1;
        } else if (error instanceof AppError && (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND')) {
          // Canceled (isProvenPaid closed it), declined (payable with another card until abandoned), or the buyer's
          // account is gone.
          const abandoned = t - row.createdAt.getTime() > EXTRA_RUN_ABANDONED_AFTER_MS;
          if (error.code === 'NOT_FOUND' || abandoned) await updateExtraRun(db, row.id, { status: 'failed' }, now());
          log.warn(
            { event: 'compute-extra-run-unpaid', extraRunId: row.id, reason: error.message },
            'paid trial run not started',
          );
          checked += 1;
        } else {
          failures += 1;
          log.warn(
            {
              event: 'compute-extra-run-reconcile-failed',
              extraRunId: row.id,
              err: error instanceof Error ? error.message : String(error),
            },
            'paid trial run reconciliation failed',
          );
        }
      }
    }
    // Stripe down for all of them: fail the job so it is retried with backoff (the rows stay pending).
    if (failures > 0 && checked === 0) throw new Error(`reconciliation failed for ${failures} paid trial runs`);
    return { checked, launched, failures };
  }
  jobs.register(EXTRA_RUN_RECONCILE_JOB, async () => {
    await reconcile();
  });

  /**
   * The row a Checkout Session pays: by the session stored on it, else by the session's metadata (the store
   * was lost after Stripe answered), which is then recorded.
   */
  async function rowOfSession(sessionId: string): Promise<ExtraRunRow | null> {
    const stored = await findExtraRunByCheckoutSession(db, sessionId);
    if (stored) return stored;
    const session = await payments.readCheckoutSession(sessionId);
    const row = kinds.has(session.metadata.kind ?? '')
      ? await findExtraRun(db, Number(session.metadata.extraRunId))
      : undefined;
    if (!row || (row.checkoutSessionId && row.checkoutSessionId !== sessionId)) return null;
    await updateExtraRun(db, row.id, { checkoutSessionId: sessionId }, now());
    return { ...row, checkoutSessionId: sessionId };
  }

  /**
   * The commerce core tells this product (one per trial provider's kind) that a run's payment succeeded: it launches
   * the run whose buyer closed the tab after paying. The core proved the payment; isProvenPaid checks it is this row's.
   * A run paid on Stripe Checkout is paid by a PaymentIntent the row does not have yet: its session names the row.
   */
  async function rowOf(refs: StripeRefs): Promise<ExtraRunRow | null> {
    if (refs.checkoutSessionId) return rowOfSession(refs.checkoutSessionId);
    const id = refs.metadata.extraRunId;
    const row = id && /^\d{1,10}$/.test(id) ? await findExtraRun(db, Number(id)) : undefined;
    const isRowsIntent =
      !refs.paymentIntentId ||
      !row?.paymentIntentId ||
      row.paymentIntentId === refs.paymentIntentId ||
      row.checkoutSessionId !== null;
    return row && isRowsIntent ? row : null;
  }
  const products: ProductHandler[] = [...kinds].map((kind) => ({
    kind,
    label: 'Extra compute run',
    async describe(refs) {
      const row = await rowOf(refs);
      return row
        ? {
            ref: String(row.id),
            userId: row.userId,
            email: null,
            description: `Extra 48-hour compute run #${row.id}`,
            describedAs: { kind: 'extra_run', run: String(row.id) },
          }
        : null;
    },
    /**
     * The run's payment went back. The row is marked (a run not started yet never starts; a pending
     * one is closed as failed); a run already going is left to the admin, who sees the refund on the run's payment.
     */
    async refunded(facts, record) {
      if (!facts.isFull) return;
      const row = await findExtraRun(db, Number(record.ref));
      if (!row || row.refundedAt) return;
      await updateExtraRun(
        db,
        row.id,
        { refundedAt: now(), ...(row.status === 'pending' ? { status: 'failed' as const } : {}) },
        now(),
      );
      log.info({ event: 'compute-extra-run-refunded', extraRunId: row.id }, 'paid trial run refunded');
    },
    async paid(_facts, record) {
      const row = await findExtraRun(db, Number(record.ref));
      if (row) await settle(row);
    },
    /** Its Checkout Session expired: settle reads it and closes the row unless it was paid after all. */
    async cancelled(refs, record) {
      const row = refs.checkoutSessionId ? await findExtraRun(db, Number(record.ref)) : undefined;
      if (row) await settle(row);
    },
  }));

  return {
    /** The products the commerce core tells about paid runs; compute's wire registers them. */
    products,
    start,
    launch,
    reconcile,
    checkoutSession,

    /** Queues one reconciliation run (at most one waits at a time, across instances); start.ts calls it. */
    async scheduleReconciliation(): Promise<void> {
      await enqueueJob(
        db,
        EXTRA_RUN_RECONCILE_JOB,
        {},
        { dedupeKey: EXTRA_RUN_RECONCILE_JOB, maxAttempts: 3, runAt: now() },
      );
    },
  };
}

export type ExtraRuns = ReturnType<typeof createExtraRuns>;
