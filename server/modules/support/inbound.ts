import { SUPPORT_BODY_MAX, SUPPORT_MESSAGES } from '../../../contract/support.js';
import { AppError, isAppError } from '../../errors.js';
import type { SupportDeps } from './deps.js';
import { machineMailReason, stripQuotedHistory, type InboundMailProvider } from './inbound-mail.js';
import { findTicket, recordInbound } from './repo.js';
import type { DeskSettings } from './settings.js';
import type { Threads } from './threads.js';

// Answers by mail: the provider's webhook, verified by its signature, then the same path for every provider.
// A mail enters a thread only through its signed reply address and from the ticket's own address; the subject is
// never used to find a thread. Everything else is recorded and dropped with a 200, so the provider does not
// retry mail we will never take.

export function createInbound(
  deps: SupportDeps,
  threads: Threads,
  settings: DeskSettings,
  ownAddresses: () => Promise<string[]>,
) {
  const { links, now, replyDomain, log } = deps;

  async function drop(messageId: string, ticketId: number | null, outcome: string) {
    await recordInbound(deps.db, messageId, ticketId, outcome);
    log.info({ event: 'support-inbound-dropped', outcome, ticketId }, 'inbound mail not added');
    return { outcome };
  }

  return {
    async receive(provider: InboundMailProvider, fields: Record<string, unknown>): Promise<{ outcome: string }> {
      const key = await settings.inboundSigningKey();
      // Not set up: 404, which the provider retries for hours, so mail sent while the admin enters the key is kept.
      if (!key) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.inboundNotSetUp);
      if (!provider.verify(key, fields, now())) throw new AppError('FORBIDDEN', SUPPORT_MESSAGES.inboundRejected);
      const mail = provider.parse(fields);

      const machine = machineMailReason(mail, await ownAddresses().catch(() => []), replyDomain);
      if (machine) return drop(mail.messageId, null, machine);
      const ticketId = links.ticketOfReplyAddress(mail.recipient);
      if (!ticketId) return drop(mail.messageId, null, 'no-thread');
      const ticket = await findTicket(deps.db, ticketId);
      if (!ticket) return drop(mail.messageId, null, 'no-thread');
      if (mail.from !== ticket.email) return drop(mail.messageId, ticketId, 'sender-mismatch');
      const text = stripQuotedHistory(mail.strippedText ?? mail.text).slice(0, SUPPORT_BODY_MAX);
      if (!text) return drop(mail.messageId, ticketId, 'empty');
      try {
        const added = await threads.customerAnswer(ticketId, text, 'mail', ticket.userId, mail.messageId);
        return { outcome: added ? 'added' : 'duplicate' };
      } catch (error) {
        // A closed ticket or a flood on one thread: kept out, and the provider told not to retry.
        if (isAppError(error) && (error.code === 'CONFLICT' || error.code === 'RATE_LIMITED'))
          return drop(mail.messageId, ticketId, error.code === 'CONFLICT' ? 'closed' : 'rate-limited');
        throw error;
      }
    },
  };
}

export type Inbound = ReturnType<typeof createInbound>;
