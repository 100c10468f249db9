import {
  SUPPORT_CATEGORIES,
  type SupportCategory,
  type SupportStatus,
} from '../../../../contract/support-constants.js';
import { MAIL_SUPPORT } from '../../../lib/i18n/catalogues.js';
import { button, fields, note, p, type MailContent } from './blocks.js';
import type { MailContext } from './index.js';
import { mailWords } from './words.js';

// The support desk's mail: each carries the thread's signed link and reply address, so an answer by mail or on the
// page lands in the same thread. An internal note never reaches these templates. Every word in the recipient's
// language; the ticket's status and category by their codes, the English label of a message written before them as it is.

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
  'support-ticket-reply': Thread & { body: string; statusLabel: string; status?: SupportStatus };
  /** To the customer: the ticket's status changed without a message (solved, closed, on hold). */
  'support-ticket-status': Thread & { statusLabel: string; status?: SupportStatus };
  /** To an admin: a new ticket in a category they follow. */
  'support-ticket-new': {
    ticketId: number;
    subject: string;
    categoryCode?: SupportCategory;
    category: string;
    adminUrl: string;
  };
}

type Templates = { [K in keyof SupportMailData]: (data: SupportMailData[K], ctx: MailContext) => MailContent };

function threadWords(d: Thread, ctx: MailContext) {
  const words = mailWords(MAIL_SUPPORT, ctx);
  const { t } = words;
  return {
    ...words,
    tag: { ticketId: String(d.ticketId), subject: d.subject },
    statusOf: (s: { status?: SupportStatus; statusLabel: string }) =>
      s.status ? t(`status.${s.status}`) : s.statusLabel,
    answerHint: () => note(d.replyTo ? t('answerByMail') : t('answerOnPage')),
    open: () => button(t('openConversation'), d.threadUrl),
  };
}

export const SUPPORT_MAIL_TEMPLATES: Templates = {
  'support-ticket-received': (d, ctx) => {
    const { t, locale, tag, answerHint, open } = threadWords(d, ctx);
    return {
      locale,
      subject: t('receivedSubject', tag),
      heading: t('receivedHeading'),
      replyTo: d.replyTo ?? undefined,
      blocks: [p(t('receivedBody', { ticketId: tag.ticketId })), open(), answerHint()],
    };
  },
  'support-ticket-reply': (d, ctx) => {
    const { t, locale, tag, answerHint, open, statusOf } = threadWords(d, ctx);
    return {
      locale,
      subject: t('replySubject', tag),
      heading: t('replyHeading'),
      replyTo: d.replyTo ?? undefined,
      blocks: [p(d.body), fields([t('fieldStatus'), statusOf(d)]), open(), answerHint()],
    };
  },
  'support-ticket-status': (d, ctx) => {
    const { t, locale, tag, answerHint, open, statusOf } = threadWords(d, ctx);
    const status = statusOf(d);
    return {
      locale,
      subject: t('statusSubject', { ...tag, status }),
      heading: t('statusHeading', { status }),
      replyTo: d.replyTo ?? undefined,
      blocks: [p(t('statusBody', { ticketId: tag.ticketId, status })), open(), answerHint()],
    };
  },
  'support-ticket-new': (d, ctx) => {
    const { t, locale } = mailWords(MAIL_SUPPORT, ctx);
    const known = SUPPORT_CATEGORIES.find((code) => code === d.categoryCode);
    const category = known ? t(`category.${known}`) : d.category;
    return {
      locale,
      subject: t('newSubject', { ticketId: String(d.ticketId), category, subject: d.subject }),
      heading: t('newHeading'),
      blocks: [
        fields([t('fieldTicket'), `#${d.ticketId}`], [t('fieldCategory'), category], [t('fieldSubject'), d.subject]),
        button(t('openInDesk'), `${ctx.siteUrl}${d.adminUrl}`),
      ],
    };
  },
};
