import { describe, expect, it } from 'vitest';
import type { Stripe } from '../../integrations/stripe/client.js';
import { stripeEventOrderKey } from './webhooks.js';

// Which events are applied one after another: a customer's, whatever the object; else the object's own.
describe('stripeEventOrderKey', () => {
  const event = (object: Record<string, unknown>) =>
    ({ id: 'evt_1', data: { object } }) as unknown as Pick<Stripe.Event, 'id' | 'data'>;

  it('keys an object by its customer, given as an id or expanded', () => {
    expect(stripeEventOrderKey(event({ id: 'in_1', object: 'invoice', customer: 'cus_A' }))).toBe(
      'stripe-customer:cus_A',
    );
    expect(stripeEventOrderKey(event({ id: 'sub_1', object: 'subscription', customer: { id: 'cus_A' } }))).toBe(
      'stripe-customer:cus_A',
    );
  });

  it('keys a customer by itself, so its own events line up with its invoices and subscriptions', () => {
    expect(stripeEventOrderKey(event({ id: 'cus_A', object: 'customer' }))).toBe('stripe-customer:cus_A');
  });

  it('keys an object without a customer by its own id, and an event without an object by its id', () => {
    expect(stripeEventOrderKey(event({ id: 'pi_1', object: 'payment_intent', customer: null }))).toBe(
      'stripe-object:pi_1',
    );
    expect(stripeEventOrderKey({ id: 'evt_9', data: undefined } as never)).toBe('stripe-object:evt_9');
  });
});
