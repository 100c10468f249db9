import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { userGroups } from '../../db/schema/index.js';
import { hashRecoveryPhrase } from './credentials.js';
import { bearer, fingerprintOf, nextAddress, readUserRow } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('anonymous registration', () => {
  let t: TestContext;
  beforeAll(async () => {
    // At the production cost, which the tests elsewhere lower (PASSWORD_HASH_COST): this file checks the stored hash.
    t = await createTestApp({ PASSWORD_HASH_COST: 'owasp' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const registerAnonymous = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register-anonymous', remoteAddress: nextAddress(), payload });

  it('generates a username, a strong password and a 12-word recovery phrase, shown once', async () => {
    const res = await registerAnonymous({
      email: 'anon@example.test',
      fingerprintHash: fingerprintOf('anon-1'),
      deviceInfo: { language: 'en' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({
        username: body.username,
        email: 'anon@example.test',
        isAnonymous: true,
        role: 'client',
        displayPassword: body.password,
      }),
      username: expect.stringMatching(/^user_[a-z2-7]{8}$/),
      password: expect.any(String),
      recoveryPhrase: expect.any(String),
      email: 'anon@example.test',
      message: ACCOUNT_MESSAGES.anonymousCreated,
    });
    expect(body.password).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(body.recoveryPhrase.split(' ')).toHaveLength(12);
    expect(validateMnemonic(body.recoveryPhrase, wordlist)).toBe(true);

    const free = (await t.database.db.select().from(userGroups).where(eq(userGroups.name, 'Free')))[0];
    const row = await readUserRow(t.database.db, body.user.id);
    expect(row.userGroupId).toBe(free.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.recoveryPhraseHash).toBe(hashRecoveryPhrase(body.recoveryPhrase));
    // Nothing in the row holds the phrase's words or the password in plain text.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(body.password);
    const words: string[] = body.recoveryPhrase.split(' ');
    for (let i = 1; i < words.length; i++) expect(stored).not.toContain(`${words[i - 1]} ${words[i]}`);

    // The generated credentials sign in, and no later answer shows them again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: body.username, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).not.toHaveProperty('displayPassword');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(me.json()).not.toHaveProperty('displayPassword');
    expect(me.body).not.toContain(body.password);
  });

  it('gives every account its own credentials', async () => {
    const a = (await registerAnonymous({ email: 'anon-a@example.test' })).json();
    const b = (await registerAnonymous({ email: 'anon-b@example.test' })).json();
    expect(a.username).not.toBe(b.username);
    expect(a.password).not.toBe(b.password);
    expect(a.recoveryPhrase).not.toBe(b.recoveryPhrase);
    expect(a.token).not.toBe(b.token);
  });

  it('requires a valid e-mail', async () => {
    for (const payload of [{}, { email: '' }, { email: 'nope' }]) {
      const res = await registerAnonymous(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
    }
  });

  it('refuses an e-mail that already has an account', async () => {
    const res = await registerAnonymous({ email: 'ANON@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailRegistered });
  });
});
