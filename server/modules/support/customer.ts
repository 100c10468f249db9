import {
  SUPPORT_MESSAGES,
  SUPPORT_PAGE_SIZE,
  type CreateTicketBody,
  type CustomerTicket,
} from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import type { DeskContext } from './context.js';
import type { SupportDeps } from './deps.js';
import { findTicket, listAttachments, listMessages, listTicketsOfUser, type Ticket } from './repo.js';
import type { Threads } from './threads.js';
import { toCustomerTicket, toSummary } from './views.js';

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
      return { tickets: (await listTicketsOfUser(db, customer.id, SUPPORT_PAGE_SIZE * 4)).map(toSummary) };
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
      return view(await ownTicket(customer, id));
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
