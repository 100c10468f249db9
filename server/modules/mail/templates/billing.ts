import { DISPUTE_STATUSES } from '../../../../contract/refunds.js';
import { MAIL_BILLING } from '../../../lib/i18n/catalogues.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { mailWords, type ProductDescription } from './words.js';

// Dunning and disputes: the customer hears at once when a renewal fails, again before the
// grace ends and when it has ended, always with the pay-now link; admins hear of each dispute's change. Every word in
// the recipient's language: the product by its kind, what the grace's end does by the product's notice, the dispute's
// status by Stripe's code. Rows stored before those were sent carry the English words, said as they are.

/** What the end of the grace does, by product (payments' registry names one per product, else the default). */
export const GRACE_NOTICES = ['paid_hosting', 'donation', 'vps', 'default'] as const;
export type GraceNotice = (typeof GRACE_NOTICES)[number];

export interface BillingMailData {
  /**
   * To the customer: 'failed' at the first failed renewal (dedupeKey 'payment-failed:<sub>:<cycle>'), 'reminder' before
   * the grace ends, 'grace-ended' when it has. `consequence` is the product's own words for what happens at the end.
   */
  'payment-failed': {
    stage: 'failed' | 'reminder' | 'grace-ended';
    productKind?: string;
    productLabel: string;
    description: string;
    /** The description's parts, said in the recipient's words (absent: the English description). */
    describedAs?: ProductDescription;
    amountCents: number;
    currency: string;
    reason: string | null;
    payUrl: string | null;
    graceEndsAt: string;
    /** What happens at the end of the grace: the product's notice, said in the recipient's language. */
    graceNotice?: GraceNotice;
    /** The same in English, as rows stored before graceNotice carry it. */
    consequence?: string;
  };
  /** To every admin, once per dispute status of a payment (dedupeKey 'payment-disputed:<payment>:<status>:<admin>'). */
  'payment-disputed': {
    paymentId: number;
    description: string;
    productKind?: string;
    productLabel: string;
    amountCents: number;
    currency: string;
    customer: string | null;
    status: string;
    statusLabel: string;
    reason: string | null;
    paidAt: string;
  };
}

type Templates = { [K in keyof BillingMailData]: (data: BillingMailData[K], ctx: MailContext) => MailContent };

export const BILLING_MAIL_TEMPLATES: Templates = {
  'payment-failed': (d, ctx) => {
    const { t, locale, money, day, contactSupport, product, ...words } = mailWords(MAIL_BILLING, ctx);
    const ended = d.stage === 'grace-ended';
    const failed = d.stage === 'failed';
    const description = words.description(d);
    const consequence = d.graceNotice || !d.consequence ? t(`grace.${d.graceNotice ?? 'default'}`) : d.consequence;
    return {
      locale,
      subject: failed
        ? t('failedSubject', { brand: ctx.brand })
        : ended
          ? t('endedSubject', { product: product(d, 'inSentence') })
          : t('reminderSubject', { brand: ctx.brand }),
      heading: failed ? t('failedHeading') : ended ? t('endedHeading') : t('reminderHeading'),
      blocks: [
        p(
          failed
            ? d.reason
              ? t('failedBodyReason', { description, reason: d.reason })
              : t('failedBody', { description })
            : ended
              ? t('endedBody', { description, consequence })
              : t('reminderBody', { description }),
        ),
        fields(
          [t('fieldFor'), description],
          [t('fieldAmount'), money(d.amountCents, d.currency)],
          [ended ? t('fieldGraceEnded') : t('fieldPayBy'), day(d.graceEndsAt)],
        ),
        ...(d.payUrl ? [button(ended ? t('payNowRestore') : t('payNow'), d.payUrl)] : []),
        p(ended ? t('endedRestore') : t('stillUnpaid', { date: day(d.graceEndsAt), consequence })),
        note(t('otherCard', { contactSupport: contactSupport('start') })),
      ],
    };
  },
  'payment-disputed': (d, ctx) => {
    const { t, locale, money, moment, product } = mailWords(MAIL_BILLING, ctx);
    const known = DISPUTE_STATUSES.find((status) => status === d.status);
    const status = known ? t(`dispute.${known}`) : d.statusLabel;
    return {
      locale,
      subject: t('disputedSubject', { description: d.description, status }),
      heading: t('disputedHeading'),
      blocks: [
        p(t('disputedBody', { brand: ctx.brand })),
        fields(
          [t('fieldPayment'), `P-${d.paymentId}`],
          [t('fieldFor'), d.description],
          [t('fieldProduct'), product(d, 'label')],
          [t('fieldAmount'), money(d.amountCents, d.currency)],
          [t('fieldPaid'), moment(d.paidAt)],
          [t('fieldCustomer'), d.customer ?? t('customerUnknown')],
          [t('fieldStatus'), status],
          ...(d.reason ? [[t('fieldReason'), d.reason.replace(/_/g, ' ')] as [string, string]] : []),
        ),
        button(t('openAdminDashboard'), `${ctx.siteUrl}/admin-dashboard`),
        note(t('disputedNote')),
      ],
    };
  },
};
