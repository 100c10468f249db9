import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onMissingMessage } from '../../../lib/i18n/translate.js';
import { render } from './blocks.js';
import { MAIL_TEMPLATES, renderTemplate, type MailTemplate, type MailTemplateData } from './index.js';

// Every template, every family, in a left-to-right and the right-to-left language: subject, heading and body come from
// the catalogue (never the English), the HTML says its language and direction, and no key is missing.

const at = '2026-12-08T10:00:00.000Z';
const thread = { ticketId: 42, subject: 'FTP', threadUrl: 'https://hostfree.test/support/t/42?sig=x', replyTo: null };
const SAMPLES: { [K in MailTemplate]: MailTemplateData[K] } = {
  'account-credentials': { username: 'ada', password: 'pw-123456' },
  'hosting-ready': { domain: 'ada.hostfree.test', cpanelUrl: 'https://panel.test:2083', cpanelUsername: 'ada' },
  'password-changed': { username: 'ada', changedAt: at },
  'recovery-used': { username: 'ada', usedAt: at, ip: '203.0.113.7' },
  'plugin-request-fulfilled': { firstName: 'Ada', pluginName: 'Forms' },
  'two-factor-reset': { username: 'ada', resetAt: at },
  'billing-link': { billingUrl: 'https://hostfree.test/billing/x', expiresAt: at },
  'email-verification': { username: 'ada', token: 't' },
  'smtp-test': { sentAt: at },
  'paid-hosting-order': {
    orderId: 7,
    domain: 'shop.example',
    planName: 'Premium',
    priceCents: 895,
    currency: 'usd',
    status: 'active',
    cpanelUrl: 'https://panel.test:2083',
  },
  'vps-order': {
    orderId: 8,
    packageName: 'VPS S',
    priceCents: 1999,
    currency: 'usd',
    vcpu: 2,
    memory: '4 GB',
    storage: '80 GB',
    operatingSystem: 'Ubuntu 24.04',
  },
  'vps-ready': {
    orderId: 8,
    packageName: 'VPS S',
    ipAddress: '198.51.100.2',
    username: 'root',
    sshPort: 22,
    rdpPort: null,
  },
  'gift-ready': { giftTier: 'Gold', giftType: 'VPS' },
  'payment-failed': {
    stage: 'failed',
    productLabel: 'Paid hosting',
    description: 'Premium hosting for shop.example',
    amountCents: 895,
    currency: 'usd',
    reason: 'Your card was declined.',
    payUrl: 'https://invoice.stripe.com/i/in_1',
    graceEndsAt: at,
    consequence: 'your site is suspended until the payment arrives (your files are kept).',
  },
  'payment-disputed': {
    paymentId: 12,
    description: 'Gold donation',
    productLabel: 'Donation',
    amountCents: 2500,
    currency: 'usd',
    customer: null,
    status: 'needs_response',
    statusLabel: 'Disputed: needs response',
    reason: 'product_not_received',
    paidAt: at,
  },
  'abuse-report-outcome': { domain: 'bad.hostfree.test', category: 'Phishing', outcome: 'site_suspended' },
  'abuse-owner-warning': { domain: 'bad.hostfree.test', category: 'Spam', message: 'Remove the form.' },
  'abuse-sites-suspended': { domains: ['a.hostfree.test', 'b.hostfree.test'], reason: 'Phishing', automatic: true },
  'abuse-suspension-undone': { domain: 'a.hostfree.test' },
  'abuse-site-quarantined': {
    domain: 'a.hostfree.test',
    url: 'http://a.hostfree.test/login',
    signals: ['password form posts to collector.example.net'],
    fix: 'Remove the form.',
    appealable: true,
  },
  'abuse-quarantine-lifted': { domain: 'a.hostfree.test' },
  'idle-site-warning': { domain: 'quiet.hostfree.test', idleDays: 30, daysLeft: 7, deactivateOn: at },
  'idle-site-deactivated': { domain: 'quiet.hostfree.test', idleDays: 30, removeOn: at },
  'idle-site-removal-notice': { domain: 'quiet.hostfree.test', removeOn: at },
  'support-ticket-received': thread,
  'support-ticket-reply': { ...thread, body: 'Hello!', status: 'solved', statusLabel: 'Solved' },
  'support-ticket-status': { ...thread, status: 'on_hold', statusLabel: 'On hold' },
  'support-ticket-new': {
    ticketId: 42,
    subject: 'FTP',
    category: 'Technical',
    adminUrl: '/admin-dashboard#support/42',
  },
  'donation-receipt': {
    donationId: 3,
    amountCents: 2500,
    currency: 'usd',
    isRecurring: true,
    giftTier: 'Gold',
    paidAt: at,
  },
  'payment-receipt': {
    paymentId: 4,
    productLabel: 'VPS',
    description: 'VPS S',
    amountCents: 1999,
    currency: 'usd',
    paidAt: at,
    isRenewal: true,
    receiptUrl: 'https://pay.stripe.com/receipts/x',
    billingUrl: 'https://hostfree.test/billing/x',
  },
};

