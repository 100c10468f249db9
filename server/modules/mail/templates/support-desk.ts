import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';

// The support desk's mail: each carries the thread's signed link and reply address, so an answer by mail or on the
// page lands in the same thread. An internal note never reaches these templates.

interface Thread {
  ticketId: number;
  subject: string;
  /** The thread's signed link (no sign-in needed). */
  threadUrl: string;
  /** The thread's signed reply address, when inbound mail is set up. */
  replyTo?: string | null;
}

export interface SupportMailData {
  /** To the customer: their ticket was opened. dedupeKey 'support-received:<ticketId>'. */
  'support-ticket-received': Thread;
  /** To the customer: an admin answered. dedupeKey 'support-reply:<messageId>'. */
  'support-ticket-reply': Thread & { body: string; statusLabel: string };
  /** To the customer: the ticket's status changed without a message (solved, closed, on hold). */
  'support-ticket-status': Thread & { statusLabel: string };
  /** To an admin: a new ticket in a category they follow. */
  'support-ticket-new': { ticketId: number; subject: string; category: string; adminUrl: string };
}

type Templates = { [K in keyof SupportMailData]: (data: SupportMailData[K], ctx: MailContext) => MailContent };

const tag = (d: Thread) => `[#${d.ticketId}] ${d.subject}`;
const answerHint = (d: Thread) =>
  d.replyTo
    ? 'Answer this message or use the button to add to the conversation.'
    : 'Use the button to read the conversation and answer.';

export const SUPPORT_MAIL_TEMPLATES: Templates = {
  'support-ticket-received': (d) => ({
    subject: `We received your request: ${tag(d)}`,
    heading: 'We received your request',
    replyTo: d.replyTo ?? undefined,
    blocks: [
      p(`Thank you for writing. Your request number is #${d.ticketId}; someone from our team will answer soon.`),
      button('Open the conversation', d.threadUrl),
      note(answerHint(d)),
    ],
  }),
  'support-ticket-reply': (d) => ({
    subject: `Re: ${tag(d)}`,
    heading: 'We answered your request',
    replyTo: d.replyTo ?? undefined,
    blocks: [
      p(d.body),
      fields(['Status', d.statusLabel]),
      button('Open the conversation', d.threadUrl),
      note(answerHint(d)),
    ],
  }),
  'support-ticket-status': (d) => ({
    subject: `${d.statusLabel}: ${tag(d)}`,
    heading: `Your request is now: ${d.statusLabel}`,
    replyTo: d.replyTo ?? undefined,
    blocks: [
      p(`The status of request #${d.ticketId} changed to “${d.statusLabel}”.`),
      button('Open the conversation', d.threadUrl),
      note(answerHint(d)),
    ],
  }),
  'support-ticket-new': (d, ctx) => ({
    subject: `New ticket #${d.ticketId} (${d.category}): ${d.subject}`,
    heading: 'A new support ticket',
    blocks: [
      fields(['Ticket', `#${d.ticketId}`], ['Category', d.category], ['Subject', d.subject]),
      button('Open it in the desk', `${ctx.siteUrl}${d.adminUrl}`),
    ],
  }),
};
