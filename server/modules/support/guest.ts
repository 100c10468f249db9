import type { Readable } from 'node:stream';
import {
  SUPPORT_MESSAGES,
  SUPPORT_UPLOAD_TOKEN_TTL_MS,
  type CreateGuestTicketBody,
  type SupportRef,
} from '../../../contract/support.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITS } from '../rate-limit/index.js';
import type { Attachments } from './attachments.js';
import type { DeskContextReaders } from './context.js';
import type { CustomerDesk } from './customer.js';
import type { SupportDeps } from './deps.js';
import { findTicket } from './repo.js';
import type { Threads } from './threads.js';

// Tickets from people who cannot sign in: an e-mail address, a proof of work and the per-address limits, then a
// signed link by mail. The answer is the same sentence whether or not the address has an account, a suspension
// or a site, and the thread is read only through the link mailed to that address.

export function createGuestDesk(
  deps: SupportDeps,
  threads: Threads,
  customer: CustomerDesk,
  readers: DeskContextReaders,
  attachments: Attachments,
) {
  const { rateLimits, challenges, links, db } = deps;

  /** An appeal is tied to what the address's person is suspended for: a site, else the person. */
  async function appealRef(email: string, site: string | undefined): Promise<SupportRef | null> {
    const userId = await readers.findUserIdByEmail(email);
    if (!userId) return null;
    if (site) {
      const found = await readers.findSiteByDomain(site.trim().toLowerCase());
      if (found && found.userId === userId && found.status === 'suspended')
        return { kind: 'site_suspension', id: found.id };
    }
    const person = await readers.findUser(userId);
    if (person?.suspendedAt) return { kind: 'user_suspension', id: userId };
    // No site named: a quarantined (or otherwise suspended) site of theirs is what the appeal is about.
    const suspended = (await readers.sites(userId).catch(() => [])).find((s) => s.detail === 'suspended');
    if (suspended) return { kind: 'site_suspension', id: suspended.id };
    const openCase = (await readers.abuseCases(userId).catch(() => [])).find((c) => c.status === 'open');
    return openCase ? { kind: 'abuse_report', id: openCase.id } : null;
  }

  async function threadOf(token: string, check = links.verify(token)) {
    if (!check.ok)
      throw new AppError(
        'FORBIDDEN',
        check.reason === 'expired' ? SUPPORT_MESSAGES.linkExpired : SUPPORT_MESSAGES.linkInvalid,
      );
    const ticket = await findTicket(db, check.ticketId);
    if (!ticket) throw new AppError('FORBIDDEN', SUPPORT_MESSAGES.linkInvalid);
    return ticket;
  }

  return {
    async issueChallenge(ip: string) {
      await rateLimits.consumeAttempt(RATE_LIMITS.supportChallengePerAddress, ip);
      return challenges.issue();
    },

    async create(body: CreateGuestTicketBody, ip: string) {
      await rateLimits.consumeAttempt(RATE_LIMITS.supportGuestPerAddress, ip);
      const check = await challenges.redeem(body.challenge, body.nonce);
      if (check === 'invalid') throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.challengeInvalid);
      if (check === 'used') throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.challengeUsed);
      const email = body.email.toLowerCase();
      await rateLimits.consumeAttempt(RATE_LIMITS.supportGuestPerEmail, email);
      const appeal = body.appeal || body.category === 'abuse_appeal';
      const ref = appeal ? await appealRef(email, body.site) : null;
      const ticket = await threads.open({
        userId: null,
        email,
        subject: body.subject,
        category: appeal ? 'abuse_appeal' : body.category,
        body: body.body,
        ref,
        helpToken: body.helpToken,
        via: 'web',
      });
      // The same sentence for every address; the token adds files to this message only and reads nothing.
      return {
        message: SUPPORT_MESSAGES.guestTicketReceived,
        uploadToken: links.signUpload(ticket.id, SUPPORT_UPLOAD_TOKEN_TTL_MS),
      };
    },

    /** GET /api/support/thread?token=: the thread its signed link opens. */
    async read(token: string) {
      return customer.view(await threadOf(token));
    },

    async reply(token: string, body: string) {
      const ticket = await threadOf(token);
      await threads.customerAnswer(ticket.id, body, 'web', null);
      return customer.view((await findTicket(db, ticket.id))!);
    },

    /** A file on the guest's latest message, by the thread link or the new ticket's upload token. */
    async attach(token: string, name: string, source: Readable) {
      const check = links.verifyUpload(token);
      if (!check.ok) {
        source.resume();
        throw new AppError('FORBIDDEN', SUPPORT_MESSAGES.uploadLinkInvalid);
      }
      return attachments.add(await threadOf(token, check), 'customer', name, source);
    },

    /** An attachment of the thread the link opens (never an internal note's). */
    async openAttachment(token: string, id: number) {
      const ticket = await threadOf(token);
      return attachments.open(id, async (ticketId) => ticketId === ticket.id, false);
    },
  };
}
