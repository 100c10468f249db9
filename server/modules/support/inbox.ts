import {
  SUPPORT_MESSAGES,
  SUPPORT_PAGE_SIZE,
  SUPPORT_PRESENCE_TTL_MS,
  type AdminReplyBody,
  type AdminTicket,
  type AdminTicketListQuery,
  type BulkUpdateBody,
  type SupportFigures,
  type SupportPriority,
  type UpdateTicketBody,
} from '../../../contract/support.js';
import { fillMessage } from '../../../contract/i18n/format.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { DeskContext, DeskContextReaders } from './context.js';
import type { SupportDeps } from './deps.js';
import { fillPlaceholders } from './placeholders.js';
import {
  bulkUpdate,
  countBreaches,
  countByStatus,
  findTicket,
  listAttachments,
  listInbox,
  listMessages,
  listPresence,
  lockTicket,
  medianMinutes,
  touchPresence,
  updateTicket,
  type Ticket,
} from './repo.js';
import type { DeskSettings } from './settings.js';
import { statusChange, type Threads } from './threads.js';
import { toAdminRow, toMessages } from './views.js';

// The admins' inbox: the list with filters and full-text search, one ticket with its context panel and who else
// has it open, answers and internal notes, changes one by one or in bulk, and the desk's figures.

/** What a change really changes, as from → to pairs for the audit log (fields sent with the same value left out). */
function changesFrom(ticket: Ticket, body: UpdateTicketBody) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['status', 'priority', 'category', 'assigneeId'] as const)
    if (body[key] !== undefined && body[key] !== ticket[key]) out[key] = { from: ticket[key], to: body[key] };
  return out;
}

export interface Admin {
  id: number;
  username: string;
}

