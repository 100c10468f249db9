import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../contract/i18n/locales.js';
import { render } from './blocks.js';
import { renderTemplate, type MailTemplate, type MailTemplateData } from './index.js';

// The words the code chooses for a mail (a product's name, what the end of a grace does, a tax line, a dispute's
// status, a report's or a ticket's category, the automatic suspension's reason, what to fix, a gift's type) come from
// their codes in the recipient's language; a row stored before the codes were sent still reads as it did.

const ctx = (locale: Locale) => ({ brand: 'HostFree', siteUrl: 'https://hostfree.test', locale });
const mail = <K extends MailTemplate>(template: K, data: MailTemplateData[K], locale: Locale) =>
  render(renderTemplate(template, data, ctx(locale)), 'HostFree');

const receipt: MailTemplateData['payment-receipt'] = {
  paymentId: 9,
  productKind: 'paid_hosting',
  productLabel: 'Paid hosting',
  description: 'Premium hosting for shop.example',
  amountCents: 1065,
  currency: 'eur',
  paidAt: '2026-12-08T10:00:00.000Z',
  isRenewal: true,
  receiptUrl: null,
  taxLines: [
    { label: 'Tax 19%', amountCents: 170, reason: 'standard_rated', percent: 19 },
    { label: 'Reverse charge: VAT to be accounted for by the customer', amountCents: 0, reason: 'reverse_charge' },
  ],
};

const failed: MailTemplateData['payment-failed'] = {
  stage: 'grace-ended',
  productKind: 'paid_hosting',
  productLabel: 'Paid hosting',
  description: 'Premium hosting for shop.example',
  amountCents: 895,
  currency: 'usd',
  reason: null,
  payUrl: 'https://invoice.stripe.com/i/in_1',
  graceEndsAt: '2026-12-08T10:00:00.000Z',
  graceNotice: 'paid_hosting',
};

