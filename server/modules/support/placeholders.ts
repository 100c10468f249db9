import type { DeskContextReaders } from './context.js';
import type { Ticket } from './repo.js';

// Canned replies carry placeholders ({{name}}, {{email}}, {{ticket_id}}, {{subject}}, {{agent}}); the server
// fills them in every admin answer, so a canned text pasted into the box reads right for the ticket it answers.
// Unknown placeholders are left as typed: an admin sees the mistake in the thread rather than an empty gap.

export async function fillPlaceholders(
  body: string,
  ticket: Ticket,
  admin: { username: string },
  readers: Pick<DeskContextReaders, 'findUser'>,
): Promise<string> {
  if (!body.includes('{{')) return body;
  const person = ticket.userId ? await readers.findUser(ticket.userId) : null;
  const values: Record<string, string> = {
    name: person?.username ?? ticket.email.split('@')[0] ?? 'there',
    email: ticket.email,
    ticket_id: String(ticket.id),
    subject: ticket.subject,
    agent: admin.username,
  };
  return body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