export function createInbox(
  deps: SupportDeps,
  threads: Threads,
  context: DeskContext,
  settings: DeskSettings,
  readers: DeskContextReaders,
) {
  const { db, now } = deps;

  async function ticketOr404(id: number) {
    const ticket = await findTicket(db, id);
    if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
    return ticket;
  }

  async function othersOn(ticketId: number, adminId: number) {
    const rows = (await listPresence(db, ticketId, new Date(now().getTime() - SUPPORT_PRESENCE_TTL_MS))).filter(
      (p) => p.adminId !== adminId,
    );
    const people = await Promise.all(rows.map((p) => readers.findUser(p.adminId)));
    return rows.map((p, i) => ({
      adminId: p.adminId,
      username: people[i]?.username ?? `#${p.adminId}`,
      composing: p.composing,
    }));
  }

  async function checkAssignee(assigneeId: number | null | undefined) {
    if (!assigneeId) return;
    const person = await readers.findUser(assigneeId);
    if (person?.role !== 'admin')
      throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.assigneeNotAdmin, { field: 'assigneeId' });
  }

  async function read(id: number, admin: Admin): Promise<AdminTicket> {
    const ticket = await ticketOr404(id);
    await touchPresence(db, id, admin.id, false, now());
    const [messages, attachments, ctx, presence] = await Promise.all([
      listMessages(db, id, true),
      listAttachments(db, id),
      context.forTicket(ticket),
      othersOn(id, admin.id),
    ]);
    const names = new Map<number, string>();
    for (const authorId of new Set(
      messages.filter((m) => m.author === 'admin' && m.authorUserId).map((m) => m.authorUserId!),
    ))
      names.set(authorId, (await readers.findUser(authorId))?.username ?? 'admin');
    return {
      ...toAdminRow(ticket, now()),
      messages: toMessages(messages, attachments, (m) =>
        m.author === 'admin' ? (names.get(m.authorUserId ?? 0) ?? 'admin') : ticket.email,
      ),
      context: ctx,
      presence,
    };
  }

  /** Applies a change of status, priority, category or assignee; a status change mails the customer once. */
  async function change(tx: Tx, ticket: Ticket, body: UpdateTicketBody) {
    const at = now();
    const changes: Partial<Ticket> = { updatedAt: at };
    if (body.status && body.status !== ticket.status) Object.assign(changes, statusChange(ticket, body.status, at));
    if (body.priority && body.priority !== ticket.priority) {
      changes.priority = body.priority;
      // Not yet answered: the due time follows the new priority, from when the ticket came in.
      if (!ticket.firstRespondedAt)
        changes.firstResponseDueAt = await settings.dueAt(tx, body.priority as SupportPriority, ticket.createdAt);
    }
    if (body.category) changes.category = body.category;
    if (body.assigneeId !== undefined) changes.assigneeId = body.assigneeId;
    const updated = (await updateTicket(tx, ticket.id, changes))!;
    if (body.status && body.status !== ticket.status)
      await threads.notifyStatus(tx, updated, `${body.status}:${at.getTime()}`);
    return updated;
  }

  return {
    async list(query: AdminTicketListQuery) {
      const { rows, hasMore } = await listInbox(db, query, SUPPORT_PAGE_SIZE, now());
      return { tickets: rows.map((t) => toAdminRow(t, now())), page: query.page, hasMore };
    },
    read,

    async reply(id: number, admin: Admin, body: AdminReplyBody) {
      // Filled before the transaction: its reads use the pool, and on one connection (PGlite) a read still pending
      // when the transaction takes the connection would wait for it forever.
      const filled = await fillPlaceholders(body.body, await ticketOr404(id), admin, readers);
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, id);
        if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
        const answered = await threads.adminAnswer(tx, ticket, admin.id, filled, body.internal, body.status);
        await deps.audit.record(tx, {
          action: body.internal ? 'support.note_added' : 'support.reply_sent',
          subjectUserId: ticket.userId,
          targetType: 'support_ticket',
          targetId: ticket.id,
          details: { subject: ticket.subject, status: answered.ticket.status },
        });
      });
      deps.mail.nudge();
      return read(id, admin);
    },

    async update(id: number, admin: Admin, body: UpdateTicketBody) {
      await checkAssignee(body.assigneeId);
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, id);
        if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
        await change(tx, ticket, body);
        await deps.audit.record(tx, {
          action: 'support.ticket_changed',
          subjectUserId: ticket.userId,
          targetType: 'support_ticket',
          targetId: ticket.id,
          details: { subject: ticket.subject, ...changesFrom(ticket, body) },
        });
      });
      deps.mail.nudge();
      return read(id, admin);
    },

    async bulk(body: BulkUpdateBody) {
      await checkAssignee(body.assigneeId);
      const { ids, ...changes } = body;
      const updated = await db.transaction(async (tx) => {
        const ticketIds = await applyBulk(tx);
        // One event for the selection: the log says what changed and on which tickets, in the same transaction.
        if (ticketIds.length)
          await deps.audit.record(tx, {
            action: 'support.tickets_bulk_changed',
            targetType: 'support_ticket',
            details: { count: ticketIds.length, ticketIds, ...changes },
          });
        return ticketIds.length;
      });
      async function applyBulk(tx: Tx): Promise<number[]> {
        if (!changes.status) {
          // No mail to write: one statement for the whole selection.
          const set: Partial<Ticket> = { updatedAt: now() };
          if (changes.priority) set.priority = changes.priority;
          if (changes.category) set.category = changes.category;
          if (changes.assigneeId !== undefined) set.assigneeId = changes.assigneeId;
          return (await bulkUpdate(tx, ids, set)).map((row) => row.id);
        }
        const done: number[] = [];
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          const ticket = await lockTicket(tx, id);
          if (!ticket) continue;
          await change(tx, ticket, changes);
          done.push(id);
        }
        return done;
      }
      deps.mail.nudge();
      const message =
        updated === 1
          ? SUPPORT_MESSAGES.bulkUpdatedOne
          : fillMessage(SUPPORT_MESSAGES.bulkUpdatedMany, { count: String(updated) });
      return { message, updated };
    },

    /** The collision warning: renew this admin's presence and answer who else is on the ticket now. */
    async presence(id: number, admin: Admin, composing: boolean) {
      await ticketOr404(id);
      await touchPresence(db, id, admin.id, composing, now());
      return { others: await othersOn(id, admin.id) };
    },

    async figures(): Promise<SupportFigures> {
      const [byStatus, firstResponse, resolution, breaches, deflections] = await Promise.all([
        countByStatus(db),
        medianMinutes(db, 'first_responded_at'),
        medianMinutes(db, 'solved_at'),
        countBreaches(db, now()),
        // A figure, not a gate: the help centre failing leaves it unknown rather than failing the desk's figures.
        deps.helpDeflections().catch(() => null),
      ]);
      const openByStatus: Record<string, number> = { open: 0, waiting_on_customer: 0, on_hold: 0, solved: 0 };
      for (const row of byStatus) openByStatus[row.status] = Number(row.n);
      return {
        openByStatus,
        medianFirstResponseMinutes: firstResponse,
        medianResolutionMinutes: resolution,
        breaches: Number(breaches),
        deflections,
      };
    },
  };
}