describe('the words a mail is given by code', () => {
  it('a receipt in Spanish names the product and its tax lines in Spanish', () => {
    const es = mail('payment-receipt', receipt, 'es');
    expect(es.subject).toBe('Recibo de tu pago de hosting de pago a HostFree');
    expect(es.text).toContain('Tu hosting de pago se renovó y recibimos el pago.');
    expect(es.text).toContain('Impuesto 19 % (incluido):');
    expect(es.text).toContain('Impuesto: Inversión del sujeto pasivo: el IVA lo declara el cliente');
    expect(es.text).not.toMatch(/Paid hosting|paid hosting|Reverse charge|Tax 19/);
    // English keeps its words; a VPS is no longer lower-cased into 'vps'.
    const en = mail('payment-receipt', { ...receipt, productKind: 'vps', productLabel: 'VPS' }, 'en');
    expect(en.subject).toBe('Receipt for your VPS payment to HostFree');
    expect(en.text).toContain('Tax 19% (included):');
    // A provider's extra run is named by its kind's family.
    const fr = mail('payment-receipt', { ...receipt, productKind: 'vultr-extra-run', productLabel: 'x' }, 'fr');
    expect(fr.text).toContain('exécution de calcul supplémentaire');
  });

  it("a receipt and a dunning mail say the product's description in the recipient's language", () => {
    const described = { ...receipt, describedAs: { kind: 'paid_hosting', plan: 'Premium', domain: 'shop.example' } };
    const es = mail('payment-receipt', described as MailTemplateData['payment-receipt'], 'es');
    expect(es.text).toContain('Hosting Premium para shop.example');
    expect(es.text).not.toContain('Premium hosting for');
    // English keeps the ledger's line, word for word.
    expect(mail('payment-receipt', described as MailTemplateData['payment-receipt'], 'en').text).toContain(
      'Premium hosting for shop.example',
    );
    const gift = mail(
      'payment-failed',
      {
        ...failed,
        stage: 'failed',
        description: '$25 monthly donation with a gift (both)',
        describedAs: { kind: 'donation', tier: '$25', gift: 'both' },
      },
      'fr',
    );
    expect(gift.text).toContain('Don mensuel de $25 avec cadeau (hébergement et VPS)');
    expect(gift.text).not.toContain('monthly donation');
  });

  it('a receipt stored before kinds and reasons were sent reads as it did', () => {
    const old = { ...receipt, productKind: undefined, taxLines: [{ label: 'Tax 19%', amountCents: 170 }] };
    const es = mail('payment-receipt', old, 'es');
    expect(es.subject).toBe('Recibo de tu pago de paid hosting a HostFree');
    expect(es.text).toContain('Tax 19% (incluido):');
  });

  it('a dunning mail in Portuguese says the product and what the end of the grace does in Portuguese', () => {
    const pt = mail('payment-failed', failed, 'pt-BR');
    expect(pt.subject).toContain('hospedagem paga');
    expect(pt.text).toContain('seu site fica suspenso até o pagamento chegar (seus arquivos são mantidos).');
    expect(pt.text).not.toMatch(/your site|paid hosting/i);
    const gift = mail('payment-failed', { ...failed, stage: 'reminder', graceNotice: 'donation' }, 'fr');
    expect(gift.text).toContain('votre cadeau est mis en pause');
    // A product that names no notice gets the default one; an old row keeps its English notice.
    const other = mail('payment-failed', { ...failed, graceNotice: undefined }, 'id');
    expect(other.text).toContain('langganan dapat dibatalkan oleh pemroses kartu kami');
    const old = mail('payment-failed', { ...failed, graceNotice: undefined, consequence: 'kept as written.' }, 'id');
    expect(old.text).toContain('kept as written.');
  });

  it("a dispute alert in Hindi names the product and the dispute's status in Hindi", () => {
    const hi = mail(
      'payment-disputed',
      {
        paymentId: 12,
        description: 'Gold donation',
        productKind: 'donation',
        productLabel: 'Donation',
        amountCents: 2500,
        currency: 'usd',
        customer: null,
        status: 'needs_response',
        statusLabel: 'Disputed: needs response',
        reason: null,
        paidAt: '2026-12-08T10:00:00.000Z',
      },
      'hi',
    );
    expect(hi.subject).toContain('विवादित: जवाब ज़रूरी');
    expect(hi.text).toMatch(/: दान\n/);
    expect(hi.text).not.toMatch(/Disputed|Donation/);
  });

  it('abuse mails in Arabic say the category, the automatic reason and the fix in Arabic; an admin’s words stay', () => {
    const outcome = mail(
      'abuse-report-outcome',
      { domain: 'bad.example', categoryCode: 'phishing', category: 'Phishing', outcome: 'dismissed' },
      'ar',
    );
    expect(outcome.text).toContain('(تصيّد احتيالي)');
    expect(outcome.text).not.toContain('Phishing');
    const automatic = mail(
      'abuse-sites-suspended',
      {
        domains: ['a.example'],
        reason: 'Suspended automatically after 3 abuse reports within an hour',
        automatic: true,
        reportCount: 3,
      },
      'ar',
    );
    expect(automatic.text).toContain('أُوقف تلقائيًا بعد 3 بلاغات إساءة خلال ساعة');
    expect(automatic.text).not.toContain('Suspended automatically');
    const byAdmin = mail(
      'abuse-sites-suspended',
      { domains: ['a.example'], reason: 'Phishing kit', automatic: false },
      'ar',
    );
    expect(byAdmin.text).toContain('Phishing kit');
    const quarantined = mail(
      'abuse-site-quarantined',
      { domain: 'a.example', url: 'http://a.example/', signals: [], threat: 'unwanted', appealable: true },
      'ar',
    );
    expect(quarantined.text).toContain('احذف الرابط أو التنزيل الذي يقود الزوار إلى برمجيات غير مرغوب فيها.');
  });

  it('the new-ticket alert names the category, and the gift mail the gift, in the recipient’s language', () => {
    const ticket = mail(
      'support-ticket-new',
      {
        ticketId: 5,
        subject: 'FTP',
        categoryCode: 'billing',
        category: 'Billing',
        adminUrl: '/admin-dashboard#support/5',
      },
      'es',
    );
    expect(ticket.subject).toBe('Nuevo ticket #5 (Facturación): FTP');
    expect(ticket.text).toContain('Facturación');
    expect(ticket.text).not.toContain('Billing');
    const gift = mail('gift-ready', { giftTier: '$25', giftType: 'both' }, 'pt-BR');
    expect(gift.text).toContain('hospedagem e VPS');
    expect(gift.text).not.toContain('both');
  });
});
