import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_THREAD_PATH,
  type SupportCategory,
  type SupportStatus,
} from '../../../contract/support.js';
import type { DbOrTx } from '../../db/client.js';
import type { SupportDeps } from './deps.js';
import type { Ticket } from './repo.js';
import { STATUS_LABELS } from './views.js';

// The desk's mail, written in the caller's transaction through the outbox, each once (a dedupe key per event).
// Every customer mail carries a fresh signed thread link and the thread's signed reply address.

export function createNotifier(deps: SupportDeps, notifyList: (tx: DbOrTx, category: string) => Promise<string[]>) {
  const { mail, links, publicUrl, replyDomain } = deps;

  const thread = (t: Ticket) => ({
    ticketId: t.id,
    subject: t.subject,
    threadUrl: `${publicUrl}${SUPPORT_THREAD_PATH}?token=${encodeURIComponent(links.sign(t.id))}`,
    replyTo: replyDomain ? `${links.replyLocalPart(t.id)}@${replyDomain}` : null,
  });

  return {
    thread,
    async received(tx: DbOrTx, t: Ticket) {
      await mail.enqueue(tx, {
        template: 'support-ticket-received',
        to: t.email,
        userId: t.userId,
        dedupeKey: `support-received:${t.id}`,
        data: thread(t),
      });
      for (const to of await notifyList(tx, t.category))
        await mail.enqueue(tx, {
          template: 'support-ticket-new',
          to,
          dedupeKey: `support-new:${t.id}:${to}`,
          data: {
            ticketId: t.id,
            subject: t.subject,
            categoryCode: t.category as SupportCategory,
            category: SUPPORT_CATEGORY_LABELS[t.category as keyof typeof SUPPORT_CATEGORY_LABELS] ?? t.category,
            adminUrl: `/admin-dashboard#support/${t.id}`,
          },
        });
    },
    async replied(tx: DbOrTx, t: Ticket, messageId: number, body: string) {
      await mail.enqueue(tx, {
        template: 'support-ticket-reply',
        to: t.email,
        userId: t.userId,
        dedupeKey: `support-reply:${messageId}`,
        data: {
          ...thread(t),
          body,
          status: t.status as SupportStatus,
          statusLabel: STATUS_LABELS[t.status as SupportStatus],
        },
      });
    },
    /** A status change without a message; `eventKey` makes a repeat of the same change one mail. */
    async statusChanged(tx: DbOrTx, t: Ticket, eventKey: string) {
      await mail.enqueue(tx, {
        template: 'support-ticket-status',
        to: t.email,
        userId: t.userId,
        dedupeKey: `support-status:${t.id}:${eventKey}`,
        data: {
          ...thread(t),
          status: t.status as SupportStatus,
          statusLabel: STATUS_LABELS[t.status as SupportStatus],
        },
      });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
