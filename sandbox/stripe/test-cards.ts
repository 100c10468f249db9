// Stripe's test payment methods and card numbers, and the card each stands for.

/** Test payment methods and card numbers (docs.stripe.com/testing). */
export const TEST_CARDS: Record<
  string,
  { ok: true } | { ok: false; code: string; decline_code: string; message: string }
> = {
  pm_card_visa: { ok: true },
  pm_card_mastercard: { ok: true },
  '4242424242424242': { ok: true },
  '5555555555554444': { ok: true },
  pm_card_chargeDeclined: {
    ok: false,
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000000002': {
    ok: false,
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    ok: false,
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009995': {
    ok: false,
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** The card behind a test payment method or typed number (brand and last four, as PaymentMethod.card has them). */
export function cardOfPaymentMethod(paymentMethod: string): { brand: string; last4: string } {
  const named: Record<string, { brand: string; last4: string }> = {
    pm_card_visa: { brand: 'visa', last4: '4242' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
    pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
  };
  const digits = paymentMethod.replace(/\s+/g, '');
  return named[paymentMethod] ?? { brand: digits.startsWith('5') ? 'mastercard' : 'visa', last4: digits.slice(-4) };
}
