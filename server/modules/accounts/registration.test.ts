import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { deviceFingerprints, userGroups, users } from '../../db/schema/index.js';
import { RATE_LIMITS } from '../rate-limit/limits.js';
import { bearer, fingerprintOf, nextAddress, readUserRow } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('regular registration', () => {
  let t: TestContext;
  let freeGroupId: number;
  beforeAll(async () => {
    t = await createTestApp();
    freeGroupId = (await t.database.db.select().from(userGroups).where(eq(userGroups.name, 'Free')))[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/register', remoteAddress, payload });

  it('creates a client in the Free group, signs it in and records the device', async () => {
    const fingerprintHash = fingerprintOf('reg-1');
    const res = await register({
      username: 'carol',
      email: 'carol@example.test',
      password: 'secret-123',
      firstName: ' Carol ',
      lastName: 'Smith',
      fingerprintHash,
      deviceInfo: { userAgent: 'UA/1', screenResolution: '1920x1080x24', timezone: 'UTC', hardwareConcurrency: 8 },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'carol',
      email: 'carol@example.test',
      firstName: 'Carol',
      lastName: 'Smith',
      role: 'client',
      profileImageUrl: null,
      locale: null,
      isAnonymous: false,
      userGroupId: freeGroupId,
      createdAt: expect.any(String),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(me.json().id).toBe(body.user.id);
    const [device] = await t.database.db
      .select()
      .from(deviceFingerprints)
      .where(eq(deviceFingerprints.userId, body.user.id));
    expect(device).toMatchObject({
      fingerprintHash,
      registeredHere: true,
      userAgent: 'UA/1',
      hardwareConcurrency: '8',
      timezone: 'UTC',
    });
  });

  it('derives a unique username from the e-mail when none is given', async () => {
    const first = await register({ email: 'Dave.Jones+x@example.test', password: 'secret-123' });
    const second = await register({ email: 'dave.jones+x@other.test', password: 'secret-123', username: '' });
    expect(first.json().user.username).toBe('dave.jonesx');
    expect(second.json().user.username).toMatch(/^dave\.jonesx_\d+$/);
    const short = await register({ email: 'x@example.test', password: 'secret-123' });
    expect(short.json().user.username).toMatch(/^user_x(_\d+)?$/);
  });

  it('refuses an e-mail that is registered already, in any letter case', async () => {
    const res = await register({ email: 'CAROL@example.TEST', password: 'secret-123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailRegistered });
  });

  it('refuses a username that is taken, in any letter case', async () => {
    const res = await register({ username: 'Carol', email: 'carol2@example.test', password: 'secret-123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username is already taken' });
  });

  it('refuses role, group and anonymity fields in the body, and creates nobody (unknown keys are a 400)', async () => {
    for (const extra of [{ role: 'admin' }, { userGroupId: 999 }, { isAnonymous: true }, { id: 1 }]) {
      const res = await register({ email: 'mallory@example.test', password: 'secret-123', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const res = await register({ email: 'mallory@example.test', password: 'secret-123' });
    expect(res.statusCode).toBe(201);
    const row = await readUserRow(t.database.db, res.json().user.id);
    expect(row).toMatchObject({ role: 'client', userGroupId: freeGroupId, isAnonymous: false });
  });

  it('validates the body with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'secret-123' }, 'Email is required'],
      [{ email: '', password: 'secret-123' }, 'Email is required'],
      [{ email: 'not-an-email', password: 'secret-123' }, 'Please enter a valid email address'],
      [{ email: 'ok@example.test', password: '12345' }, 'Password must be at least 6 characters'],
      [{ email: 'ok@example.test', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      [{ email: 'ok@example.test', password: 'secret-123', username: 'ab' }, 'Username must be at least 3 characters'],
      [
        { email: 'ok@example.test', password: 'secret-123', username: 'a b c' },
        'Username may contain only letters, digits, dots, hyphens and underscores',
      ],
      [{ email: 'ok@example.test', password: 'secret-123', fingerprintHash: 'xyz' }, 'Invalid device fingerprint'],
      [{ email: 'ok@example.test', password: 'secret-123', firstName: 'a\r\nb' }, 'Control characters are not allowed'],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('accepts long unicode passphrases', async () => {
    const password = '🔑 une phrase de passe très longue '.repeat(3).slice(0, 100);
    const res = await register({ email: 'unicode@example.test', password });
    expect(res.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: 'unicode@example.test', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('limits registrations per address, shared by every kind of registration', async () => {
    const address = nextAddress();
    const { max } = RATE_LIMITS.registrationPerAddress;
    for (let i = 0; i < max; i++) {
      const url = i % 2 ? '/api/register' : '/api/register-anonymous';
      const payload = { email: `burst${i}@example.test`, ...(i % 2 ? { password: 'secret-123' } : {}) };
      const res = await t.app.inject({ method: 'POST', url, remoteAddress: address, payload });
      expect(res.statusCode, `attempt ${i}`).toBe(201);
    }
    const res = await register({ email: 'burst-last@example.test', password: 'secret-123' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.rateLimited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/register-anonymous',
      remoteAddress: address,
      payload: { email: 'burst-anon@example.test' },
    });
    expect(anonymous.statusCode).toBe(429);
  });

  it('stores the user only once per e-mail even when two registrations race', async () => {
    const payload = { email: 'race@example.test', password: 'secret-123' };
    const results = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'race@example.test'));
    expect(rows).toHaveLength(1);
  });
});
