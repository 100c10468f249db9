import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { LOGIN_DELAYS, RATE_LIMITS } from '../rate-limit/limits.js';
import { createClock, nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { LOGIN_DEVICE_COOKIE } from './login-device.js';

// Sign-in throttling (OWASP Authentication CS): guessing is slowed per account and address
// with growing delays, per address across accounts, and per account across untrusted addresses, while a
// stranger's guesses never lock the owner out.

// A test that signs in a hundred times or more (each an argon2 verify and the limiter's rows): ~8 s on an idle 2-core
// machine and four times that when CI's journeys share it, so its own limit rather than the suite's 30 s. A clean
// CI run failed here once, and the next test then met the rows of the one still running.
const HUNDREDS_OF_SIGN_INS_MS = 120_000;

describe('sign-in rate limits', () => {
  const clock = createClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (username: string, password: string, remoteAddress = nextAddress(), cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password },
      headers: cookie ? { cookie } : {},
    });
  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${LOGIN_DEVICE_COOKIE}=`));
    return header?.split(';')[0];
  };

  it("a stranger's 20 wrong guesses do not lock the owner out, from another address or from the owner's known device", async () => {
    const owner = await registerUser(t.app, { username: 'admin-like', email: 'owner@example.test' });
    const ownerAddress = nextAddress();
    const first = await login('admin-like', owner.password, ownerAddress);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toBeDefined();
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);

    const stranger = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++)
      codes.push((await login(i % 2 ? 'admin-like' : 'Owner@Example.test', `guess-${i}`, stranger)).statusCode);
    // The first free failures answer 401; after that the stranger waits.
    expect(codes.slice(0, LOGIN_DELAYS.perAccountAndAddress.freeFailures)).toEqual(
      Array(LOGIN_DELAYS.perAccountAndAddress.freeFailures).fill(401),
    );
    expect(codes.slice(LOGIN_DELAYS.perAccountAndAddress.freeFailures).every((c) => c === 429)).toBe(true);

    // The owner: from the known device, from a new address, and from the stranger's own address with the cookie.
    expect((await login('admin-like', owner.password, ownerAddress, cookie)).statusCode).toBe(200);
    expect((await login('admin-like', owner.password, nextAddress())).statusCode).toBe(200);
    expect((await login('admin-like', owner.password, stranger, cookie)).statusCode).toBe(200);
    // The stranger, even with the right password, still waits: the answer reveals nothing.
    const during = await login('admin-like', owner.password, stranger);
    expect(during.statusCode).toBe(429);
    expect(during.json()).toEqual({ message: ACCOUNT_MESSAGES.rateLimited });
  });

  it('delays grow with each failure past the free ones, and a success clears them', async () => {
    const user = await registerUser(t.app, { username: 'grower', email: 'grower@example.test' });
    const address = nextAddress();
    const { freeFailures, baseDelayMs } = LOGIN_DELAYS.perAccountAndAddress;
    for (let i = 0; i < freeFailures; i++) expect((await login('grower', 'wrong', address)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const blocked = await login('grower', 'wrong', address);
      expect(blocked.statusCode).toBe(429);
      waits.push(Number(blocked.headers['retry-after']));
      clock.advance(waits[i] * 1000);
      expect((await login('grower', 'wrong', address)).statusCode).toBe(401);
    }
    // 1 s after the 5th failure, then 2, 4, 8 s: each failure doubles the wait.
    expect(waits).toEqual([1, 2, 4, 8].map((n) => (n * baseDelayMs) / 1000));
    const blocked = await login('grower', user.password, address);
    clock.advance(Number(blocked.headers['retry-after']) * 1000);
    expect((await login('grower', user.password, address)).statusCode).toBe(200);
    expect((await login('grower', 'wrong', address)).statusCode).toBe(401);
    expect((await login('grower', 'wrong', address)).statusCode).toBe(401);
  });

  it(
    'limits untrusted attempts per account across rotating addresses, the same for known and unknown accounts; the known device still gets in',
    async () => {
      const victim = await registerUser(t.app, { username: 'victim', email: 'victim@example.test' });
      const cookie = deviceCookieOf(await login('victim', victim.password));
      const { max } = RATE_LIMITS.loginPerAccount;
      for (let i = 0; i < max - 1; i++) {
        expect((await login('victim', 'wrong')).statusCode).toBe(401);
        expect((await login('ghost-account', 'wrong')).statusCode).toBe(401);
      }
      expect((await login('ghost-account', 'wrong')).statusCode).toBe(401);
      const known = await login('VICTIM', 'wrong');
      const unknown = await login('ghost-account', 'wrong');
      expect(known.statusCode).toBe(429);
      expect(unknown.statusCode).toBe(429);
      expect(unknown.body).toBe(known.body);
      expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login('victim', victim.password)).statusCode).toBe(429);
      // The owner's browser is known: it is throttled on its own and gets in.
      expect((await login('victim', victim.password, nextAddress(), cookie)).statusCode).toBe(200);
      // A forged or another account's cookie is not a known device.
      expect(
        (await login('victim', victim.password, nextAddress(), `${LOGIN_DEVICE_COOKIE}=${victim.user.id}.forged.c2ln`))
          .statusCode,
      ).toBe(429);

      clock.advance(RATE_LIMITS.loginPerAccount.windowMs);
      expect((await login('victim', victim.password)).statusCode).toBe(200);
    },
    HUNDREDS_OF_SIGN_INS_MS,
  );

  it('throttles guesses through a known device too', async () => {
    const user = await registerUser(t.app, { username: 'device-guess', email: 'device-guess@example.test' });
    const cookie = deviceCookieOf(await login('device-guess', user.password));
    const { freeFailures } = LOGIN_DELAYS.perDevice;
    for (let i = 0; i < freeFailures; i++)
      expect((await login('device-guess', 'wrong', nextAddress(), cookie)).statusCode).toBe(401);
    expect((await login('device-guess', 'wrong', nextAddress(), cookie)).statusCode).toBe(429);
  });

  it(
    'limits attempts per address across accounts',
    async () => {
      const address = nextAddress();
      for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
        expect((await login(`someone-${i}`, 'wrong', address)).statusCode).toBe(401);
      }
      const res = await login('someone-else', 'wrong', address);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await login('someone-else', 'wrong')).statusCode).toBe(401);
    },
    HUNDREDS_OF_SIGN_INS_MS,
  );

  it(
    'X-Forwarded-For is not believed without TRUST_PROXY_HOPS',
    async () => {
      const address = nextAddress();
      for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
        await login(`spoof-${i}`, 'wrong', address);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { username: 'spoof-x', password: 'wrong' },
      });
      expect(res.statusCode).toBe(429);
    },
    HUNDREDS_OF_SIGN_INS_MS,
  );
});
