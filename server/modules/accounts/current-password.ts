import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import { verifyPassword } from './passwords.js';
import { findPasswordHash } from './user-repo.js';

/**
 * Proof that the person at the keyboard knows the password (password change, 2FA on/off, erasure). Counted
 * against the user, so a stolen session token cannot turn it into a guessing oracle.
 */
export function createCurrentPasswordCheck({
  db,
  rateLimits,
  log,
}: {
  db: Db;
  rateLimits: RateLimitService;
  log: AuditLog;
}) {
  return async function verifyCurrentPassword(userId: number, currentPassword: string | undefined): Promise<void> {
    await rateLimits.consumeAttempt(RATE_LIMITS.passwordChangePerUser, userId);
    if (!currentPassword) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordRequired);
    if (!(await verifyPassword(await findPasswordHash(db, userId), currentPassword))) {
      log.warn({ event: 'current_password_refused', userId }, 'wrong current password');
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordWrong);
    }
  };
}
