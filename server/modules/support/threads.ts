import { RATE_LIMITS } from '../rate-limit/index.js';
import { SUPPORT_MESSAGES, type SupportCategory, type SupportRef } from '../../../contract/support.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { SupportDeps } from './deps.js';
import type { Notifier } from './notify.js';
import { insertMessage, insertTicket, lockTicket, recordInbound, updateTicket, type Ticket } from './repo.js';
import type { DeskSettings } from './settings.js';

// Writing to a thread, whoever writes: a new ticket, a customer's answer (on the page, by the signed link or by
// mail), an admin's answer or internal note. Each is one transaction with its mail.

export interface NewTicket {
  userId: number | null;
  email: string;
  subject: string;
  category: SupportCategory;
  body: string;
  ref?: SupportRef | null;
  helpToken?: string;
  via: 'web' | 'mail';
}

export function createThreads(deps: SupportDeps, settings: DeskSettings, notify: Notifier) {
  const { db, now, rateLimits } = deps;

  return {
    notifyStatus: notify.statusChanged,

    async open(input: NewTicket): Promise<Ticket> {
      const at = now();
      const ticket = await db.transaction(async (tx) => {
        const row = await insertTicket(tx, {
          userId: input.userId,
          email: input.email.toLowerCase(),
          subject: input.subject,
          category: input.category,
          refKind: input.ref?.kind ?? null,
          refId: input.ref?.id ?? null,
          helpToken: input.helpToken ?? null,
          priority: input.category === 'abuse_appeal' ? 'high' : 'normal',
          firstResponseDueAt: await settings.dueAt(tx, input.category === 'abuse_appeal' ? 'high' : 'normal', at),
          lastMessageAt: at,
          createdAt: at,
          updatedAt: at,
        });
        await insertMessage(tx, {
          ticketId: row.id,
          author: 'customer',
          authorUserId: input.userId,
          body: input.body,
          via: input.via,
          createdAt: at,
        });
        await notify.received(tx, row);
        return row;
      });
      deps.mail.nudge();
      // After the commit: the ticket stands whatever the help centre answers, and its figure is only a count.
      if (input.helpToken)
        await deps
          .ticketFollowedHelp(input.helpToken)
          .catch((error: unknown) =>
            deps.log.warn({ err: error, ticketId: ticket.id }, 'help centre not told of a followed ticket'),
          );
      deps.log.info(
        { event: 'support-ticket-opened', ticketId: ticket.id, category: ticket.category },
        'ticket opened',
      );
      return ticket;
    },

    /** A customer's answer: a solved or waiting ticket is open again; a closed one takes no more. */
    async customerAnswer(
      ticketId: number,
      body: string,
      via: 'web' | 'mail',
      userId: number | null,
      /** A mail's Message-ID: the answer is added once however often the provider posts it. */
      inboundMessageId?: string,
    ) {
      await rateLimits.consumeAttempt(RATE_LIMITS.supportMessagesPerTicket, ticketId);
      const at = now();
      const message = await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, ticketId);
        if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
        if (ticket.status === 'closed') throw new AppError('CONFLICT', SUPPORT_MESSAGES.ticketClosed);
        if (inboundMessageId && !(await recordInbound(tx, inboundMessageId, ticketId, 'added'))) return null;
        const row = await insertMessage(tx, {
          ticketId,
          author: 'customer',
          authorUserId: userId,
          body,
          via,
          createdAt: at,
        });
        await updateTicket(tx, ticketId, {
          status: ticket.status === 'on_hold' ? 'on_hold' : 'open',
          solvedAt: null,
          lastMessageAt: at,
          updatedAt: at,
        });
        return row;
      });
      return message;
    },

    /** An admin's answer (mailed, sets the first response) or internal note (never mailed, changes nothing else). */
    async adminAnswer(
      tx: DbOrTx,
      ticket: Ticket,
      adminId: number,
      body: string,
      internal: boolean,
      status: Ticket['status'] | undefined,
    ) {
      const at = now();
      const message = await insertMessage(tx, {
        ticketId: ticket.id,
        author: 'admin',
        authorUserId: adminId,
        body,
        internal,
        createdAt: at,
      });
      if (internal) {
        const updated =
          status && status !== ticket.status
            ? await updateTicket(tx, ticket.id, statusChange(ticket, status, at))
            : ticket;
        return { message, ticket: updated ?? ticket };
      }
      const next = status ?? 'waiting_on_customer';
      const updated = (await updateTicket(tx, ticket.id, {
        ...statusChange(ticket, next, at),
        firstRespondedAt: ticket.firstRespondedAt ?? at,
        lastMessageAt: at,
      }))!;
      await notify.replied(tx, updated, message.id, body);
      return { message, ticket: updated };
    },
  };
}

/** The columns a status change sets: solved and closed keep their moments, reopening clears them. */
export function statusChange(ticket: Ticket, status: string, at: Date) {
  return {
    status,
    solvedAt:
      status === 'solved'
        ? ticket.status === 'solved'
          ? ticket.solvedAt
          : at
        : status === 'closed'
          ? ticket.solvedAt
          : null,
    closedAt: status === 'closed' ? at : null,
    updatedAt: at,
  };
}

export type Threads = ReturnType<typeof createThreads>;
