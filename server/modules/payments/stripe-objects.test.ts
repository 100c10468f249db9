import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionIdOfEvent, summarizeInvoice } from './stripe-objects.js';

// Invoices as Stripe sends them in two API versions: 2025-03-31 and later move the subscription under
// parent.subscription_details; an endpoint pinned to an older version still gets the top-level fields.
const modernInvoice = {
  id: 'in_1',
  object: 'invoice',
  status: 'paid',
  customer: 'cus_1',
  customer_email: 'a@b.test',
  billing_reason: 'subscription_cycle',
  amount_due: 500,
  amount_paid: 500,
  currency: 'usd',
  hosted_invoice_url: null,
  status_transitions: { paid_at: 1_764_000_000 },
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_new', metadata: { kind: 'paid_hosting', orderId: '104233' } },
  },
};
const olderInvoice = {
  id: 'in_2',
  object: 'invoice',
  status: 'open',
  customer: { id: 'cus_2' },
  customer_email: null,
  billing_reason: 'subscription_cycle',
  amount_due: 500,
  amount_paid: 0,
  currency: 'usd',
  hosted_invoice_url: 'https://invoice.stripe.com/i/x',
  status_transitions: { paid_at: null },
  subscription: 'sub_old',
  subscription_details: { metadata: { kind: 'vps', orderId: '100001' } },
};

describe('reading the subscription of a Stripe event, in either API version', () => {
  it('finds an invoice event’s subscription in the 2025-03-31 shape and in the older one', () => {
    expect(subscriptionIdOfEvent('invoice.paid', modernInvoice)).toBe('sub_new');
    expect(subscriptionIdOfEvent('invoice.payment_failed', olderInvoice)).toBe('sub_old');
    expect(subscriptionIdOfEvent('invoice.paid', { ...olderInvoice, subscription: { id: 'sub_expanded' } })).toBe(
      'sub_expanded',
    );
  });

  it('a subscription event is about itself; other events and garbage name none', () => {
    expect(subscriptionIdOfEvent('customer.subscription.deleted', { id: 'sub_9', object: 'subscription' })).toBe(
      'sub_9',
    );
    expect(subscriptionIdOfEvent('payment_intent.succeeded', { id: 'pi_1', subscription: 'sub_x' })).toBeNull();
    expect(subscriptionIdOfEvent('invoice.paid', null)).toBeNull();
    expect(
      subscriptionIdOfEvent('invoice.paid', { parent: { subscription_details: { subscription: 42 } } }),
    ).toBeNull();
  });

  it('summarizes both shapes alike: subscription id and the metadata copied from the subscription', () => {
    expect(summarizeInvoice(modernInvoice as unknown as Stripe.Invoice)).toMatchObject({
      subscriptionId: 'sub_new',
      metadata: { kind: 'paid_hosting', orderId: '104233' },
      isPaid: true,
    });
    expect(summarizeInvoice(olderInvoice as unknown as Stripe.Invoice)).toMatchObject({
      subscriptionId: 'sub_old',
      customerId: 'cus_2',
      metadata: { kind: 'vps', orderId: '100001' },
      isPaid: false,
    });
  });
});
