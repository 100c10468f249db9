import { cannedName, fillCannedPlaceholders } from '../../../contract/support.js';
import type { DeskContextReaders } from './context.js';
import type { Ticket } from './repo.js';

// Canned replies carry placeholders ({{name}}, {{email}}, {{ticket_id}}, {{subject}}, {{agent}}); the server
// fills them in every admin answer, so a canned text pasted into the box reads right for the ticket it answers.
// The filling itself is contract/support.ts's, which the desk's picker shows before sending.

export async function fillPlaceholders(
  body: string,
  ticket: Ticket,
  admin: { username: string },
  readers: Pick<DeskContextReaders, 'findUser'>,
): Promise<string> {
  if (!body.includes('{{')) return body;
  const person = ticket.userId ? await readers.findUser(ticket.userId) : null;
  return fillCannedPlaceholders(body, {
    name: cannedName(person?.username ?? null, ticket.email),
    email: ticket.email,
    ticket_id: String(ticket.id),
    subject: ticket.subject,
    agent: admin.username,
  });
}
