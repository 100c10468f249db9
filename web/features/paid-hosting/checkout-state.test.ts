import { describe, expect, it } from 'vitest';
import type { ConfirmResponse, SubscribeResponse } from '../../../contract/paid-hosting.js';
import { checkoutReducer, INITIAL_CHECKOUT } from './checkout-state';

const started: SubscribeResponse = {
  subscriptionId: 'sub_1',
  clientSecret: 'pi_secret',
  domain: 'brand.com',
  planType: 'premium',
  amountDue: 895,
  currency: 'usd',
  hostedInvoiceUrl: null,
};

describe('checkoutReducer (the /paid-hosting steps)', () => {
  it('does not reach payment before a subscription is started, and does after', () => {
    const billing = checkoutReducer(INITIAL_CHECKOUT, { type: 'goTo', step: 'billing' });
    expect(checkoutReducer(billing, { type: 'goTo', step: 'payment' }).step).toBe('billing');
    const withStarted = checkoutReducer(billing, { type: 'started', started });
    expect(checkoutReducer(withStarted, { type: 'goTo', step: 'payment' }).step).toBe('payment');
  });

  it('prefills the contact once, never over what the buyer typed', () => {
    const typed = checkoutReducer(INITIAL_CHECKOUT, {
      type: 'contact',
      contact: { fullName: 'Grace', email: 'grace@example.test' },
    });
    expect(
      checkoutReducer(typed, { type: 'prefill', contact: { fullName: 'Other', email: 'other@example.test' } }).contact
        .email,
    ).toBe('grace@example.test');
    expect(
      checkoutReducer(INITIAL_CHECKOUT, { type: 'prefill', contact: { fullName: 'Ada', email: 'ada@example.test' } })
        .contact.fullName,
    ).toBe('Ada');
  });

  it('shows success with the confirmed order', () => {
    const done = { message: 'ok' } as unknown as ConfirmResponse;
    expect(checkoutReducer(INITIAL_CHECKOUT, { type: 'confirmed', done })).toMatchObject({ step: 'success', done });
  });
});
