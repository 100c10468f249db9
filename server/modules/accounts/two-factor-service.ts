import { ACCOUNT_SAFETY_MESSAGES, TWO_FACTOR_CHALLENGE_TTL_MS } from '../../../contract/account-safety.js';
import { AppError } from '../../errors.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import { LOGIN_DELAYS, RATE_LIMITS } from '../rate-limit/index.js';
import { createCurrentPasswordCheck } from './current-password.js';
import type { AccountsDeps } from './deps.js';
import type { SessionUser } from '../../http/session-user.js';
import {
  challengeSigner,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
  recoveryCodeHasher,
  verifyTotp,
} from './two-factor-codes.js';
import {
  claimTotpStep,
  consumeChallenge,
  countUnusedRecoveryCodes,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactorState,
  isTwoFactorOn,
  replaceRecoveryCodes,
  setPendingSecret,
  useRecoveryCode,
  type TwoFactorState,
} from './two-factor-repo.js';
import { findUserById } from './user-repo.js';
import { createSuspendedSignInCheck } from './suspended-sign-in.js';
import { toUserView } from './user-view.js';
import { ACCOUNT_MESSAGES } from '../../../contract/account-messages.js';

// Two-factor sign-in. The TOTP secret is sealed with the secret box; recovery codes are kept as
// keyed digests and work once each; every accepted TOTP step is remembered so a code cannot be replayed.

