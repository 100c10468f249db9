import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { RATE_LIMITS } from '../rate-limit/limits.js';
import { hashRecoveryPhrase } from './credentials.js';
import { bearer, nextAddress, readUserRow } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('account recovery', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const registerAnonymous = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/register-anonymous',
        remoteAddress: nextAddress(),
        payload: { email },
      })
    ).json();
  const recover = (recoveryPhrase: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/recover-account', remoteAddress, payload: { recoveryPhrase } });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username, password },
    });

  it('resets the password, issues a new phrase, ends every session and signs nobody in', async () => {
    const account = await registerAnonymous('recover-me@example.test');
    const secondSession = (await login(account.username, account.password)).json().token;

    const res = await recover(account.recoveryPhrase);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: account.user.id,
      username: account.username,
      email: 'recover-me@example.test',
      role: 'client',
      isAnonymous: true,
      newPassword: expect.stringMatching(/^[A-Za-z0-9_-]{24,}$/),
      recoveryPhrase: expect.any(String),
    });
    expect(body).not.toHaveProperty('token');
    expect(body.recoveryPhrase.split(' ')).toHaveLength(12);
    expect(body.recoveryPhrase).not.toBe(account.recoveryPhrase);

    for (const token of [account.token, secondSession]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await login(account.username, account.password)).statusCode).toBe(401);
    expect((await login(account.username, body.newPassword)).statusCode).toBe(200);

    const row = await readUserRow(t.database.db, account.user.id);
    expect(row.recoveryPhraseHash).toBe(hashRecoveryPhrase(body.recoveryPhrase));
    expect(JSON.stringify(row)).not.toContain(body.recoveryPhrase);
  });

  it('the old phrase stops working and the new one works', async () => {
    const account = await registerAnonymous('phrase-rotation@example.test');
    const first = (await recover(account.recoveryPhrase)).json();
    const again = await recover(account.recoveryPhrase);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.invalidRecoveryPhrase });
    expect((await recover(first.recoveryPhrase)).statusCode).toBe(200);
  });

  it('accepts the phrase with different spacing and capitals', async () => {
    const account = await registerAnonymous('spacing@example.test');
    const messy = `  ${account.recoveryPhrase.toUpperCase().split(' ').join('   ')}\n`;
    expect((await recover(messy)).statusCode).toBe(200);
  });

  it('lets a phrase be used once even by parallel requests', async () => {
    const account = await registerAnonymous('parallel-recovery@example.test');
    const results = await Promise.all([1, 2, 3].map(() => recover(account.recoveryPhrase)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('answers a generic 400 for an unknown phrase and the spec message for an empty one', async () => {
    const unknown = await recover(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid recovery phrase' });
    for (const phrase of ['', '   ', undefined]) {
      const res = await recover(phrase);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Recovery phrase is required');
    }
  });

  it('limits recovery attempts per address', async () => {
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.recoveryPerAddress.max; i++) {
      expect((await recover(`wrong phrase ${i}`, address)).statusCode).toBe(400);
    }
    const res = await recover('wrong phrase again', address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.rateLimited });
  });
});
