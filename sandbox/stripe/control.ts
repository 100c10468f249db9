import { expireCheckoutSession, settleExpiry } from './checkout.js';
import { str, type FormObject } from './form.js';
import { ApiError } from './http.js';
import { renderInvoice, renderPaymentIntent, renderSubscription } from './render.js';
import type { FakePaymentIntent, FakeStripeState } from './state.js';
import type { FakeStripeSwitches } from './switches.js';
import type { FakeWebhookSender } from './webhooks.js';

// The fake's control routes (/__sandbox/…, never Stripe's): what a card holder, the clock, a bank or Stripe's billing
// would do, over HTTP for other processes (Playwright, the demo). See sandbox/README.md.

export function createControlRoutes({
  state,
  switches,
  webhooks,
  pi,
  requestCounts,
}: {
  state: FakeStripeState;
  switches: FakeStripeSwitches;
  webhooks: FakeWebhookSender;
  pi: (id: string) => FakePaymentIntent;
  requestCounts: () => Record<string, number>;
}) {
  function openDispute(chargeOrIntent: string, options: { reason?: string; status?: string; amount?: number } = {}) {
    const chargeId = chargeOrIntent.startsWith('pi_')
      ? (state.paymentIntents.get(chargeOrIntent)?.latest_charge ?? chargeOrIntent)
      : chargeOrIntent;
    return state.charges.openDispute(chargeId, options);
  }

  /** Test-only control routes (not Stripe's): what a card holder, the clock or Stripe's billing would do. */
  function control(method: string, path: string, body: FormObject): [number, unknown] {
    const m = /^\/__sandbox\/([a-z_]+)(?:\/([A-Za-z0-9_]+))?(?:\/([a-z_]+))?$/.exec(path);
    if (!m || method !== 'POST') return [404, { message: 'unknown control route' }];
    const [, what, id, action] = m;
    if (what === 'payment_intents' && id && action === 'pay') {
      const outcome = state.confirm(pi(id), str(body, 'payment_method') ?? 'pm_card_visa');
      return [200, { ok: outcome.ok, payment_intent: renderPaymentIntent(state, pi(id), new Set()) }];
    }
    const sub = id ? state.subscriptions.get(id) : undefined;
    const session = what === 'checkout_sessions' && id ? state.checkoutSessions.get(id) : undefined;
    // The clock passing expires_at: expired now (and checkout.session.expired sent), as Stripe's sweeper would.
    if (session && action === 'expire')
      return [
        200,
        {
          status: (settleExpiry(state, session).status === 'open' ? expireCheckoutSession(state, session) : session)
            .status,
        },
      ];
    if (what === 'subscriptions' && sub && action === 'renew')
      return [
        200,
        renderInvoice(state, state.renew(sub, str(body, 'outcome') === 'failed' ? 'failed' : 'paid'), new Set()),
      ];
    if (what === 'subscriptions' && sub && action === 'cancel')
      return [200, renderSubscription(state, state.cancel(sub), new Set())];
    if (what === 'subscriptions' && sub && action === 'expire')
      return [200, renderSubscription(state, state.expire(sub), new Set())];
    // A card holder's bank disputes a charge (or a PaymentIntent's charge), and the dispute moves on.
    if ((what === 'charges' || what === 'payment_intents') && id && action === 'dispute') {
      try {
        const dispute = openDispute(id, { reason: str(body, 'reason'), status: str(body, 'status') });
        return [200, state.charges.render(dispute, new Set())];
      } catch (error) {
        if (error instanceof ApiError) return [error.status, { error: error.body }];
        throw error;
      }
    }
    if (what === 'disputes' && id && action === 'status' && state.charges.disputes.has(id)) {
      try {
        return [200, state.charges.render(state.charges.setDisputeStatus(id, str(body, 'status') ?? ''), new Set())];
      } catch (error) {
        if (error instanceof ApiError) return [error.status, { error: error.body }];
        throw error;
      }
    }
    if (what === 'switches') {
      const op = str(body, 'op');
      const kind = str(body, 'kind');
      if (kind === 'reset') switches.reset();
      else if (kind === 'fail') switches.fail(op, Number(str(body, 'status') ?? 500));
      else if (kind === 'hang') switches.hang(op);
      else if (kind === 'garbage') switches.garbage(op);
      else if (kind === 'hangAfter') switches.hangAfter(op);
      else if (kind === 'slow') switches.slow(op, Number(str(body, 'ms') ?? 3000));
      else return [400, { message: 'kind: fail | hang | garbage | hangAfter | slow | reset' }];
      return [200, { switches: switches.describe() }];
    }
    // How many /v1 calls arrived, by method: another process (a load test) compares the reads with Stripe's rate limit.
    if (what === 'request_counts') return [200, requestCounts()];
    if (what === 'webhooks' && (id === 'pause' || id === 'resume')) {
      if (id === 'pause') webhooks.pause();
      else webhooks.resume();
      return [200, { paused: webhooks.paused }];
    }
    return [404, { message: 'unknown control route' }];
  }

  return { control, openDispute };
}
