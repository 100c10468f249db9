import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESEND_MS,
  EMAIL_VERIFICATION_TTL_MS,
  type EmailVerificationStatus,
} from '../../../contract/email-verification.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITS } from '../rate-limit/index.js';
import type { AccountsDeps } from './deps.js';
import {
  findVerification,
  findVerificationByTokenHash,
  markVerified,
  saveVerificationLink,
} from './email-verification-repo.js';
import { generateToken, hashToken } from './tokens.js';
import { findUserById } from './user-repo.js';

// An account proves its e-mail address by following a link sent to it (docs/decisions.md "A verified
// e-mail"). The link's token is stored only as a digest; the message itself goes through the mail outbox in the
// same transaction (AccountEvents.verificationLinkIssued), so a link exists exactly when its e-mail does.

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function createEmailVerificationService({ db, rateLimits, events, mailReady, log, now }: AccountsDeps) {
  async function statusOf(userId: number): Promise<EmailVerificationStatus> {
    // Both by the user's id: side by side (the billing centre's view waits on this before its own reads).
    const [user, row] = await Promise.all([findUserById(db, userId), findVerification(db, userId)]);
    const email = user?.email?.trim() || null;
    const current = row && same(row.email, email) ? row : undefined;
    return { email, verified: Boolean(current?.verifiedAt), sentAt: current?.sentAt.toISOString() ?? null };
  }

  return {
    emailVerification: {
      /** GET /api/email-verification */
      status: statusOf,

      /** POST /api/email-verification: a link to the account's current address (once a minute, 10 an hour). */
      async send(userId: number) {
        const before = await statusOf(userId);
        if (!before.email) throw new AppError('BAD_REQUEST', EMAIL_VERIFICATION_MESSAGES.noEmail);
        if (before.verified) throw new AppError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
        if (before.sentAt && now().getTime() - Date.parse(before.sentAt) < EMAIL_VERIFICATION_RESEND_MS) {
          throw new AppError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.tooSoon);
        }
        // No SMTP: the link would wait in the outbox, so say so rather than "we sent a link".
        if (mailReady && !(await mailReady()))
          throw new AppError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.mailUnavailable);
        await rateLimits.consumeAttempt(RATE_LIMITS.emailVerificationPerUser, userId);
        const token = generateToken();
        const user = (await findUserById(db, userId))!;
        const email = before.email;
        await db
          .transaction(async (tx) => {
            await saveVerificationLink(tx, { userId, email, tokenHash: hashToken(token), sentAt: now() });
            await events?.verificationLinkIssued?.(tx, { id: user.id, username: user.username, email }, token);
          })
          .finally(() => events?.afterCommit?.());
        log.info({ event: 'email-verification-sent', userId }, 'e-mail confirmation link sent');
        return { message: EMAIL_VERIFICATION_MESSAGES.sent(email), status: await statusOf(userId) };
      },

      /** POST /api/email-verification/confirm: the link's token; works once, for 24 hours, for the address it was sent to. */
      async confirm(token: string) {
        const row = await findVerificationByTokenHash(db, hashToken(token));
        const user = row ? await findUserById(db, row.userId) : undefined;
        if (!row || !user || !same(row.email, user.email))
          throw new AppError('BAD_REQUEST', EMAIL_VERIFICATION_MESSAGES.invalidLink);
        if (now().getTime() - row.sentAt.getTime() > EMAIL_VERIFICATION_TTL_MS)
          throw new AppError('BAD_REQUEST', EMAIL_VERIFICATION_MESSAGES.expiredLink);
        await markVerified(db, row.userId, now());
        log.info({ event: 'email-verified', userId: row.userId }, 'e-mail address confirmed');
        return { message: EMAIL_VERIFICATION_MESSAGES.verified, email: row.email };
      },
    },
  };
}
