import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { RATE_LIMITS } from '../rate-limit/limits.js';
import { createClock, nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('sign-in rate limits', () => {
  const clock = createClock();
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp({}, { now: clock.now }); });
  afterAll(async () => { await t?.close(); });

  const login = (username: string, password: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

  it('limits attempts per account across addresses, the same for known and unknown accounts', async () => {
    const victim = await registerUser(t.app, { username: 'victim', email: 'victim@example.test' });
    const { max } = RATE_LIMITS.loginPerAccount;
    for (let i = 0; i < max; i++) {
      // Username and e-mail name the same account and share its counter.
      expect((await login(i % 2 ? 'victim' : 'Victim@Example.test', 'wrong')).statusCode).toBe(401);
      expect((await login('ghost-account', 'wrong')).statusCode).toBe(401);
    }
    const known = await login('VICTIM', 'wrong');
    const unknown = await login('ghost-account', 'wrong');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.rateLimited });
    expect(unknown.body).toBe(known.body);
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
    // The right password during the lock gets the same answer: the limit reveals nothing.
    const right = await login('victim', victim.password);
    expect(right.statusCode).toBe(429);
    expect(right.body).toBe(known.body);

    clock.advance(RATE_LIMITS.loginPerAccount.windowMs);
    expect((await login('victim', victim.password)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts', async () => {
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
      expect((await login(`someone-${i}`, 'wrong', address)).statusCode).toBe(401);
    }
    const res = await login('someone-else', 'wrong', address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login('someone-else', 'wrong')).statusCode).toBe(401);
  });

  it('X-Forwarded-For is not believed without TRUST_PROXY_HOPS', async () => {
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
      await login(`spoof-${i}`, 'wrong', address);
    }
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress: address,
      headers: { 'x-forwarded-for': '203.0.113.7' }, payload: { username: 'spoof-x', password: 'wrong' },
    });
    expect(res.statusCode).toBe(429);
  });
});
