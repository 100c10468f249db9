import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, EMAIL_ALREADY_EXISTS } from '../../../contract/accounts.js';
import { RATE_LIMITS } from '../rate-limit/limits.js';
import { bearer, nextAddress, readUserRow, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

describe('PATCH /api/user/{id}', () => {
  let t: TestContext;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (id: number, token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${id}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username, password },
    });

  it('updates the names and e-mail, trimmed', async () => {
    const me = await registerUser(t.app);
    const res = await patch(me.user.id, me.token, {
      firstName: '  Ada ',
      lastName: ' Lovelace  ',
      email: ' ada@example.test ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('clears the e-mail with null or an empty string', async () => {
    const me = await registerUser(t.app);
    expect((await patch(me.user.id, me.token, { email: null })).json().email).toBeNull();
    await patch(me.user.id, me.token, { email: 'back@example.test' });
    expect((await patch(me.user.id, me.token, { email: '' })).json().email).toBeNull();
  });

  it('saving an e-mail on an anonymous account keeps it anonymous', async () => {
    const anon = (
      await t.app.inject({
        method: 'POST',
        url: '/api/register-anonymous',
        remoteAddress: nextAddress(),
        payload: { email: 'first-anon@example.test' },
      })
    ).json();
    const res = await patch(anon.user.id, anon.token, { email: 'new-anon@example.test' });
    expect(res.json()).toMatchObject({ email: 'new-anon@example.test', isAnonymous: true });
  });

  it("answers EMAIL_ALREADY_EXISTS for another user's address in any case, and allows one's own", async () => {
    const other = await registerUser(t.app, { email: 'taken@example.test' });
    const me = await registerUser(t.app);
    const res = await patch(me.user.id, me.token, { email: 'TAKEN@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(EMAIL_ALREADY_EXISTS);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailTakenByOther });
    const own = await patch(other.user.id, other.token, { email: 'Taken@Example.test' });
    expect(own.statusCode).toBe(200);
  });

  it("answers 404 for another user's id and unknown ids, changing nothing", async () => {
    const victim = await registerUser(t.app);
    const attacker = await registerUser(t.app);
    const res = await patch(victim.user.id, attacker.token, { firstName: 'Hacked', password: 'new-secret' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.userNotFound });
    expect((await patch(999_999, attacker.token, { firstName: 'X' })).statusCode).toBe(404);
    expect((await readUserRow(t.database.db, victim.user.id)).firstName).toBe('Test');
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('answers 401 when signed out and 400 for a malformed id', async () => {
    const me = await registerUser(t.app);
    expect((await patch(me.user.id, null, { firstName: 'X' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/user/abc', headers: bearer(me.token), payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses role, group, anonymity and other unknown fields, leaving the row unchanged', async () => {
    const me = await registerUser(t.app);
    const before = await readUserRow(t.database.db, me.user.id);
    for (const payload of [
      { role: 'admin' },
      { userGroupId: 2 },
      { isAnonymous: true },
      { firstName: 'X', role: 'admin' },
      { username: 'root' },
      { passwordHash: 'x' },
      { constructor: 'x' },
    ]) {
      const res = await patch(me.user.id, me.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const proto = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.user.id}`,
      headers: { ...bearer(me.token), 'content-type': 'application/json' },
      payload: '{"__proto__":{"role":"admin"},"firstName":"Proto"}',
    });
    expect(proto.statusCode).toBe(400);
    expect(await readUserRow(t.database.db, me.user.id)).toEqual(before);
  });

  it('validates e-mail and password with the contract messages', async () => {
    const me = await registerUser(t.app);
    const badEmail = await patch(me.user.id, me.token, { email: 'not-an-email' });
    expect(badEmail.json()).toMatchObject({ message: 'Please enter a valid email address' });
    const shortPassword = await patch(me.user.id, me.token, { password: '12345', currentPassword: me.password });
    expect(shortPassword.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
  });

  describe('password change', () => {
    it('requires and verifies the current password for one’s own account', async () => {
      const me = await registerUser(t.app);
      const missing = await patch(me.user.id, me.token, { password: 'brand-new-1' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
        error: 'currentPasswordRequired',
      });
      const wrong = await patch(me.user.id, me.token, { password: 'brand-new-1', currentPassword: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordWrong, error: 'currentPasswordWrong' });
      expect((await login(me.email, me.password)).statusCode).toBe(200);
    });

    it('changes the password, keeps the current session and ends the others', async () => {
      const me = await registerUser(t.app);
      const otherSession = (await login(me.email, me.password)).json().token;
      const res = await patch(me.user.id, me.token, { password: 'brand-new-2', currentPassword: me.password });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(me.token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(otherSession) })).statusCode).toBe(
        401,
      );
      expect((await login(me.email, me.password)).statusCode).toBe(401);
      expect((await login(me.email, 'brand-new-2')).statusCode).toBe(200);
      expect((await readUserRow(t.database.db, me.user.id)).passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('lets an admin set another user’s password without the current one, ending all their sessions', async () => {
      const user = await registerUser(t.app);
      const res = await patch(user.user.id, admin.token, { password: 'set-by-admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(user.user.id);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) })).statusCode).toBe(
        401,
      );
      expect((await login(user.email, 'set-by-admin')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin.token) })).statusCode).toBe(
        200,
      );
    });

    it('still asks an admin for their own current password', async () => {
      const res = await patch(admin.user.id, admin.token, { password: 'admin-new-pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
        error: 'currentPasswordRequired',
      });
    });

    it('lets an admin edit another user’s profile fields', async () => {
      const user = await registerUser(t.app);
      const res = await patch(user.user.id, admin.token, { firstName: 'Edited' });
      expect(res.json()).toMatchObject({ id: user.user.id, firstName: 'Edited' });
    });
  });
});

describe('update-email and check-email-exists', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /api/update-email sets the signed-in user’s address', async () => {
    const me = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      headers: bearer(me.token),
      payload: { email: 'updated@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: ACCOUNT_MESSAGES.emailUpdated,
      user: expect.objectContaining({ id: me.user.id, email: 'updated@example.test' }),
    });
  });

  it('POST /api/update-email refuses a taken address, a bad one, and anonymous callers', async () => {
    await registerUser(t.app, { email: 'owner@example.test' });
    const me = await registerUser(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      headers: bearer(me.token),
      payload: { email: 'Owner@example.test' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('EMAIL_ALREADY_EXISTS');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      headers: bearer(me.token),
      payload: { email: 'nope' },
    });
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address', field: 'email' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      payload: { email: 'x@example.test' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('POST /api/check-email-exists answers hasAccess, case-insensitively', async () => {
    await registerUser(t.app, { email: 'member@example.test' });
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/check-email-exists',
        remoteAddress: nextAddress(),
        payload: { email },
      });
    expect((await ask('MEMBER@example.test')).json()).toEqual({ hasAccess: true });
    expect((await ask('stranger@example.test')).json()).toEqual({ hasAccess: false });
    expect((await ask('bad')).statusCode).toBe(400);
  });

  it('POST /api/check-email-exists is rate-limited per address', async () => {
    const address = nextAddress();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.emailCheckPerAddress.max; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: '/api/check-email-exists',
          remoteAddress: address,
          payload: { email: `probe${i}@example.test` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
