import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIMIT_MESSAGE } from '../../../contract/accounts.js';
import { LIBRARY_MESSAGES, PLUGIN_REQUESTS_PER_DAY } from '../../../contract/library.js';
import { pluginRequests } from '../../db/schema/index.js';
import { bearer, createClock, fingerprintOf, nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The plugin library's forms: registration (000 §2, §5, §7) and plugin requests (001 §5, §9: 2 a day).

describe('plugin library registration', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    country: 'United Kingdom',
    password: 'secret1',
  };
  const register = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/plugin-library-register', remoteAddress: nextAddress(), payload: body });

  it('creates a regular client account and answers user, message and token', async () => {
    const res = await register({
      ...valid,
      fingerprintHash: fingerprintOf('ada'),
      deviceInfo: { userAgent: 'test', timezone: 'UTC' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: LIBRARY_MESSAGES.libraryRegistered,
      token: expect.any(String),
      user: {
        id: expect.any(Number),
        username: expect.any(String),
        email: 'ada@example.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'client',
        isAnonymous: false,
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ email: 'ada@example.test', isAnonymous: false });
    expect(body.user).not.toHaveProperty('country');
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', ' L ', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['country', 'U', 'Please enter your country'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('refuses %s=%j with the spec message', async (field, value, message) => {
    const res = await register({ ...valid, email: `x${field}@example.test`, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a missing field with its message, and a taken e-mail with 409', async () => {
    const { country: _country, ...noCountry } = valid;
    expect((await register({ ...noCountry, email: 'nocountry@example.test' })).json().message).toBe(
      'Please enter your country',
    );
    const taken = await register(valid);
    expect(taken.statusCode).toBe(409);
  });

  it('applies the device registration limit shared with every registration path', async () => {
    const fingerprintHash = fingerprintOf('shared-library-device');
    for (const n of [1, 2]) {
      expect((await register({ ...valid, email: `device${n}@example.test`, fingerprintHash })).statusCode).toBe(201);
    }
    const third = await register({ ...valid, email: 'device3@example.test', fingerprintHash });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ message: DEVICE_LIMIT_MESSAGE, deviceLimitReached: true });
  });
});

describe('plugin requests', () => {
  let t: TestContext;
  const clock = createClock();
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (email: string, pluginName = 'Advanced Custom Fields') => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    pluginName,
  });
  const request = (payload: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plugin-requests',
      remoteAddress: nextAddress(),
      headers: token ? bearer(token) : {},
      payload,
    });

  it.each([
    ['firstName', 'G', 'First name must be at least 2 characters'],
    ['lastName', 'H', 'Last name must be at least 2 characters'],
    ['email', 'grace@', 'Please enter a valid email address'],
    ['pluginName', 'AC', 'Plugin name must be at least 3 characters'],
  ])('refuses %s=%j with the spec message, storing nothing', async (field, value, message) => {
    const res = await request({ ...body('valid@example.test'), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(pluginRequests)).toEqual([]);
  });

  it('takes two requests a day from a visitor e-mail (case-insensitively), then answers 429 until a day has passed', async () => {
    const first = await request(body('visitor@example.test'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: LIBRARY_MESSAGES.pluginRequestSubmitted,
      remainingToday: 1,
      request: { pluginName: 'Advanced Custom Fields', status: 'pending' },
    });
    expect((await request(body('Visitor@Example.test', 'Another Plugin'))).json().remainingToday).toBe(0);
    clock.advance(60_000);
    const third = await request(body('visitor@example.test', 'Third Plugin'));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: LIBRARY_MESSAGES.pluginRequestLimit, limitReached: true });
    expect(Number(third.headers['retry-after'])).toBe(24 * 3600 - 60);
    clock.advance(24 * 3600_000 - 60_000);
    expect((await request(body('visitor@example.test', 'Third Plugin'))).statusCode).toBe(201);
  });

  it('counts a signed-in user per account, whatever e-mail the form names', async () => {
    const user = await registerUser(t.app);
    expect((await request(body('one@example.test'), user.token)).statusCode).toBe(201);
    expect((await request(body('two@example.test'), user.token)).statusCode).toBe(201);
    expect((await request(body('three@example.test'), user.token)).statusCode).toBe(429);
    const rows = (await t.database.db.select().from(pluginRequests)).filter((r) => r.userId === user.user.id);
    expect(rows).toHaveLength(PLUGIN_REQUESTS_PER_DAY);
  });

  it('holds the limit under parallel requests: exactly two of ten get through', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request(body(`p${i}@example.test`, `Plugin ${i}`), user.token)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8);
    const visitorAnswers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request(body('parallel@example.test', `Plugin ${i}`))),
    );
    expect(visitorAnswers.filter((a) => a.statusCode === 201)).toHaveLength(2);
  });
});
