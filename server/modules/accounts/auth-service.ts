import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { AppError } from '../../errors.js';
import { LOGIN_DELAYS, RATE_LIMITS } from '../rate-limit/index.js';
import { digestForLog } from './credentials.js';
import type { AccountsDeps } from './deps.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import { verifyPassword } from './passwords.js';
import { findUserForLogin } from './user-repo.js';
import { toUserView } from './user-view.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { createTwoFactorService } from './two-factor-service.js';
import { createSuspendedSignInCheck } from './suspended-sign-in.js';

export function createAuthService(deps: AccountsDeps) {
  const { db, sessions, rateLimits, loginDevices, audit, log } = deps;
  const twoFactor = createTwoFactorService(deps);
  const refuseIfSuspended = createSuspendedSignInCheck(deps);
  return {
    /**
     * Sign-in by username or e-mail. Unknown account and wrong password give the same answer after the
     * same work (a dummy hash) and the same limits, so neither the status, the body nor the timing tells
     * whether the account exists (security-test-plan B3/B4). Limits are keyed by the account's id when it
     * exists, so alternating username and e-mail does not double the allowance.
     *
     * Throttling (OWASP Authentication CS): every attempt counts against the address; a
     * browser with this account's device cookie is throttled on its own (growing delays per device); any
     * other attempt counts against the account from all untrusted sources together and earns growing delays
     * per account and address. A stranger guessing from anywhere thus slows only himself and other strangers,
     * never the owner's known browsers, and never the owner on another address before 100 tries an hour.
     */
    async login(input: { username: string; password: string }, client: ClientMeta) {
      await rateLimits.consumeAttempt(RATE_LIMITS.loginPerAddress, client.ip);
      const user = await findUserForLogin(db, input.username);
      const account = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;
      const device = user ? loginDevices.deviceOf(client.loginDevice, user.id) : null;
      const delay = device
        ? { rule: LOGIN_DELAYS.perDevice, subject: `${account}|${device}` }
        : { rule: LOGIN_DELAYS.perAccountAndAddress, subject: `${account}|${client.ip}` };
      await rateLimits.checkDelay(delay.rule, delay.subject);
      if (!device) await rateLimits.consumeAttempt(RATE_LIMITS.loginPerAccount, account);
      const isValid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !isValid) {
        await rateLimits.recordFailure(delay.rule, delay.subject);
        log.warn(
          {
            event: 'login_failed',
            usernameDigest: digestForLog(input.username),
            ip: client.ip,
            knownDevice: Boolean(device),
          },
          'sign-in failed',
        );
        // What was typed as a username is not kept (people type passwords there); an existing account is named by id.
        await db.transaction((tx) =>
          audit.record(tx, {
            action: 'auth.sign_in_failed',
            actorId: null,
            subjectUserId: user?.id ?? null,
            targetType: user ? 'user' : null,
            targetId: user?.id ?? null,
            ip: client.ip,
            userAgent: client.userAgent ?? null,
            details: { reason: user ? 'wrong_password' : 'unknown_account' },
          }),
        );
        throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidLogin);
      }
      await rateLimits.clearFailures(delay.rule, delay.subject);
      await refuseIfSuspended(user, client);
      // The password was right; with two-factor on, the session waits for the code (POST /api/auth/2fa).
      if (user.twoFactorEnabled && user.totpSecret) {
        log.info({ event: 'login_password_ok', userId: user.id, ip: client.ip }, 'password right; code asked');
        return {
          twoFactorRequired: true as const,
          challengeToken: twoFactor.issueChallenge({ ...user, totpSecret: user.totpSecret }),
          message: ACCOUNT_SAFETY_MESSAGES.codeRequired,
        };
      }
      const token = await db.transaction(async (tx) => {
        const created = await sessions.createSession(user.id, client, tx);
        await audit.record(tx, {
          action: 'auth.sign_in',
          actorId: user.id,
          subjectUserId: user.id,
          targetType: 'user',
          targetId: user.id,
          ip: client.ip,
          userAgent: client.userAgent ?? null,
          details: { method: 'password' },
        });
        return created;
      });
      log.info({ event: 'login_succeeded', userId: user.id, ip: client.ip, knownDevice: Boolean(device) }, 'signed in');
      // A known device keeps its cookie (and its own throttle); a new one is remembered from now on.
      const setupRequired = await twoFactor.needsTwoFactorSetup(user);
      return {
        token,
        user: toUserView(user),
        ...(setupRequired ? { twoFactorSetupRequired: true } : {}),
        loginDevice: device ? undefined : loginDevices.issue(user.id),
      };
    },

    /** Ends the session behind the presented token; without one there is nothing to end. */
    async logout(session: { sid: string | null; userId?: number }) {
      if (!session.sid) return;
      await sessions.revokeToken(session.sid);
      log.info({ event: 'logout', userId: session.userId }, 'signed out');
    },
  };
}
