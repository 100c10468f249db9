import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITS } from '../rate-limit/index.js';
import { generatePassword, generateRecoveryPhrase, hashRecoveryPhrase } from './credentials.js';
import type { AccountsDeps } from './deps.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import { hashPassword } from './passwords.js';
import { findUserByRecoveryHash, replaceRecoveredCredentials } from './user-repo.js';

export function createRecoveryService({ db, sessions, rateLimits, log, now, events, audit }: AccountsDeps) {
  const invalidPhrase = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.invalidRecoveryPhrase);

  return {
    /**
     * POST /api/recover-account. The phrase is single use: a new password and a new phrase replace the old
     * ones, every session of the account ends, and nobody is signed in (security-test-plan P12, B8).
     */
    async recoverAccount(recoveryPhrase: string, client: ClientMeta) {
      await rateLimits.consumeAttempt(RATE_LIMITS.recoveryPerAddress, client.ip);
      const oldPhraseHash = hashRecoveryPhrase(recoveryPhrase);
      const user = await findUserByRecoveryHash(db, oldPhraseHash);
      if (!user) {
        log.warn({ event: 'recovery_failed', ip: client.ip }, 'account recovery failed');
        throw invalidPhrase();
      }
      const newPassword = generatePassword();
      const newPhrase = generateRecoveryPhrase();
      const passwordHash = await hashPassword(newPassword);
      const updated = await db
        .transaction(async (tx) => {
          const row = await replaceRecoveredCredentials(tx, user.id, oldPhraseHash, {
            passwordHash,
            recoveryPhraseHash: hashRecoveryPhrase(newPhrase),
            updatedAt: now(),
          });
          // Another recovery with the same phrase won the race: this one is as invalid as a wrong phrase.
          if (!row) throw invalidPhrase();
          await sessions.revokeUserSessions(user.id, undefined, tx);
          await events?.passwordReplaced?.(tx, row, 'recovered', client);
          await audit.record(tx, {
            action: 'account.recovered',
            actorId: null,
            subjectUserId: row.id,
            targetType: 'user',
            targetId: row.id,
            ip: client.ip,
            userAgent: client.userAgent ?? null,
          });
          return row;
        })
        .finally(() => events?.afterCommit?.());
      log.info({ event: 'account_recovered', userId: updated.id, ip: client.ip }, 'account recovered');
      return {
        id: updated.id,
        username: updated.username,
        email: updated.email,
        role: updated.role,
        isAnonymous: updated.isAnonymous,
        newPassword,
        recoveryPhrase: newPhrase,
      };
    },
  };
}
