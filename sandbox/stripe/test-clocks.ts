import { ApiError, invalid, missing } from './http.js';
import { str, type FormObject } from './form.js';
import { cardOfPaymentMethod, TEST_CARDS, type FakeStripeState, type FakeSubscription } from './state.js';

// Stripe's test clocks (Stripe.TestHelpers.TestClock, docs.stripe.com/billing/testing/test-clocks) in the fake:
//   POST   /v1/test_helpers/test_clocks               {frozen_time, name?, customer?}
//   GET    /v1/test_helpers/test_clocks[/{id}]
//   POST   /v1/test_helpers/test_clocks/{id}/advance  {frozen_time}
//   DELETE /v1/test_helpers/test_clocks/{id}
// Customers are created on one with `test_clock`; their subscriptions live at the clock's time. Advancing the clock
// plays Stripe's billing up to the new time, boundary by boundary: a period that ends renews (a new invoice charged to
// the subscription's default card: invoice.paid, or invoice.payment_failed and past_due), or, with
// cancel_at_period_end, the subscription is cancelled at that moment (customer.subscription.deleted); an incomplete
// subscription expires 23 hours after it started. Stripe does the work asynchronously (status 'advancing', then
// 'ready'); here it is done before the answer, which still says 'advancing' as Stripe's does, and a retrieve says 'ready'.

export interface FakeTestClock {
  id: string;
  object: 'test_helpers.test_clock';
  created: number;
  deletes_after: number;
  frozen_time: number;
  livemode: false;
  name: string | null;
  status: 'ready' | 'advancing' | 'internal_failure';
  status_details: { advancing?: { target_frozen_time: number } };
}

/** Stripe deletes a test clock (and everything on it) 30 days after it was made. */
const CLOCK_LIFETIME_S = 30 * 86_400;
/** An unpaid default_incomplete subscription expires after 23 hours. */
const INCOMPLETE_EXPIRY_S = 23 * 3600;
/** Stripe lets a clock hold three customers. */
const MAX_CUSTOMERS = 3;
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Last four digits of the test cards that decline (a saved card keeps declining at renewal). */
const DECLINING_LAST4 = new Set(
  Object.entries(TEST_CARDS)
    .filter(([, card]) => !card.ok)
    .map(([key]) => cardOfPaymentMethod(key).last4),
);

export class FakeTestClocks {
  clocks = new Map<string, FakeTestClock>();

  constructor(private readonly state: FakeStripeState) {}

  /** The clock a customer lives on, if any. */
  clockOf(customerId: string | null | undefined): FakeTestClock | undefined {
    const clock = customerId ? this.state.customers.get(customerId)?.test_clock : null;
    return clock ? this.clocks.get(clock) : undefined;
  }

  /** Runs `work` at the customer's clock time when it has one (a subscription created on a clock starts then). */
  atTimeOf<T>(customerId: string | null | undefined, work: () => T): T {
    const clock = this.clockOf(customerId);
    return clock ? this.state.at(clock.frozen_time, work) : work();
  }

  /** `test_clock` of POST /v1/customers: the clock must exist and have room. */
  checkAttach(clockId: string) {
    const clock = this.clocks.get(clockId);
    if (!clock) throw missing('test_helpers.test_clock', clockId, 'test_clock');
    if (this.customersOf(clockId).length >= MAX_CUSTOMERS) {
      throw invalid(`You can only have ${MAX_CUSTOMERS} customers attached to a test clock.`, 'test_clock');
    }
  }

  private customersOf(clockId: string) {
    return [...this.state.customers.values()].filter((c) => c.test_clock === clockId);
  }

  private subscriptionsOf(clockId: string): FakeSubscription[] {
    const customers = new Set(this.customersOf(clockId).map((c) => c.id));
    return [...this.state.subscriptions.values()].filter((s) => customers.has(s.customer));
  }