export function createTwoFactorService(deps: AccountsDeps) {
  const { db, sessions, rateLimits, devices, secretBox, audit, loginDevices, log, now } = deps;
  const challenges = challengeSigner(secretBox.deriveKey('2fa-challenge'));
  const hashRecoveryCode = recoveryCodeHasher(secretBox.deriveKey('2fa-recovery-codes'));
  const verifyCurrentPassword = createCurrentPasswordCheck(deps);
  const expired = () => new AppError('UNAUTHENTICATED', ACCOUNT_SAFETY_MESSAGES.challengeExpired);
  const refuseIfSuspended = createSuspendedSignInCheck(deps);

  async function stateOf(userId: number): Promise<TwoFactorState> {
    const state = await findTwoFactorState(db, userId);
    if (!state) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);
    return state;
  }

  /** The step of a right authenticator code (not yet claimed), or null. */
  async function checkTotp(state: TwoFactorState, code: string): Promise<number | null> {
    if (!state.totpSecret || !/^\d{6}$/.test(code)) return null;
    return verifyTotp(secretBox.open(state.totpSecret), code, now(), state.totpLastStep);
  }

  const adminMustUseTwoFactor = async (role: string) => role === 'admin' && (await devices.adminsRequireTwoFactor());

  return {
    /** After a right password: the challenge token the code step needs (login answers it instead of a session). */
    issueChallenge(user: { id: number; passwordHash: string; totpSecret: string }): string {
      return challenges.issue(
        user.id,
        now().getTime() + TWO_FACTOR_CHALLENGE_TTL_MS,
        user.passwordHash,
        user.totpSecret,
      );
    },

    /** Whether the login answer should send this user (an admin without 2FA) to set it up first. */
    async needsTwoFactorSetup(user: { role: string; twoFactorEnabled: boolean }): Promise<boolean> {
      return !user.twoFactorEnabled && (await adminMustUseTwoFactor(user.role));
    },

    /** GET /api/user/two-factor */
    async twoFactorStatus(user: SessionUser) {
      const state = await stateOf(user.id);
      const enabled = isTwoFactorOn(state);
      return {
        enabled,
        enabledAt: enabled ? state.totpEnabledAt!.toISOString() : null,
        recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
        required: await adminMustUseTwoFactor(state.role),
      };
    },

    /**
     * POST /api/user/two-factor/setup: a new pending secret (replacing an unconfirmed one), its URI and QR code.
     * The password is checked first: a wrong one never sees, nor creates, a secret.
     */
    async startTwoFactorSetup(user: SessionUser, input: { currentPassword: string }) {
      await verifyCurrentPassword(user.id, input.currentPassword);
      const state = await stateOf(user.id);
      if (isTwoFactorOn(state)) throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await setPendingSecret(db, user.id, secretBox.seal(secret), now());
      const uri = otpauthUri(secret, state.username);
      return { secret, otpauthUri: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
    },

    /** POST /api/user/two-factor/confirm: password and a first code turn it on; ten recovery codes, shown once. */
    async confirmTwoFactor(user: SessionUser, input: { code: string; currentPassword: string }) {
      await verifyCurrentPassword(user.id, input.currentPassword);
      const state = await stateOf(user.id);
      if (isTwoFactorOn(state)) throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.alreadyEnabled);
      if (!state.totpPendingSecret) throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.setupNotStarted);
      const step = await verifyTotp(secretBox.open(state.totpPendingSecret), input.code, now(), null);
      if (step === null) throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.codeInvalid);
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        if (!(await enableTwoFactor(tx, user.id, state.totpPendingSecret!, step, now()))) {
          throw new AppError('CONFLICT', ACCOUNT_SAFETY_MESSAGES.setupNotStarted);
        }
        await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
        await audit.record(tx, {
          action: 'two_factor.enabled',
          subjectUserId: user.id,
          targetType: 'user',
          targetId: user.id,
        });
        await sessions.userChanged(user.id, tx);
      });
      log.info({ event: 'two_factor_enabled', userId: user.id }, 'two-factor on');
      return { message: ACCOUNT_SAFETY_MESSAGES.enabled, recoveryCodes: codes };
    },

    /**
     * A sensitive change (erasure, password or e-mail) by a user with two-factor on needs a current code
     * or a recovery code; the code is used up (as at sign-in). Nothing to do when two-factor is off.
     */
    async requireSecondFactor(userId: number, rawCode: string | undefined) {
      const state = await stateOf(userId);
      if (!isTwoFactorOn(state)) return;
      const code = (rawCode ?? '').replace(/\s+/g, '');
      if (!code)
        throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.secondFactorRequired, { twoFactorRequired: true });
      await rateLimits.consumeAttempt(RATE_LIMITS.twoFactorPerAccount, userId);
      const step = await checkTotp(state, code);
      const accepted = await db.transaction((tx) =>
        step !== null ? claimTotpStep(tx, userId, step) : useRecoveryCode(tx, userId, hashRecoveryCode(code), now()),
      );
      if (!accepted) {
        await db.transaction((tx) =>
          audit.record(tx, {
            action: 'auth.two_factor_failed',
            subjectUserId: userId,
            targetType: 'user',
            targetId: userId,
            details: { method: 'change_confirmation' },
          }),
        );
        throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid, { twoFactorRequired: true });
      }
      if (step === null)
        await db.transaction((tx) =>
          audit.record(tx, {
            action: 'auth.recovery_code_used',
            subjectUserId: userId,
            targetType: 'user',
            targetId: userId,
          }),
        );
    },

    /** POST /api/user/two-factor/disable: password and a code (authenticator or recovery). */
    async disableTwoFactor(user: SessionUser, input: { currentPassword: string; code: string }) {
      await verifyCurrentPassword(user.id, input.currentPassword);
      const state = await stateOf(user.id);
      if (!isTwoFactorOn(state)) throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.notEnabled);
      await rateLimits.consumeAttempt(RATE_LIMITS.twoFactorPerAccount, user.id);
      const code = input.code.replace(/\s+/g, '');
      const step = await checkTotp(state, code);
      await db.transaction(async (tx) => {
        const accepted =
          step !== null
            ? await claimTotpStep(tx, user.id, step)
            : await useRecoveryCode(tx, user.id, hashRecoveryCode(code), now());
        if (!accepted) throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.codeInvalid);
        await disableTwoFactor(tx, user.id, now());
        await audit.record(tx, {
          action: 'two_factor.disabled',
          subjectUserId: user.id,
          targetType: 'user',
          targetId: user.id,
        });
        await sessions.userChanged(user.id, tx);
      });
      log.info({ event: 'two_factor_disabled', userId: user.id }, 'two-factor off');
      return { message: ACCOUNT_SAFETY_MESSAGES.disabled };
    },

    /**
     * POST /api/auth/2fa: the second step. Limited like the password step (per address, per account, growing
     * waits after wrong codes); a session starts only when the code is right.
     */
    async completeTwoFactorSignIn(
      input: { challengeToken: string; code?: string; recoveryCode?: string },
      client: ClientMeta,
    ) {
      await rateLimits.consumeAttempt(RATE_LIMITS.twoFactorPerAddress, client.ip);
      const claimed = challenges.read(input.challengeToken);
      if (!claimed || claimed.expires < now().getTime()) throw expired();
      const state = await findTwoFactorState(db, claimed.userId);
      if (
        !state ||
        !isTwoFactorOn(state) ||
        !challenges.matches(input.challengeToken, state.passwordHash, state.totpSecret!)
      )
        throw expired();
      const subject = `user:${state.id}`;
      await rateLimits.checkDelay(LOGIN_DELAYS.twoFactor, subject);
      await rateLimits.consumeAttempt(RATE_LIMITS.twoFactorPerAccount, state.id);

      // Suspended between the password and the code: no session, and the reason.
      const person = await findUserById(db, state.id);
      if (person) await refuseIfSuspended(person, client);
      const method = input.recoveryCode !== undefined ? 'recovery_code' : 'totp';
      const step = method === 'totp' ? await checkTotp(state, input.code ?? '') : null;
      const used = new AppError('UNAUTHENTICATED', ACCOUNT_SAFETY_MESSAGES.challengeUsed);
      const result = await db.transaction(async (tx) => {
        const accepted =
          method === 'totp'
            ? step !== null && (await claimTotpStep(tx, state.id, step))
            : await useRecoveryCode(tx, state.id, hashRecoveryCode(input.recoveryCode ?? ''), now());
        if (!accepted) return null;
        // One challenge, one session. Throwing rolls back the code's use too (it can sign in afresh).
        if (
          !(await consumeChallenge(
            tx,
            challenges.digest(input.challengeToken),
            state.id,
            new Date(claimed.expires),
            now(),
          ))
        )
          throw used;
        const token = await sessions.createSession(state.id, client, tx);
        await audit.record(tx, {
          action: 'auth.sign_in',
          actorId: state.id,
          subjectUserId: state.id,
          targetType: 'user',
          targetId: state.id,
          details: { method },
        });
        if (method === 'recovery_code')
          await audit.record(tx, {
            action: 'auth.recovery_code_used',
            actorId: state.id,
            subjectUserId: state.id,
            targetType: 'user',
            targetId: state.id,
          });
        return token;
      });
      if (!result) {
        await rateLimits.recordFailure(LOGIN_DELAYS.twoFactor, subject);
        await db.transaction((tx) =>
          audit.record(tx, {
            action: 'auth.two_factor_failed',
            actorId: null,
            subjectUserId: state.id,
            targetType: 'user',
            targetId: state.id,
            details: { method },
          }),
        );
        log.warn({ event: 'two_factor_failed', userId: state.id, ip: client.ip, method }, 'wrong second-factor code');
        throw new AppError(
          'UNAUTHENTICATED',
          method === 'totp' ? ACCOUNT_SAFETY_MESSAGES.codeInvalid : ACCOUNT_SAFETY_MESSAGES.recoveryCodeInvalid,
        );
      }
      await rateLimits.clearFailures(LOGIN_DELAYS.twoFactor, subject);
      const user = await findUserById(db, state.id);
      if (!user) throw expired();

      log.info({ event: 'login_succeeded', userId: state.id, ip: client.ip, method }, 'signed in with two-factor');
      return {
        token: result,
        user: toUserView(user),
        ...(method === 'recovery_code' ? { recoveryCodesLeft: await countUnusedRecoveryCodes(db, state.id) } : {}),
        loginDevice: loginDevices.deviceOf(client.loginDevice, state.id) ? undefined : loginDevices.issue(state.id),
      };
    },
  };
}
