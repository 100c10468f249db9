import { SUPPORT_MESSAGES, type AdminTicketListQuery } from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import { parseMailgunForward, verifyMailgunSignature } from '../../integrations/mailgun/inbound.js';
import { createAttachments } from './attachments.js';
import { createAutoClose } from './auto-close.js';
import { createDeskContext } from './context.js';
import { createCustomerDesk, type Customer } from './customer.js';
import type { SupportDeps } from './deps.js';
import { createDeskLists } from './desk-lists.js';
import { createGuestDesk } from './guest.js';
import { createInbound } from './inbound.js';
import type { InboundMailProvider } from './inbound-mail.js';
import { createInbox } from './inbox.js';
import { createDeskListCaches, inboxAnswer, nextBreachOf, ownTicketsAnswer } from './list-cache.js';
import { createNotifier } from './notify.js';
import type { ReadyAnswer } from '../../lib/ready-answer.js';
import { findTicket } from './repo.js';
import { createDeskSettings } from './settings.js';
import { createThreads } from './threads.js';

/** The one inbound provider built so far: Mailgun's inbound route (forward(), fully parsed). */
export const MAILGUN_INBOUND: InboundMailProvider = {
  id: 'mailgun',
  verify: verifyMailgunSignature,
  parse: parseMailgunForward,
};

/**
 * The support desk: customers' and guests' tickets, the admins' inbox, mail both ways. The parts live in their own
 * files; this is the surface the routes call.
 */
export function createSupportService(deps: SupportDeps & { ownAddresses: () => Promise<string[]> }) {
  const settings = createDeskSettings(deps);
  const notify = createNotifier(deps, settings.notifyList);
  const threads = createThreads(deps, settings, notify);
  const context = createDeskContext(deps.db, deps.readers);
  const attachments = createAttachments(deps);
  const customer = createCustomerDesk(deps, threads, context);
  const guest = createGuestDesk(deps, threads, customer, deps.readers, attachments);
  const inbox = createInbox(deps, threads, context, settings, deps.readers);
  const lists = createDeskLists(deps);
  const autoClose = createAutoClose(deps, notify);
  const inbound = createInbound(deps, threads, settings, deps.ownAddresses);
  const kept = createDeskListCaches({ changeFeed: deps.changeFeed, log: deps.log, now: deps.now });

  return {
    customer,
    guest,
    inbox,
    lists,
    settings,
    autoClose,
    /** GET /api/support/tickets as JSON, kept per customer between ticket changes (list-cache.ts). */
    myTickets: (who: Customer): ReadyAnswer | Promise<ReadyAnswer> =>
      kept.own.peek(who.id) ??
      kept.own.read(who.id, async () => ({ value: ownTicketsAnswer((await customer.list(who)).tickets), until: null })),
    keptMyTickets: (who: Customer) => kept.own.peek(who.id),
    /**
     * An inbox page as JSON, kept by its request URL between ticket changes and until a row on it turns breached.
     * The breached filter is not kept: a ticket not on the page joins it when its due time passes.
     */
    inboxPage: (url: string, query: AdminTicketListQuery): ReadyAnswer | Promise<ReadyAnswer> =>
      kept.inbox.peek(url) ??
      kept.inbox.read(url, async () => {
        // The moment before the read: a row due in between is already breached on the page and keeps nothing.
        const at = deps.now();
        const page = await inbox.list(query);
        return { value: inboxAnswer(page), until: nextBreachOf(page, at), keep: !query.breached };
      }),
    stopWatchingChanges: kept.stop,
    receiveMailgun: (fields: Record<string, unknown>) => inbound.receive(MAILGUN_INBOUND, fields),

    attachments: {
      addByCustomer: async (who: Customer, ticketId: number, name: string, body: NodeJS.ReadableStream) =>
        attachments.add(await customer.ownTicket(who, ticketId), 'customer', name, body as never),
      async addByAdmin(ticketId: number, name: string, body: NodeJS.ReadableStream) {
        const ticket = await findTicket(deps.db, ticketId);
        if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
        return attachments.add(ticket, 'admin', name, body as never);
      },
      openForCustomer: (who: Customer, id: number) =>
        attachments.open(id, async (ticketId) => (await findTicket(deps.db, ticketId))?.userId === who.id, false),
      openForAdmin: (id: number) => attachments.open(id, async () => true, true),
    },

    /** A thread's signed link token and reply address (the demo's "answer by mail" switch and tests). */
    threadTokenOf: (ticketId: number) => deps.links.sign(ticketId),
    replyAddressOf: (ticketId: number) =>
      `${deps.links.replyLocalPart(ticketId)}@${deps.replyDomain ?? 'reply.invalid'}`,

    /** The desk's figures for /api/admin/metrics. */
    figures: inbox.figures,
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
