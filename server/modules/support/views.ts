import type {
  AdminTicketRow,
  CustomerTicket,
  CustomerTicketRow,
  SupportCategory,
  SupportMessage,
  SupportPriority,
  SupportRef,
  SupportStatus,
  TicketSummary,
} from '../../../contract/support.js';
import type { AttachmentRow, Ticket } from './repo.js';

// How a ticket reads to the customer and to the admin. The customer's view is built only from messages read
// without internal notes (repo.listMessages(…, false)); nothing here filters them a second time by accident.

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  waiting_on_customer: 'Waiting for your answer',
  on_hold: 'On hold',
  solved: 'Solved',
  closed: 'Closed',
};

interface MessageLike {
  id: number;
  author: 'customer' | 'admin';
  authorUserId: number | null;
  body: string;
  internal: boolean;
  via: 'web' | 'mail';
  createdAt: Date;
}

export const refOf = (t: Ticket): SupportRef | null =>
  t.refKind && t.refId ? { kind: t.refKind as SupportRef['kind'], id: t.refId } : null;

export function toSummary(t: Ticket): TicketSummary {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category as SupportCategory,
    status: t.status as SupportStatus,
    lastMessageAt: t.lastMessageAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
  };
}

/** A row of the customer's list: an admin's answer after the customer last opened the thread is unread. */
export function toCustomerRow(t: Ticket & { lastAuthor: 'customer' | 'admin' | null }): CustomerTicketRow {
  const lastReplyBy = t.lastAuthor ?? 'customer';
  return {
    ...toSummary(t),
    lastReplyBy,
    unread: lastReplyBy === 'admin' && (!t.customerReadAt || t.customerReadAt < t.lastMessageAt),
  };
}

export function toMessages(
  messages: MessageLike[],
  attachments: AttachmentRow[],
  nameOf: (m: MessageLike) => string,
): SupportMessage[] {
  return messages.map((m) => ({
    id: m.id,
    author: m.author,
    authorName: nameOf(m),
    body: m.body,
    internal: m.internal,
    via: m.via,
    createdAt: m.createdAt.toISOString(),
    attachments: attachments
      .filter((a) => a.messageId === m.id)
      .map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size })),
  }));
}

export function toCustomerTicket(t: Ticket, messages: MessageLike[], attachments: AttachmentRow[]): CustomerTicket {
  const visible = messages.filter((m) => !m.internal);
  return {
    ...toSummary(t),
    ref: refOf(t),
    messages: toMessages(visible, attachments, (m) => (m.author === 'admin' ? 'HostFree support' : t.email)),
  };
}

export function isBreached(t: Pick<Ticket, 'firstResponseDueAt' | 'firstRespondedAt' | 'status'>, now: Date) {
  if (!t.firstResponseDueAt) return false;
  if (t.firstRespondedAt) return t.firstRespondedAt > t.firstResponseDueAt;
  return t.status !== 'solved' && t.status !== 'closed' && t.firstResponseDueAt < now;
}

export function toAdminRow(t: Ticket, now: Date): AdminTicketRow {
  return {
    ...toSummary(t),
    priority: t.priority as SupportPriority,
    email: t.email,
    userId: t.userId,
    assigneeId: t.assigneeId,
    ref: refOf(t),
    firstResponseDueAt: t.firstResponseDueAt?.toISOString() ?? null,
    firstRespondedAt: t.firstRespondedAt?.toISOString() ?? null,
    breached: isBreached(t, now),
  };
}
