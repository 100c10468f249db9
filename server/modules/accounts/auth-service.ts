import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITS } from '../rate-limit/limits.js';
import { digestForLog } from './credentials.js';
import type { AccountsDeps } from './deps.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import { verifyPassword } from './passwords.js';
import { findUserForLogin } from './user-repo.js';
import { toUserView } from './user-view.js';

export function createAuthService({ db, sessions, rateLimits, log }: AccountsDeps) {
  return {
    /**
     * Sign-in by username or e-mail. Unknown account and wrong password give the same answer after the
     * same work (a dummy hash) and the same limits, so neither the status, the body nor the timing tells
     * whether the account exists (security-test-plan B3/B4). The per-account counter is keyed by the
     * account's id when it exists, so alternating username and e-mail does not double the allowance.
     */
    async login(input: { username: string; password: string }, client: ClientMeta) {
      await rateLimits.consumeAttempt(RATE_LIMITS.loginPerAddress, client.ip);
      const user = await findUserForLogin(db, input.username);
      await rateLimits.consumeAttempt(RATE_LIMITS.loginPerAccount, user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`);
      const isValid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !isValid) {
        log.warn({ event: 'login_failed', usernameDigest: digestForLog(input.username), ip: client.ip }, 'sign-in failed');
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidLogin);
      }
      const token = await sessions.createSession(user.id, client);
      log.info({ event: 'login_succeeded', userId: user.id, ip: client.ip }, 'signed in');
      return { token, user: toUserView(user) };
    },

    /** Ends the session behind the presented token; without one there is nothing to end. */
    async logout(session: { sid: string | null; userId?: number }) {
      if (!session.sid) return;
      await sessions.revokeToken(session.sid);
      log.info({ event: 'logout', userId: session.userId }, 'signed out');
    },
  };
}
