import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { contactSupport } from './support.js';

// Dunning and disputes: the customer hears at once when a renewal fails, again before the
// grace ends and when it has ended, always with the pay-now link; admins hear of each dispute's change.

export interface BillingMailData {
  /**
   * To the customer: 'failed' at the first failed renewal (dedupeKey 'payment-failed:<sub>:<cycle>'), 'reminder' before
   * the grace ends, 'grace-ended' when it has. `consequence` is the product's own words for what happens at the end.
   */
  'payment-failed': {
    stage: 'failed' | 'reminder' | 'grace-ended';
    productLabel: string;
    description: string;
    amountCents: number;
    currency: string;
    reason: string | null;
    payUrl: string | null;
    graceEndsAt: string;
    consequence: string;
  };
  /** To every admin, once per dispute status of a payment (dedupeKey 'payment-disputed:<payment>:<status>:<admin>'). */
  'payment-disputed': {
    paymentId: number;
    description: string;
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

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const day = (iso: string) => new Date(iso).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');

type Templates = { [K in keyof BillingMailData]: (data: BillingMailData[K], ctx: MailContext) => MailContent };

export const BILLING_MAIL_TEMPLATES: Templates = {
  'payment-failed': (d, ctx) => {
    const ended = d.stage === 'grace-ended';
    const subject =
      d.stage === 'failed'
        ? `Your ${ctx.brand} payment did not go through`
        : ended
          ? `Your ${d.productLabel.toLowerCase()} is on hold: payment needed`
          : `Reminder: your ${ctx.brand} payment is still due`;
    return {
      subject,
      heading:
        d.stage === 'failed'
          ? 'Your renewal payment failed'
          : ended
            ? 'The grace period has ended'
            : 'Your payment is still due',
      blocks: [
        p(
          d.stage === 'failed'
            ? `We could not charge your card for ${d.description}.${d.reason ? ` Your bank said: ${d.reason}` : ''}`
            : ended
              ? `We still have not received the payment for ${d.description}, and the grace period has ended: ${d.consequence}`
              : `We still have not received the payment for ${d.description}.`,
        ),
        fields(
          ['For', d.description],
          ['Amount', money(d.amountCents, d.currency)],
          [ended ? 'Grace ended' : 'Pay by', day(d.graceEndsAt)],
        ),
        ...(d.payUrl ? [button(ended ? 'Pay now to restore it' : 'Pay now', d.payUrl)] : []),
        p(
          ended
            ? 'As soon as the payment arrives, everything is back within a minute: nothing was deleted.'
            : `If it is still unpaid on ${day(d.graceEndsAt)}: ${d.consequence}`,
        ),
        note(
          `Paying with another card is done on the same page. Questions? ${contactSupport(ctx).replace(/^c/, 'C')}.`,
        ),
      ],
    };
  },
  'payment-disputed': (d, ctx) => ({
    subject: `Payment disputed: ${d.description} (${d.statusLabel})`,
    heading: 'A payment is disputed',
    blocks: [
      p(
        `A customer's bank disputed a payment to ${ctx.brand}. Stripe holds the amount until the dispute is decided; answer it in Stripe's Dashboard before the deadline there.`,
      ),
      fields(
        ['Payment', `P-${d.paymentId}`],
        ['For', d.description],
        ['Product', d.productLabel],
        ['Amount', money(d.amountCents, d.currency)],
        ['Paid', new Date(d.paidAt).toUTCString()],
        ['Customer', d.customer ?? 'unknown'],
        ['Status', d.statusLabel],
        ...(d.reason ? [['Reason', d.reason.replace(/_/g, ' ')] as [string, string]] : []),
      ),
      button('Open the admin dashboard', `${ctx.siteUrl}/admin-dashboard`),
      note(
        'The payment is flagged on its donation or order row. A disputed payment cannot be refunded while the dispute is open.',
      ),
    ],
  }),
};