const ctx = { brand: 'HostFree', siteUrl: 'https://hostfree.test', supportContact: 'help@hostfree.test' };
const missing: string[] = [];
beforeAll(() => onMissingMessage((id) => missing.push(id)));
afterAll(() => onMissingMessage((id) => console.warn(`[i18n] ${id} is missing: sending the English text`)));

const templates = Object.keys(MAIL_TEMPLATES) as MailTemplate[];
const mail = (template: MailTemplate, locale?: 'es' | 'ar') =>
  render(renderTemplate(template, SAMPLES[template] as never, { ...ctx, locale }), 'HostFree');

describe.each(['es', 'ar'] as const)('every mail in %s', (locale) => {
  it.each(templates)('%s: its own words, lang and dir, no key missing', (template) => {
    const english = mail(template);
    const translated = mail(template, locale);
    // A reply's subject stays 'Re: [#42] …' in every language: mail clients thread by it.
    if (template !== 'support-ticket-reply') expect(translated.subject).not.toBe(english.subject);
    expect(translated.text.split('\n')[0]).not.toBe(english.text.split('\n')[0]);
    expect(translated.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(missing).toEqual([]);
  });
});

describe("the locale's own formats", () => {
  it('writes money and days the Spanish way', () => {
    const failed = mail('payment-failed', 'es');
    expect(failed.subject).toBe('Tu pago a HostFree no se ha podido completar');
    expect(failed.text).toContain('Importe: 8,95\u00a0US$');
    expect(failed.text).toContain('Pagar antes del: 8 dic 2026');
    expect(failed.text).toContain('Contacta con el soporte en help@hostfree.test');
    expect(mail('idle-site-warning', 'es').text).toContain('Se desactiva el: martes, 8 de diciembre de 2026 (UTC)');
    expect(mail('idle-site-warning', 'es').subject).toBe('quiet.hostfree.test se desactivará en 7 días');
  });

  it("counts with Arabic's plural forms and names the ticket's status in Arabic", () => {
    expect(mail('abuse-sites-suspended', 'ar').subject).toBe('تم تعليق موقعين من مواقعك');
    const warning = (daysLeft: number) =>
      renderTemplate('idle-site-warning', { ...SAMPLES['idle-site-warning'], daysLeft }, { ...ctx, locale: 'ar' })
        .subject;
    expect(warning(2)).toContain('بعد يومين');
    expect(warning(11)).toContain('يومًا');
    expect(mail('support-ticket-status', 'ar').text).toContain('«معلّق»');
  });

  it('keeps English word for word, and an unknown status label of an older message as it was', () => {
    expect(mail('idle-site-warning').text).toContain('Deactivated on: Tuesday, 8 December 2026 (UTC)');
    expect(mail('payment-failed').text).toContain('Amount: 8.95 USD');
    const older = renderTemplate(
      'support-ticket-status',
      { ...thread, statusLabel: 'On hold' },
      { ...ctx, locale: 'es' },
    );
    expect(older.heading).toBe('Tu solicitud está ahora: On hold');
  });
});
