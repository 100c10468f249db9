import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout-messages.js';
import { PAYMENT_MESSAGES } from '../../../contract/payment-messages.js';
import { PAID_HOSTING_MESSAGES } from '../../../contract/paid-hosting-constants.js';
import { VPS_MESSAGES, VPS_PAGE_STATEMENTS } from '../../../contract/vps-constants.js';
import { paidHostingMessages } from '../../features/paid-hosting/i18n';
import { vpsMessages } from '../../features/vps/i18n';
import { paymentMessages } from './i18n';

// The catalogue repeats these contract texts (the spec's words) so they can be translated; English must stay equal.
describe('the money screens say the contract’s English word for word', () => {
  it('the card form’s toasts and the checkout fallback', () => {
    const english = paymentMessages.english;
    expect(english.paymentFailedTitle).toBe(PAYMENT_MESSAGES.paymentFailedTitle);
    expect(english.unknownPaymentError).toBe(PAYMENT_MESSAGES.unknownPaymentError);
    expect(english.paymentErrorTitle).toBe(PAYMENT_MESSAGES.paymentErrorTitle);
    expect(english.paymentError).toBe(PAYMENT_MESSAGES.paymentError);
    expect(english.continueToCheckout).toBe(CHECKOUT_MESSAGES.continueToCheckout);
    // 000 §2: the busy label of every payment button.
    expect(english.processing).toBe('Processing...');
  });

  it('the VPS screens’ statements and messages', () => {
    const english = vpsMessages.english;
    expect(english.statementProcessing).toBe(VPS_PAGE_STATEMENTS.processing);
    expect(english.statementUptime).toBe(VPS_PAGE_STATEMENTS.uptime);
    for (const key of [
      'checkoutUnavailableTitle',
      'noOrders',
      'checkoutNotFound',
      'subscriptionFailedTitle',
      'subscriptionFailed',
      'existingAccount',
      'customerNameRequired',
      'operatingSystemRequired',
    ] as const)
      expect(english[key]).toBe(VPS_MESSAGES[key]);
    // The support link is the sentence's "contact support" (SupportSentence draws it where {support} stands).
    expect(english.checkoutUnavailable.replace('{support}', 'contact support')).toBe(VPS_MESSAGES.checkoutUnavailable);
  });

  it('the paid-hosting checkout’s messages', () => {
    const english = paidHostingMessages.english;
    const mirrored = Object.keys(PAID_HOSTING_MESSAGES).filter((key) => key in english) as (keyof typeof english &
      keyof typeof PAID_HOSTING_MESSAGES)[];
    expect(mirrored.length).toBeGreaterThanOrEqual(27);
    for (const key of mirrored) expect(english[key]).toBe(PAID_HOSTING_MESSAGES[key]);
    expect(english.domainIsAvailable).toBe(`{domain} ${PAID_HOSTING_MESSAGES.isAvailable}`);
    expect(english.domainIsRegistered).toBe(`{domain} ${PAID_HOSTING_MESSAGES.isRegistered}`);
  });
});
