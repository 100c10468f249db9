import { describe, expect, it } from 'vitest';
import { render } from './blocks.js';
import { renderTemplate } from './index.js';
import type { BillingMailData } from './billing.js';

const ctx = { brand: 'HostFree', siteUrl: 'https://hostfree.test', supportContact: 'help@hostfree.test' };
const failed: BillingMailData['payment-failed'] = {
  stage: 'failed',
  productLabel: 'Paid hosting',
  description: 'Premium hosting for shop-one.com',
  amountCents: 895,
  currency: 'usd',
  reason: 'Your card was declined.',
  payUrl: 'https://invoice.stripe.com/i/in_1',
  graceEndsAt: '2026-12-04T10:00:00.000Z',
  consequence: 'your site is suspended until the payment arrives (your files are kept).',
};

// What failed, the amount, the pay-now link, the grace end and what happens then, in every stage.
describe('the dunning and dispute mails', () => {
  it('the first mail says what failed, how much, where to pay, by when and what happens then', () => {
    const mail = render(renderTemplate('payment-failed', failed, ctx), 'HostFree');
    expect(mail.subject).toBe('Your HostFree payment did not go through');
    for (const text of [
      'We could not charge your card for Premium hosting for shop-one.com. Your bank said: Your card was declined.',
      'Amount: 8.95 USD',
      'Pay by: Fri, 04 Dec 2026',
      'Pay now: https://invoice.stripe.com/i/in_1',
      'If it is still unpaid on Fri, 04 Dec 2026: your site is suspended until the payment arrives (your files are kept).',
      'Contact support at help@hostfree.test (answers to common questions: https://hostfree.test/help).',
    ])
      expect(mail.text).toContain(text);
    expect(mail.html).toContain('href="https://invoice.stripe.com/i/in_1"');
  });

  it('the reminder and the end say it is still due; the end says what happened and that paying restores it', () => {
    const reminder = render(
      renderTemplate('payment-failed', { ...failed, stage: 'reminder', reason: null }, ctx),
      'HostFree',
    );
    expect(reminder.subject).toBe('Reminder: your HostFree payment is still due');
    expect(reminder.text).toContain('We still have not received the payment for Premium hosting for shop-one.com.');
    const ended = render(
      renderTemplate('payment-failed', { ...failed, stage: 'grace-ended', reason: null }, ctx),
      'HostFree',
    );
    expect(ended.subject).toBe('Your paid hosting is on hold: payment needed');
    expect(ended.text).toContain('the grace period has ended: your site is suspended');
    expect(ended.text).toContain('Pay now to restore it: https://invoice.stripe.com/i/in_1');
    expect(ended.text).toContain('everything is back within a minute');
  });

  it('the dispute mail names the payment, the customer and the status, escaped', () => {
    const mail = render(
      renderTemplate(
        'payment-disputed',
        {
          paymentId: 12,
          description: 'Gold <b>donation</b>',
          productLabel: 'Donation',
          amountCents: 2000,
          currency: 'usd',
          customer: 'd@example.test',
          status: 'needs_response',
          statusLabel: 'Disputed: needs response',
          reason: 'product_not_received',
          paidAt: '2026-11-20T10:00:00.000Z',
        },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.subject).toBe('Payment disputed: Gold <b>donation</b> (Disputed: needs response)');
    expect(mail.text).toContain('Payment: P-12');
    expect(mail.text).toContain('Reason: product not received');
    expect(mail.text).toContain('Customer: d@example.test');
    expect(mail.html).toContain('Gold &lt;b&gt;donation&lt;/b&gt;');
  });
});
