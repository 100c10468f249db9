import { BILLING_LINK_TTL_MS } from '../../../../contract/billing-constants.js';
import { formatDateTime, formatMoney } from '../../../../contract/i18n/format.js';
import { SOURCE_LOCALE } from '../../../../contract/i18n/locales.js';
import { MAIL } from '../../../lib/i18n/catalogues.js';
import { translate } from '../../../lib/i18n/translate.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext, MailTemplateData } from './index.js';
import { mailWords } from './words.js';

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

type TaxLine = NonNullable<MailTemplateData['payment-receipt']['taxLines']>[number];

/** A tax line in the recipient's words from its reason and rate; a line stored before they were sent, as it was. */
function taxLabel(line: TaxLine, ctx: MailContext): string {
  if (line.reason === undefined) return line.label;
  const { t } = wordsFor(ctx);
  if (line.amountCents > 0) {
    if (line.percent == null) return t('fieldTax');
    const percent = new Intl.NumberFormat(ctx.locale ?? SOURCE_LOCALE, { maximumFractionDigits: 1 }).format(
      line.percent,
    );
    return t('taxRate', { percent });
  }
  const known = ZERO_TAX_REASONS.find((reason) => reason === line.reason);
  return t(known ? `taxZero.${known}` : 'taxZero.none');
}
const ZERO_TAX_REASONS = [
  'reverse_charge',
  'not_collecting',
  'not_subject_to_tax',
  'customer_exempt',
  'product_exempt',
  'zero_rated',
] as const;

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
  // The product by its kind in the recipient's words; a receipt stored before kinds were sent has the English label.
  const product = mailWords(MAIL, ctx).product(d, 'inSentence');
  const isDonation = d.productKind
    ? d.productKind === 'donation' || d.productKind === 'plugin_donation'
    : d.productLabel.toLowerCase().includes('donation');
  return {
    locale: ctx.locale,
    subject: t('paymentReceiptSubject', { product, brand: ctx.brand }),
    heading: t('paymentReceiptHeading'),
    blocks: [
      p(d.isRenewal ? t('paymentRenewed', { product }) : t('paymentReceived')),
      fields(
        [t('fieldReceipt'), `P-${d.paymentId}`],
        [t('fieldFor'), mailWords(MAIL, ctx).description(d)],
        [t('fieldAmount'), money(d.amountCents, d.currency)],
        // Stripe Tax's lines: an amount included in the total, or a label alone (reverse charge, no tax).
        ...(d.taxLines ?? []).map((line): [string, string] =>
          line.amountCents > 0
            ? [t('fieldTaxIncluded', { label: taxLabel(line, ctx) }), money(line.amountCents, d.currency)]
            : [t('fieldTax'), taxLabel(line, ctx)],
        ),
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
