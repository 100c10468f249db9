import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { auditEvents, mailOutbox, users } from '../../db/schema/index.js';
import { ADMIN_MESSAGES } from '../../../contract/admin.js';
import {
  bearer,
  createClock,
  nextAddress,
  registerAdmin,
  registerUser,
  type SignedInUser,
} from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// TOTP two-factor sign-in with single-use recovery codes.
describe('two-factor sign-in', () => {
  const clock = createClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const codeFor = (secret: string, offsetS = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetS });
  const login = (username: string, password: string, address = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { username, password } });
  const secondStep = (payload: Record<string, unknown>, address = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/2fa', remoteAddress: address, payload });

  async function enable(u: SignedInUser) {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/setup',
      headers: bearer(u.token),
      payload: { currentPassword: u.password },
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/confirm',
      headers: bearer(u.token),
      payload: { code: await codeFor(secret), currentPassword: u.password },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    clock.advance(30_000); // the confirming code's step is used up
    return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  it('seals the secret, keeps codes hashed, and asks for the code only after the right password', async () => {
    const u = await registerUser(t.app);
    const { secret, recoveryCodes } = await enable(u);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpSecret).toMatch(/^v1\./);

    const wrong = await login(u.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).not.toHaveProperty('challengeToken');

    const first = await login(u.email, u.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    expect(first.json()).not.toHaveProperty('token');
    const { challengeToken } = first.json();

    const bad = await secondStep({ challengeToken, code: '000000' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.codeInvalid);

    const code = await codeFor(secret);
    const ok = await secondStep({ challengeToken, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ok.json().token) })).statusCode).toBe(
      200,
    );
    // The same code cannot be used twice (RFC 6238 §5.2).
    expect((await secondStep({ challengeToken, code })).statusCode).toBe(401);

    // A recovery code works once, in any case and with or without the hyphens.
    const again = (await login(u.email, u.password)).json();
    const viaRecovery = await secondStep({
      challengeToken: again.challengeToken,
      recoveryCode: recoveryCodes[0]!.toUpperCase().replace(/-/g, ''),
    });
    expect(viaRecovery.statusCode, viaRecovery.body).toBe(200);
    expect(viaRecovery.json().recoveryCodesLeft).toBe(9);
    const reused = await secondStep({ challengeToken: again.challengeToken, recoveryCode: recoveryCodes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.recoveryCodeInvalid);

    const actions = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, u.user.id))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'two_factor.enabled',
        'auth.sign_in_failed',
        'auth.two_factor_failed',
        'auth.sign_in',
        'auth.recovery_code_used',
      ]),
    );
  });

  it('refuses a challenge that expired or was forged', async () => {
    const u = await registerUser(t.app);
    const { secret } = await enable(u);
    const { challengeToken } = (await login(u.email, u.password)).json();
    const forged = challengeToken.replace(/^\d+/, String(u.user.id + 1));
    expect((await secondStep({ challengeToken: forged, code: await codeFor(secret) })).json().message).toBe(
      ACCOUNT_SAFETY_MESSAGES.challengeExpired,
    );
    clock.advance(5 * 60_000 + 1000);
    const late = await secondStep({ challengeToken, code: await codeFor(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.challengeExpired);
    expect((await secondStep({ challengeToken: '999999.99999999999.x', code: '123456' })).statusCode).toBe(401);
  });

  it('limits wrong codes like sign-in', async () => {
    const u = await registerUser(t.app);
    await enable(u);
    const { challengeToken } = (await login(u.email, u.password)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await secondStep({ challengeToken, code: String(100000 + i) })).statusCode);
    expect(statuses).toContain(429);
  });

  it('turns off only with the password and a code, and then signs in with the password alone', async () => {
    const u = await registerUser(t.app);
    const { secret } = await enable(u);
    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/disable',
      headers: bearer(u.token),
      payload: { currentPassword: u.password, code: '000000' },
    });
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/disable',
      headers: bearer(u.token),
      payload: { currentPassword: 'nope', code: await codeFor(secret) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/disable',
      headers: bearer(u.token),
      payload: { currentPassword: u.password, code: await codeFor(secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers: bearer(u.token) });
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(u.email, u.password)).json()).toHaveProperty('token');
  });

  it('an admin resets it for a user locked out of it: sessions end, the owner is told, the trail says who', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    const u = await registerUser(t.app);
    await enable(u);
    const reset = (id: number, token = admin.token, confirmEmail = u.email) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/two-factor/reset`,
        headers: bearer(token),
        payload: { confirmEmail },
      });
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users?search=${u.user.username}`,
          headers: bearer(admin.token),
        })
      ).json()[0];
    expect((await listed()).twoFactorEnabled).toBe(true);

    expect((await reset(u.user.id, u.token)).statusCode).toBe(403);
    const self = await reset(admin.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.cannotResetOwnTwoFactor);
    expect((await reset(2_147_000_000)).statusCode).toBe(404);
    // The admin types the user's e-mail; another address, or none, changes nothing.
    const mistyped = await reset(u.user.id, admin.token, `x${u.email}`);
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().message).toBe(ADMIN_MESSAGES.twoFactorResetConfirmMismatch);
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${u.user.id}/two-factor/reset`,
      headers: bearer(admin.token),
      payload: { confirmEmail: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ADMIN_MESSAGES.twoFactorResetConfirmRequired);
    expect((await listed()).twoFactorEnabled).toBe(true);

    const ok = await reset(u.user.id, admin.token, u.email.toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(ADMIN_MESSAGES.twoFactorReset);
    expect((await listed()).twoFactorEnabled).toBe(false);
    // Whoever held a session signs in again, now with the password alone.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) })).statusCode).toBe(401);
    expect((await login(u.email, u.password)).json()).toHaveProperty('token');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const trail = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, u.user.id));
    expect(
      trail.filter((e) => e.action === 'two_factor.reset').map((e) => ({ actorId: e.actorId, details: e.details })),
    ).toEqual([{ actorId: admin.user.id, details: { byAdmin: true, email: u.email, username: u.user.username } }]);
    const told = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, u.user.id));
    expect(told.map((m) => m.template)).toContain('two-factor-reset');

    const again = await reset(u.user.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.notEnabled);
  });

  it('confirm needs the current password and a started setup', async () => {
    const u = await registerUser(t.app);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/confirm',
      headers: bearer(u.token),
      payload: { code: '123456', currentPassword: u.password },
    });
    expect(early.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.setupNotStarted);
    const { secret } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/two-factor/setup',
        headers: bearer(u.token),
        payload: { currentPassword: u.password },
      })
    ).json();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/two-factor/confirm',
      headers: bearer(u.token),
      payload: { code: await codeFor(secret), currentPassword: 'wrong-one' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers: bearer(u.token) })).json().enabled,
    ).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/two-factor/setup',
          payload: { currentPassword: 'whatever-1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('sends an admin without 2FA to set it up when the registration setting requires it', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/registration-settings',
      headers: bearer(admin.token),
      payload: { deviceLimitsEnabled: true, adminsRequireTwoFactor: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ deviceLimitsEnabled: true, adminsRequireTwoFactor: true });

    const signIn = await login(admin.email, admin.password);
    expect(signIn.json()).toMatchObject({ twoFactorSetupRequired: true });
    const token = signIn.json().token as string;
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: ACCOUNT_SAFETY_MESSAGES.adminSetupRequired,
      twoFactorSetupRequired: true,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers: bearer(token) })).json().required,
    ).toBe(true);

    await enable({ ...admin, token });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    // A client is never affected by the admin rule.
    const client = await registerUser(t.app);
    expect((await login(client.email, client.password)).json()).not.toHaveProperty('twoFactorSetupRequired');
    // Reset for the other tests in this file.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/registration-settings',
      headers: bearer(token),
      payload: { deviceLimitsEnabled: true, adminsRequireTwoFactor: false },
    });
  });
});
