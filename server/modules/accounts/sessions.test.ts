import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createClock, nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

const HOUR = 3600_000;

// Expiry rules with a clock the test moves: idle 24 h, absolute 7 days (the configured defaults).
describe('session expiry', () => {
  const clock = createClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const readUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  it('ends a session left idle longer than the idle limit', async () => {
    const { token } = await registerUser(t.app);
    clock.advance(23 * HOUR);
    expect((await readUser(token)).statusCode).toBe(200);
    // Use pushed the idle deadline forward: another 23 h is still within it.
    clock.advance(23 * HOUR);
    expect((await readUser(token)).statusCode).toBe(200);
    clock.advance(24 * HOUR + 1000);
    expect((await readUser(token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime even while it is in use', async () => {
    const { token } = await registerUser(t.app);
    for (let elapsed = 0; elapsed < 6 * 24; elapsed += 20) {
      clock.advance(20 * HOUR);
      expect((await readUser(token)).statusCode, `after ${elapsed + 20} h`).toBe(200);
    }
    // 140 h so far; the lifetime is 168 h.
    clock.advance(28 * HOUR + 1000);
    expect((await readUser(token)).statusCode).toBe(401);
  });

  it('a token from a fresh sign-in works after an old one expired', async () => {
    const { email, password } = await registerUser(t.app);
    clock.advance(8 * 24 * HOUR);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: email, password },
    });
    expect(res.statusCode).toBe(200);
    expect((await readUser(res.json().token)).statusCode).toBe(200);
  });

  it('purgeExpired removes sessions past either deadline', async () => {
    const { token } = await registerUser(t.app);
    clock.advance(25 * HOUR);
    await t.app.services.sessions.purgeExpired();
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.every((row) => row.expire > clock.now() && row.absoluteExpire > clock.now())).toBe(true);
    expect((await readUser(token)).statusCode).toBe(401);
  });
});
