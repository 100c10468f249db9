import { describe, expect, it } from 'vitest';
import { HANDLED_EVENT_TYPES } from '../event-types.js';
import { translateEvent } from './translate.js';

// The one reader of raw Stripe events: every type the core subscribes to becomes one fact
// with ids and metadata only, in both invoice wire shapes; anything else is not the core's business.

const event = (type: string, object: Record<string, unknown>) => ({ type, data: { object } });
const noRefs = { metadata: {}, subscriptionId: null, invoiceId: null, paymentIntentId: null, checkoutSessionId: null };

/** An invoice as API 2025-03-31 (basil) and later send it: the subscription under parent.subscription_details. */
const basilInvoice = {
  id: 'in_1',
  object: 'invoice',
  status: 'paid',
  hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_1', metadata: { kind: 'paid_hosting', orderId: '7' } },
  },
};
/** The same invoice in an older API version's shape: top-level subscription and subscription_details, no parent. */
const acaciaInvoice = {
  id: 'in_1',
  object: 'invoice',
  status: 'paid',
  hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
  subscription: 'sub_1',
  subscription_details: { metadata: { kind: 'paid_hosting', orderId: '7' } },
  payment_intent: 'pi_1',
};

describe('translateEvent', () => {
  it.each([
    ['2025-03-31 and later (parent)', basilInvoice],
    ['before 2025-03-31 (top-level subscription)', acaciaInvoice],
  ])(
    'invoice.paid in the %s shape names the invoice, its subscription and the subscription metadata',
    (_shape, invoice) => {
      expect(translateEvent(event('invoice.paid', invoice))).toEqual({
        type: 'invoice-paid',
        refs: {
          ...noRefs,
          invoiceId: 'in_1',
          subscriptionId: 'sub_1',
          metadata: { kind: 'paid_hosting', orderId: '7' },
        },
      });
    },
  );

  it('an older invoice whose subscription is expanded still gives its id', () => {
    const fact = translateEvent(
      event('invoice.paid', { ...acaciaInvoice, subscription: { id: 'sub_9', object: 'subscription' } }),
    );
    expect(fact).toMatchObject({ type: 'invoice-paid', refs: { subscriptionId: 'sub_9' } });
  });

  it('an invoice of no subscription (a one-off invoice) has no subscription and no metadata', () => {
    expect(translateEvent(event('invoice.paid', { id: 'in_2', parent: null }))).toEqual({
      type: 'invoice-paid',
      refs: { ...noRefs, invoiceId: 'in_2' },
    });
  });

  it.each([basilInvoice, acaciaInvoice])(
    'invoice.payment_failed carries the pay-now page, the next attempt and the reason (shape %#)',
    (invoice) => {
      const failed = {
        ...invoice,
        status: 'open',
        next_payment_attempt: 1_790_000_000,
        last_finalization_error: { message: 'Your card was declined.' },
      };
      expect(translateEvent(event('invoice.payment_failed', failed))).toEqual({
        type: 'invoice-failed',
        refs: {
          ...noRefs,
          invoiceId: 'in_1',
          subscriptionId: 'sub_1',
          metadata: { kind: 'paid_hosting', orderId: '7' },
        },
        reason: 'Your card was declined.',
        payUrl: 'https://invoice.stripe.test/i/in_1',
        nextAttemptAt: new Date(1_790_000_000 * 1000),
      });
    },
  );

  it('invoice.payment_failed without a next attempt (Stripe gave up) or a message', () => {
    const fact = translateEvent(event('invoice.payment_failed', { id: 'in_3', next_payment_attempt: null }));
    expect(fact).toMatchObject({ type: 'invoice-failed', reason: null, payUrl: null, nextAttemptAt: null });
  });

  it.each(['customer.subscription.created', 'customer.subscription.updated'])(
    '%s: the subscription changed (latest invoice id or expanded)',
    (type) => {
      expect(
        translateEvent(
          event(type, {
            id: 'sub_1',
            object: 'subscription',
            metadata: { kind: 'donation', donationId: '3', count: 4 },
            latest_invoice: 'in_1',
          }),
        ),
      ).toEqual({
        type: 'subscription-changed',
        refs: {
          ...noRefs,
          subscriptionId: 'sub_1',
          invoiceId: 'in_1',
          metadata: { kind: 'donation', donationId: '3' },
        },
      });
      expect(
        translateEvent(event(type, { id: 'sub_1', metadata: {}, latest_invoice: { id: 'in_5', object: 'invoice' } })),
      ).toMatchObject({ refs: { invoiceId: 'in_5' } });
    },
  );

  it('customer.subscription.deleted: the subscription ended', () => {
    expect(
      translateEvent(
        event('customer.subscription.deleted', { id: 'sub_1', metadata: { kind: 'vps' }, latest_invoice: 'in_1' }),
      ),
    ).toEqual({
      type: 'subscription-ended',
      refs: { ...noRefs, subscriptionId: 'sub_1', metadata: { kind: 'vps' } },
    });
  });

  it('payment_intent.succeeded, payment_failed (with the decline) and canceled', () => {
    const intent = { id: 'pi_1', object: 'payment_intent', metadata: { kind: 'plugin_donation', donationId: '4' } };
    const refs = { ...noRefs, paymentIntentId: 'pi_1', metadata: { kind: 'plugin_donation', donationId: '4' } };
    expect(translateEvent(event('payment_intent.succeeded', intent))).toEqual({ type: 'intent-succeeded', refs });
    expect(translateEvent(event('payment_intent.canceled', intent))).toEqual({ type: 'intent-cancelled', refs });
    expect(
      translateEvent(
        event('payment_intent.payment_failed', {
          ...intent,
          last_payment_error: { message: 'Your card has insufficient funds.' },
        }),
      ),
    ).toEqual({
      type: 'intent-failed',
      refs,
      reason: 'Your card has insufficient funds.',
    });
    expect(
      translateEvent(event('payment_intent.payment_failed', { ...intent, last_payment_error: null })),
    ).toMatchObject({ reason: null });
  });

  it('checkout.session.completed and expired name the session, its PaymentIntent or subscription (ids or expanded)', () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      metadata: { kind: 'extra_run' },
      payment_intent: 'pi_1',
      subscription: null,
    };
    expect(translateEvent(event('checkout.session.completed', session))).toEqual({
      type: 'checkout-completed',
      refs: { ...noRefs, checkoutSessionId: 'cs_1', paymentIntentId: 'pi_1', metadata: { kind: 'extra_run' } },
    });
    expect(
      translateEvent(
        event('checkout.session.expired', { ...session, payment_intent: null, subscription: { id: 'sub_2' } }),
      ),
    ).toEqual({
      type: 'checkout-expired',
      refs: { ...noRefs, checkoutSessionId: 'cs_1', subscriptionId: 'sub_2', metadata: { kind: 'extra_run' } },
    });
  });

  it('charge.refunded: the PaymentIntent and how much of the charge went back so far', () => {
    expect(
      translateEvent(
        event('charge.refunded', { id: 'ch_1', payment_intent: 'pi_1', amount: 1000, amount_refunded: 400 }),
      ),
    ).toEqual({
      type: 'charge-refunded',
      paymentIntentId: 'pi_1',
      amountRefundedCents: 400,
      amountCents: 1000,
    });
    expect(translateEvent(event('charge.refunded', { id: 'ch_1', payment_intent: { id: 'pi_2' } }))).toMatchObject({
      paymentIntentId: 'pi_2',
      amountRefundedCents: 0,
      amountCents: 0,
    });
  });

  it.each(['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'])(
    '%s: the disputed payment, its status and reason',
    (type) => {
      expect(
        translateEvent(
          event(type, {
            id: 'dp_1',
            charge: 'ch_1',
            payment_intent: 'pi_1',
            status: 'won',
            reason: 'fraudulent',
            amount: 500,
          }),
        ),
      ).toEqual({
        type: 'dispute',
        paymentIntentId: 'pi_1',
        chargeId: 'ch_1',
        status: 'won',
        reason: 'fraudulent',
        amountCents: 500,
      });
      // Stripe always sends a status; without one the dispute is taken as still needing an answer.
      expect(translateEvent(event(type, { id: 'dp_1', charge: { id: 'ch_2' } }))).toMatchObject({
        chargeId: 'ch_2',
        paymentIntentId: null,
        status: 'needs_response',
        reason: null,
      });
    },
  );

  it('every type the core subscribes to is read; anything else is not its business', () => {
    for (const type of HANDLED_EVENT_TYPES)
      expect(translateEvent(event(type, { id: 'x_1', metadata: {} })), type).not.toBeNull();
    for (const type of [
      'customer.created',
      'invoice.finalized',
      'invoice.payment_succeeded',
      'payment_intent.created',
      'price.created',
    ]) {
      expect(translateEvent(event(type, { id: 'x_1' })), type).toBeNull();
    }
  });

  it('a malformed object (no data, wrong types) gives empty refs, never a throw', () => {
    expect(translateEvent({ type: 'invoice.paid', data: { object: null } })).toEqual({
      type: 'invoice-paid',
      refs: noRefs,
    });
    expect(
      translateEvent(event('customer.subscription.updated', { id: 42, metadata: null, latest_invoice: 7 })),
    ).toEqual({ type: 'subscription-changed', refs: noRefs });
    expect(translateEvent(event('charge.refunded', { amount: '1000', amount_refunded: Number.NaN }))).toMatchObject({
      amountRefundedCents: 0,
      amountCents: 0,
    });
  });
});
