import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { bearer, nextAddress, readUserRow, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { ConfigError, parseConfig } from '../../config.js';

describe('sign-in, current user and sign-out', () => {
  let t: TestContext;
  let alice: SignedInUser;
  beforeAll(async () => {
    // At the production cost, which the tests elsewhere lower (PASSWORD_HASH_COST): this file checks the stored hash.
    t = await createTestApp({ PASSWORD_HASH_COST: 'owasp' });
    alice = await registerUser(t.app, {
      username: 'Alice_1',
      email: 'Alice@Example.test',
      password: 'correct horse battery',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (username: unknown, password: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

  it('signs in by username and answers a token and the user', async () => {
    const res = await login('Alice_1', 'correct horse battery');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.user).toEqual({
      id: alice.user.id,
      username: 'Alice_1',
      email: 'Alice@Example.test',
      firstName: 'Test',
      lastName: 'User',
      role: 'client',
      profileImageUrl: null,
      locale: null,
      isAnonymous: false,
      userGroupId: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|recoveryPhraseHash/);
  });

  it('signs in by e-mail and by username in any letter case', async () => {
    for (const username of ['alice@example.TEST', 'ALICE@EXAMPLE.TEST', 'alice_1', ' Alice_1 ']) {
      const res = await login(username, 'correct horse battery');
      expect(res.statusCode, username).toBe(200);
      expect(res.json().user.id).toBe(alice.user.id);
    }
  });

  it('issues a new, unique token on every sign-in', async () => {
    const tokens = new Set<string>([alice.token]);
    for (let i = 0; i < 5; i++) {
      const res = await login('Alice_1', 'correct horse battery');
      tokens.add(res.json().token);
    }
    expect(tokens.size).toBe(6);
    for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(43);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody-here', 'correct horse battery');
    const wrong = await login('Alice_1', 'wrong password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.invalidLogin });
    expect(wrong.body).toBe(unknown.body);
  });

  it("answers in the requester's language: the switcher's cookie, else Accept-Language; English stays the contract", async () => {
    const attempt = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextAddress(), headers, payload });
    const wrong = { username: 'Alice_1', password: 'wrong password' };
    expect((await attempt({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, wrong)).json()).toEqual({
      message: 'Usuario o contraseña no válidos',
    });
    // The cookie (the switcher's choice) beats the browser's language.
    expect((await attempt({ 'accept-language': 'es', cookie: 'x=1; hf_locale=ar' }, wrong)).json()).toEqual({
      message: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    });
    // A validation message too, and a language HostFree does not ship falls back to English.
    expect((await attempt({ 'accept-language': 'fr-CA' }, { username: '', password: 'x' })).json()).toMatchObject({
      message: 'Le nom d’utilisateur est obligatoire',
    });
    expect((await attempt({ 'accept-language': 'de-DE,de' }, wrong)).json()).toEqual({
      message: ACCOUNT_MESSAGES.invalidLogin,
    });
  });

  it('checks the password exactly as typed', async () => {
    expect((await login('Alice_1', 'Correct horse battery')).statusCode).toBe(401);
    expect((await login('Alice_1', 'correct horse battery ')).statusCode).toBe(401);
  });

  it('validates the body with the spec messages', async () => {
    expect((await login('', 'x')).json()).toMatchObject({ message: 'Username is required' });
    expect((await login('alice', '')).json()).toMatchObject({ message: 'Password is required' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Username is required');
  });

  it('stores the password as argon2id with the OWASP parameters, and equal passwords hash differently', async () => {
    const bob = await registerUser(t.app, { password: 'correct horse battery' });
    const aliceRow = await readUserRow(t.database.db, alice.user.id);
    const bobRow = await readUserRow(t.database.db, bob.user.id);
    expect(aliceRow.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(bobRow.passwordHash).not.toBe(aliceRow.passwordHash);
  });

  it('hashes at the OWASP cost unless NODE_ENV=test, and production refuses the minimal one', () => {
    expect(parseConfig({}).passwordHashCost).toBe('owasp');
    expect(parseConfig({ NODE_ENV: 'production' }).passwordHashCost).toBe('owasp');
    expect(parseConfig({ NODE_ENV: 'test' }).passwordHashCost).toBe('minimal');
    expect(() => parseConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'minimal' })).toThrow(ConfigError);
    expect(() => parseConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('GET /api/user answers the signed-in user, and 401 without or with a bad token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(alice.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.user.id, username: 'Alice_1' });
    expect(res.json()).not.toHaveProperty('displayPassword');
    expect(res.headers['cache-control']).toBe('no-store');

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: ACCOUNT_MESSAGES.authenticationRequired });
    for (const header of ['Bearer nope', 'Bearer ' + 'a'.repeat(300), 'Basic abc', `Bearer ${alice.token}x`]) {
      const bad = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: header } });
      expect(bad.statusCode, header).toBe(401);
    }
  });

  it('logout revokes the token server-side and keeps other sessions', async () => {
    const first = (await login('Alice_1', 'correct horse battery')).json().token as string;
    const second = (await login('Alice_1', 'correct horse battery')).json().token as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second) })).statusCode).toBe(200);
  });

  it('logout without a token is harmless', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    const withBadToken = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer('not-a-token') });
    expect(withBadToken.statusCode).toBe(200);
  });

  it('GET /api/login redirects the browser to /auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});
