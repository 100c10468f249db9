import {
  SUPPORT_MESSAGES,
  SUPPORT_PAGE_SIZE,
  type CreateTicketBody,
  type CustomerStatusBody,
  type CustomerTicket,
} from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import type { DeskContext } from './context.js';
import type { SupportDeps } from './deps.js';
import {
  findTicket,
  listAttachments,
  listMessages,
  listTicketsOfUser,
  lockTicket,
  markReadByCustomer,
  updateTicket,
  type Ticket,
} from './repo.js';
import { statusChange, type Threads } from './threads.js';
import { toCustomerRow, toCustomerTicket } from './views.js';

// A signed-in person's tickets. A ticket that is not theirs answers 404, the same as one that does not exist, so
// guessing ids learns nothing.

export interface Customer {
  id: number;
  email: string | null;
  username: string;
}

export function createCustomerDesk(deps: SupportDeps, threads: Threads, context: DeskContext) {
  const { db } = deps;

  async function ownTicket(customer: Customer, id: number): Promise<Ticket> {
    const ticket = await findTicket(db, id);
    if (!ticket || ticket.userId !== customer.id) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
    return ticket;
  }

  async function view(ticket: Ticket): Promise<CustomerTicket> {
    const [messages, attachments] = await Promise.all([
      listMessages(db, ticket.id, false),
      listAttachments(db, ticket.id),
    ]);
    return toCustomerTicket(ticket, messages, attachments);
  }

  return {
    view,
    ownTicket,
    async list(customer: Customer) {
      return { tickets: (await listTicketsOfUser(db, customer.id, SUPPORT_PAGE_SIZE * 4)).map(toCustomerRow) };
    },
    async create(customer: Customer, body: CreateTicketBody) {
      if (body.ref && !(await context.ownsRef(customer.id, customer.email, body.ref)))
        throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.refNotYours, { field: 'ref' });
      // A person without an address (an anonymous account) still gets the thread on the page; mail goes nowhere.
      const email = customer.email ?? `${customer.username}@users.invalid`;
      const ticket = await threads.open({ ...body, userId: customer.id, email, via: 'web', ref: body.ref ?? null });
      return { message: 'Your ticket was opened.', ticket: await view(ticket) };
    },
    async read(customer: Customer, id: number) {
      const ticket = await ownTicket(customer, id);
      // Opening the thread reads every answer so far: the list's unread marker goes.
      await markReadByCustomer(db, ticket.id, deps.now());
      return view(ticket);
    },
    /**
     * The customer's own say on status: solved when they have their answer (it closes after the quiet days, and an
     * answer reopens it), or open again while solved. A closed ticket takes no change; anything else stays as is.
     */
    async setStatus(customer: Customer, id: number, status: CustomerStatusBody['status']) {
      await ownTicket(customer, id);
      const ticket = await db.transaction(async (tx) => {
        const current = (await lockTicket(tx, id))!;
        if (current.status === 'closed') throw new AppError('CONFLICT', SUPPORT_MESSAGES.ticketClosed);
        const changes = status === 'solved' ? current.status !== 'solved' : current.status === 'solved';
        return changes ? ((await updateTicket(tx, id, statusChange(current, status, deps.now()))) ?? current) : current;
      });
      deps.log.info({ event: 'support-customer-status', ticketId: id, status: ticket.status }, 'customer set status');
      return {
        message: status === 'solved' ? SUPPORT_MESSAGES.markedSolved : SUPPORT_MESSAGES.reopened,
        ticket: await view(ticket),
      };
    },
    async reply(customer: Customer, id: number, body: string) {
      const ticket = await ownTicket(customer, id);
      await threads.customerAnswer(ticket.id, body, 'web', customer.id);
      return view((await findTicket(db, id))!);
    },
    myThings: (customer: Customer) => context.myThings(customer.id, customer.email),
  };
}

export type CustomerDesk = ReturnType<typeof createCustomerDesk>;