  /** The API: `parts` is the path after /v1/test_helpers (['test_clocks', id?, action?]). */
  route(method: string, parts: string[], params: FormObject): [number, unknown] {
    const [resource, id, action] = parts;
    if (resource !== 'test_clocks')
      throw new ApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: /v1/test_helpers/${parts.join('/')}).`,
      });
    if (method === 'POST' && !id) return [200, this.create(params)];
    if (method === 'GET' && !id) {
      const data = [...this.clocks.values()].reverse();
      const limit = Number(str(params, 'limit') ?? 10);
      return [
        200,
        {
          object: 'list',
          data: data.slice(0, limit),
          has_more: data.length > limit,
          url: '/v1/test_helpers/test_clocks',
        },
      ];
    }
    const clock = id ? this.clocks.get(id) : undefined;
    if (!clock) throw missing('test_helpers.test_clock', id ?? '');
    if (method === 'GET' && !action) return [200, clock];
    if (method === 'DELETE' && !action) return [200, this.delete(clock)];
    if (method === 'POST' && action === 'advance') return [200, this.advance(clock, params)];
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: /v1/test_helpers/${parts.join('/')}).`,
    });
  }

  private create(params: FormObject): FakeTestClock {
    const frozen = Number(str(params, 'frozen_time'));
    if (!str(params, 'frozen_time'))
      throw invalid('Missing required param: frozen_time.', 'frozen_time', 'parameter_missing');
    if (!Number.isInteger(frozen) || frozen <= 0) throw invalid('Invalid integer: frozen_time', 'frozen_time');
    const customer = str(params, 'customer');
    const found = customer ? this.state.customers.get(customer) : undefined;
    if (customer && !found) throw missing('customer', customer, 'customer');
    if (found?.test_clock) throw invalid('This customer is already attached to a test clock.', 'customer');
    const created = this.state.now();
    const clock: FakeTestClock = {
      id: this.state.id('clock'),
      object: 'test_helpers.test_clock',
      created,
      deletes_after: created + CLOCK_LIFETIME_S,
      frozen_time: frozen,
      livemode: false,
      name: str(params, 'name') ?? null,
      status: 'ready',
      status_details: {},
    };
    this.clocks.set(clock.id, clock);
    if (found) found.test_clock = clock.id;
    this.state.emit('test_helpers.test_clock.created', clock);
    return clock;
  }

  /** Deleting a clock deletes its customers and everything they had, with no further events (as Stripe does). */
  private delete(clock: FakeTestClock) {
    for (const sub of this.subscriptionsOf(clock.id)) this.state.subscriptions.delete(sub.id);
    for (const customer of this.customersOf(clock.id)) this.state.customers.delete(customer.id);
    this.clocks.delete(clock.id);
    return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
  }

  private advance(clock: FakeTestClock, params: FormObject): FakeTestClock {
    if (!str(params, 'frozen_time'))
      throw invalid('Missing required param: frozen_time.', 'frozen_time', 'parameter_missing');
    const target = Number(str(params, 'frozen_time'));
    if (!Number.isInteger(target)) throw invalid('Invalid integer: frozen_time', 'frozen_time');
    if (clock.status === 'advancing')
      throw invalid(
        'The test clock is already advancing. Wait for it to be ready before advancing it again.',
        undefined,
        'test_clock_not_ready',
      );
    if (target <= clock.frozen_time)
      throw invalid('The frozen time must be after the current frozen time of the test clock.', 'frozen_time');
    // Stripe's limit: at most two billing intervals of any subscription on the clock in one advance.
    for (const sub of this.subscriptionsOf(clock.id)) {
      const item = sub.items[0];
      if (!item || ENDED.has(sub.status)) continue;
      const interval = item.current_period_end - item.current_period_start;
      if (target > item.current_period_end + interval) {
        throw invalid(
          'Cannot advance a test clock more than two intervals beyond the current billing period of its subscriptions. Advance it in smaller steps.',
          'frozen_time',
        );
      }
    }
    clock.status = 'advancing';
    clock.status_details = { advancing: { target_frozen_time: target } };
    this.state.emit('test_helpers.test_clock.advancing', clock);
    const answer = { ...clock, status_details: { ...clock.status_details } };
    this.playUntil(clock, target);
    clock.frozen_time = target;
    clock.status = 'ready';
    clock.status_details = {};
    this.state.at(target, () => this.state.emit('test_helpers.test_clock.ready', clock));
    return answer;
  }

  /** Stripe's billing between the clock's time and `target`, one boundary at a time, each at its own moment. */
  private playUntil(clock: FakeTestClock, target: number) {
    for (;;) {
      const next = this.nextBoundary(clock.id, target);
      if (!next) return;
      this.state.at(next.at, () => next.run());
    }
  }

  private nextBoundary(clockId: string, target: number): { at: number; run: () => void } | null {
    let best: { at: number; run: () => void } | null = null;
    for (const sub of this.subscriptionsOf(clockId)) {
      if (ENDED.has(sub.status)) continue;
      const item = sub.items[0]!;
      const candidate =
        sub.status === 'incomplete'
          ? { at: sub.created + INCOMPLETE_EXPIRY_S, run: () => this.state.expire(sub) }
          : { at: item.current_period_end, run: () => this.periodEnds(sub) };
      if (candidate.at <= target && (!best || candidate.at < best.at)) best = candidate;
    }
    return best;
  }

  /** A period ended: cancelled if it was set to, else renewed and charged to the saved card. */
  private periodEnds(sub: FakeSubscription) {
    if (sub.cancel_at_period_end) {
      this.state.cancel(sub);
      return;
    }
    const card = sub.default_payment_method ?? null;
    const saved = card ? (this.state.paymentMethods.get(card) ?? cardOfPaymentMethod(card)) : null;
    const outcome = saved && !DECLINING_LAST4.has(saved.last4) ? 'paid' : 'failed';
    const previousInvoice = sub.latest_invoice;
    const invoice = this.state.renew(sub, outcome);
    // renew() charges a named test card; the charge was the saved card's, and the saved card stays the default.
    const intent = invoice.payment_intent ? this.state.paymentIntents.get(invoice.payment_intent) : undefined;
    if (intent && card) intent.payment_method = card;
    if (card) sub.default_payment_method = card;
    this.state.emit('customer.subscription.updated', sub, { latest_invoice: previousInvoice });
  }
}
