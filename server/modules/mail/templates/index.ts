import type { Locale } from '../../../../contract/i18n/locales.js';
import type { ProductDescription } from './words.js';
import { ABUSE_MAIL_TEMPLATES, type AbuseMailData } from './abuse.js';
import { ACCOUNT_MAIL_TEMPLATES, type AccountMailData } from './account.js';
import { BILLING_MAIL_TEMPLATES, type BillingMailData } from './billing.js';
import type { MailContent } from './blocks.js';
import { IDLE_SITE_MAIL_TEMPLATES, type IdleSiteMailData } from './idle-sites.js';
import { ORDER_MAIL_TEMPLATES, type OrderMailData } from './orders.js';
import { donationReceipt, paymentReceipt } from './receipts.js';
import { SUPPORT_MAIL_TEMPLATES, type SupportMailData } from './support-desk.js';

// Every message HostFree sends. Each template gets its data and the site's context and returns one block list;
// blocks.ts renders it as plain text and HTML. Data is what the caller stored in the outbox (sealed). Every template
// writes in the recipient's language (ctx.locale), its words from the catalogue's mail features (words.ts).

export interface MailContext {
  brand: string;
  /** The recipient's language: every word of a message is written in it (lib/i18n, the catalogue's mail features). */
  locale?: Locale;
  siteUrl: string;
  /** The admin's support contact (Admin → Site pages), an e-mail address or a link; absent when none is set. */
  supportContact?: string | null;
}

export interface MailTemplateData
  extends AbuseMailData,
    AccountMailData,
    BillingMailData,
    IdleSiteMailData,
    OrderMailData,
    SupportMailData {
  /** Donations: call after the payment is confirmed, dedupeKey 'donation-receipt:<donationId>'. */
  'donation-receipt': {
    donationId: number;
    amountCents: number;
    currency: string;
    isRecurring: boolean;
    giftTier?: string | null;
    pluginName?: string | null;
    paidAt: string;
  };
  /** The commerce core's receipt, once per payment of any product; dedupeKey 'payment-receipt:<payment key>'. */
  'payment-receipt': {
    paymentId: number;
    /** The registry's kind ('paid_hosting', 'vps'): the template names it in the recipient's language. */
    productKind?: string;
    /** The registry's English label, shown as it is for a kind the catalogue does not name (and on older rows). */
    productLabel: string;
    description: string;
    /** The description's parts: the "For" line in the recipient's words. */
    describedAs?: ProductDescription;
    amountCents: number;
    currency: string;
    paidAt: string;
    isRenewal: boolean;
    receiptUrl: string | null;
    billingUrl?: string | null;
    /** Stripe Tax's lines in the customer's words ('Tax 19%', 'Reverse charge: …'); the amount includes them. */
    taxLines?: {
      label: string;
      amountCents: number;
      /** Stripe's taxability reason ('reverse_charge') and the charged rate: the line in the recipient's words. */
      reason?: string;
      percent?: number | null;
    }[];
  };
}

export type MailTemplate = keyof MailTemplateData;

type Templates = { [K in MailTemplate]: (data: MailTemplateData[K], ctx: MailContext) => MailContent };

export const MAIL_TEMPLATES: Templates = {
  ...ABUSE_MAIL_TEMPLATES,
  ...ACCOUNT_MAIL_TEMPLATES,
  ...BILLING_MAIL_TEMPLATES,
  ...SUPPORT_MAIL_TEMPLATES,
  ...IDLE_SITE_MAIL_TEMPLATES,
  ...ORDER_MAIL_TEMPLATES,
  'donation-receipt': donationReceipt,
  'payment-receipt': paymentReceipt,
};

export function renderTemplate<K extends MailTemplate>(
  template: K,
  data: MailTemplateData[K],
  ctx: MailContext,
): MailContent {
  return MAIL_TEMPLATES[template](data, ctx);
}
