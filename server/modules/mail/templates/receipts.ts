import { BILLING_LINK_TTL_MS } from '../../../../contract/billing-constants.js';
import { formatDateTime, formatMoney } from '../../../../contract/i18n/format.js';
import { SOURCE_LOCALE } from '../../../../contract/i18n/locales.js';
import { MAIL } from '../../../lib/i18n/catalogues.js';
import { translate } from '../../../lib/i18n/translate.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext, MailTemplateData } from './index.js';

// The receipts, in the recipient's language (ctx.locale): every word from the catalogue's 'mail' feature, amounts and
// dates in the locale's own formats. The other templates follow the same shape as they are converted.

type Key = Parameters<typeof translate<typeof MAIL.english>>[2];

function wordsFor(ctx: MailContext) {
  const t = (key: Key, values?: Record<string, string | number>) =>
    translate(MAIL, ctx.locale ?? SOURCE_LOCALE, key, values);
  return {
    t,
    money: (cents: number, currency: string) => formatMoney(cents, currency, ctx.locale ?? SOURCE_LOCALE),
    when: (iso: string) => t('dateUtc', { date: formatDateTime(iso, ctx.locale ?? SOURCE_LOCALE) }),
  };
}

export function donationReceipt(d: MailTemplateData['donation-receipt'], ctx: MailContext): MailContent {
  const { t, money, when } = wordsFor(ctx);
  return {
    locale: ctx.locale,
    subject: t('donationReceiptSubject', { brand: ctx.brand }),
    heading: t('donationReceiptHeading'),
    blocks: [
      p(d.isRecurring ? t('donationReceivedMonthly') : t('donationReceivedOnce')),
      fields(
        [t('fieldReceipt'), `D-${d.donationId}`],
        [t('fieldAmount'), money(d.amountCents, d.currency)],
        [t('fieldDate'), when(d.paidAt)],
        ...(d.isRecurring ? [[t('fieldBilling'), t('billingMonthly')] as [string, string]] : []),
        ...(d.giftTier ? [[t('fieldGift'), d.giftTier] as [string, string]] : []),
        ...(d.pluginName ? [[t('fieldPlugin'), d.pluginName] as [string, string]] : []),
      ),
      note(t('donationNotTaxDocument', { brand: ctx.brand })),
    ],
  };
}

export function paymentReceipt(d: MailTemplateData['payment-receipt'], ctx: MailContext): MailContent {
  const { t, money, when } = wordsFor(ctx);
  // The product's label is the commerce registry's English name ('Donation', 'VPS'); lower case inside a sentence.
  const product = d.productLabel.toLowerCase();
  const isDonation = product.includes('donation');
  return {
    locale: ctx.locale,
    subject: t('paymentReceiptSubject', { product, brand: ctx.brand }),
    heading: t('paymentReceiptHeading'),
    blocks: [
      p(d.isRenewal ? t('paymentRenewed', { product }) : t('paymentReceived')),
      fields(
        [t('fieldReceipt'), `P-${d.paymentId}`],
        [t('fieldFor'), d.description],
        [t('fieldAmount'), money(d.amountCents, d.currency)],
        [t('fieldDate'), when(d.paidAt)],
      ),
      ...(d.receiptUrl ? [button(t('stripeReceipt'), d.receiptUrl)] : []),
      ...(d.billingUrl
        ? [
            p(t('billingCentreLead', { days: Math.round(BILLING_LINK_TTL_MS / 86_400_000) })),
            button(t('manageBilling'), d.billingUrl),
          ]
        : []),
      note(
        [t('paymentNotTaxDocument', { brand: ctx.brand }), ...(isDonation ? [t('thanksFreeHosting')] : [])].join(' '),
      ),
    ],
  };
}
