import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { auditEvents, users } from '../../db/schema/index.js';
import {
  bearer,
  createClock,
  nextAddress,
  registerAdmin,
  registerUser,
  type SignedInUser,
} from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The two-factor gaps. Sensitive changes need a code, a challenge gives one session, setup checks
// the password before any secret exists.
describe('two-factor gaps', () => {
  const clock = createClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress: nextAddress(), payload, headers: token ? bearer(token) : {} });
  const patch = (id: number, payload: Record<string, unknown>, token: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${id}`,
      remoteAddress: nextAddress(),
      payload,
      headers: bearer(token),
    });
  const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  async function withTwoFactor(): Promise<SignedInUser & { secret: string; recoveryCodes: string[] }> {
    const u = await registerUser(t.app);
    const setup = await post('/api/user/two-factor/setup', { currentPassword: u.password }, u.token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const confirm = await post(
      '/api/user/two-factor/confirm',
      { code: await codeFor(secret), currentPassword: u.password },
      u.token,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    clock.advance(30_000);
    return { ...u, secret, recoveryCodes: confirm.json().recoveryCodes };
  }

  it('setup refuses a wrong password before any secret is created or shown', async () => {
    const u = await registerUser(t.app);
    const wrong = await post('/api/user/two-factor/setup', { currentPassword: 'not-my-password' }, u.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).not.toHaveProperty('secret');
    expect(wrong.json()).not.toHaveProperty('qrCodeDataUrl');
    expect((await row(u.user.id))!.totpPendingSecret).toBeNull();
    const missing = await post('/api/user/two-factor/setup', {}, u.token);
    expect(missing.statusCode).toBe(400);
    expect((await row(u.user.id))!.totpPendingSecret).toBeNull();
    const right = await post('/api/user/two-factor/setup', { currentPassword: u.password }, u.token);
    expect(right.statusCode).toBe(200);
    expect((await row(u.user.id))!.totpPendingSecret).not.toBeNull();
  });

  it('a sign-in challenge gives one session: a second code on it is refused', async () => {
    const u = await withTwoFactor();
    const { challengeToken } = (await post('/api/auth/login', { username: u.email, password: u.password })).json();
    const first = await post('/api/auth/2fa', { challengeToken, code: await codeFor(u.secret) });
    expect(first.statusCode, first.body).toBe(200);
    clock.advance(30_000);
    const second = await post('/api/auth/2fa', { challengeToken, code: await codeFor(u.secret) });
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.challengeUsed);
    expect(second.json()).not.toHaveProperty('token');
    // A recovery code on the used challenge is refused too, and is not used up by the refusal.
    const viaRecovery = await post('/api/auth/2fa', { challengeToken, recoveryCode: u.recoveryCodes[0] });
    expect(viaRecovery.statusCode).toBe(401);
    const fresh = (await post('/api/auth/login', { username: u.email, password: u.password })).json();
    const ok = await post('/api/auth/2fa', { challengeToken: fresh.challengeToken, recoveryCode: u.recoveryCodes[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().recoveryCodesLeft).toBe(9);
  });

  it('two completions of one challenge racing each other give exactly one session', async () => {
    const u = await withTwoFactor();
    const { challengeToken } = (await post('/api/auth/login', { username: u.email, password: u.password })).json();
    const answers = await Promise.all([
      post('/api/auth/2fa', { challengeToken, code: await codeFor(u.secret) }),
      post('/api/auth/2fa', { challengeToken, recoveryCode: u.recoveryCodes[1] }),
      post('/api/auth/2fa', { challengeToken, recoveryCode: u.recoveryCodes[2] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    const signIns = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, u.user.id))
    ).filter((e) => e.action === 'auth.sign_in');
    expect(signIns).toHaveLength(1);
  });

  it('erasure needs a code when two-factor is on: the password alone erases nothing', async () => {
    const u = await withTwoFactor();
    const erase = (extra: Record<string, unknown>, token = u.token) =>
      post('/api/user/erase', { currentPassword: u.password, confirm: 'DELETE', ...extra }, token);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/erase',
          payload: { currentPassword: u.password, confirm: 'DELETE' },
        })
      ).statusCode,
    ).toBe(401);
    const missing = await erase({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.secondFactorRequired);
    const wrong = await erase({ twoFactorCode: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid);
    const usedRecovery = await erase({ twoFactorCode: 'aaaa-bbbb-cccc' });
    expect(usedRecovery.statusCode).toBe(400);
    expect(await row(u.user.id)).toBeDefined();
    const ok = await erase({ twoFactorCode: await codeFor(u.secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await row(u.user.id)).toBeUndefined();
  });

  it('without two-factor, erasure still takes the password alone', async () => {
    const u = await registerUser(t.app);
    const ok = await post('/api/user/erase', { currentPassword: u.password, confirm: 'DELETE' }, u.token);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a password change needs a code (or a recovery code) when two-factor is on', async () => {
    const u = await withTwoFactor();
    const change = (extra: Record<string, unknown>) =>
      patch(u.user.id, { password: 'a-new-password-1', currentPassword: u.password, ...extra }, u.token);
    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.secondFactorRequired);
    expect((await change({ twoFactorCode: '123456' })).statusCode).toBe(400);
    const before = (await row(u.user.id))!.passwordHash;
    expect((await row(u.user.id))!.passwordHash).toBe(before);
    const ok = await change({ twoFactorCode: u.recoveryCodes[3] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await row(u.user.id))!.passwordHash).not.toBe(before);
  });

  it('an e-mail change needs a code when two-factor is on, by either route; an admin changing it for them does not', async () => {
    const u = await withTwoFactor();
    const viaPatch = await patch(u.user.id, { email: `new-${u.email}` }, u.token);
    expect(viaPatch.statusCode).toBe(400);
    expect(viaPatch.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.secondFactorRequired);
    const viaPost = await post('/api/update-email', { email: `new-${u.email}` }, u.token);
    expect(viaPost.statusCode).toBe(400);
    expect((await row(u.user.id))!.email).toBe(u.email);
    // Saving names with the same e-mail is not an e-mail change.
    expect((await patch(u.user.id, { firstName: 'Ann', lastName: 'Lee', email: u.email }, u.token)).statusCode).toBe(
      200,
    );
    const ok = await post(
      '/api/update-email',
      { email: `new-${u.email}`, twoFactorCode: await codeFor(u.secret) },
      u.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await row(u.user.id))!.email).toBe(`new-${u.email}`);

    const admin = await registerAdmin(t.app, t.database.db);
    const byAdmin = await patch(u.user.id, { email: `admin-set-${u.email}` }, admin.token);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
