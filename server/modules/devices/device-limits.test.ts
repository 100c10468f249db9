import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIMIT_MESSAGE } from '../../../contract/accounts.js';
import { deviceFingerprints, userGroups, users } from '../../db/schema/index.js';
import { RATE_LIMITS } from '../rate-limit/limits.js';
import { bearer, fingerprintOf, nextAddress, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

describe('device fingerprints and the per-device registration limit', () => {
  let t: TestContext;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress: nextAddress(), payload, headers: token ? bearer(token) : {} });
  const registerAnonymous = (email: string, fingerprintHash?: string) =>
    post('/api/register-anonymous', { email, fingerprintHash, deviceInfo: { userAgent: 'UA' } });
  const registerRegular = (email: string, fingerprintHash?: string) =>
    post('/api/register', { email, password: 'secret-123', fingerprintHash });
  const checkLimits = async (fingerprintHash: string) =>
    (await post('/api/check-device-limits', { fingerprintHash })).json();
  const setLimits = (deviceLimitsEnabled: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/registration-settings',
      headers: bearer(admin.token),
      payload: { deviceLimitsEnabled },
    });

  describe('POST /api/device-fingerprint', () => {
    const full = {
      fingerprintHash: fingerprintOf('fp-record'),
      userAgent: 'Mozilla/5.0',
      screenResolution: '1920x1080x24',
      timezone: 'Europe/Paris',
      language: 'fr-FR',
      deviceMemory: 8,
      hardwareConcurrency: '4',
      connectionType: '4g',
      platformInfo: '{"platform":"Linux"}',
      canvasFingerprint: 'c',
      webglFingerprint: 'w',
      audioFingerprint: 'a',
      ipAddress: '198.51.100.4',
      macAddress: null,
    };

    it('records the full record signed out (201), then refreshes it (200)', async () => {
      const first = await post('/api/device-fingerprint', full);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: expect.any(String) });
      const second = await post('/api/device-fingerprint', { ...full, language: 'en-GB' });
      expect(second.statusCode).toBe(200);
      const rows = await t.database.db
        .select()
        .from(deviceFingerprints)
        .where(eq(deviceFingerprints.fingerprintHash, full.fingerprintHash));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userId: null,
        registeredHere: false,
        language: 'en-GB',
        deviceMemory: '8',
        hardwareConcurrency: '4',
        screenResolution: '1920x1080x24',
        platformInfo: '{"platform":"Linux"}',
        ipAddress: '198.51.100.4',
        canvasFingerprint: 'c',
        webglFingerprint: 'w',
        audioFingerprint: 'a',
      });
    });

    it('ties the record to the user when a bearer token is sent', async () => {
      const me = await registerUser(t.app);
      expect((await post('/api/device-fingerprint', full, me.token)).statusCode).toBe(201);
      const rows = await t.database.db
        .select()
        .from(deviceFingerprints)
        .where(eq(deviceFingerprints.userId, me.user.id));
      expect(rows.map((r) => r.fingerprintHash)).toEqual([full.fingerprintHash]);
      // A sighting does not count as a registration from that device.
      expect((await checkLimits(full.fingerprintHash)).currentDevices).toBe(0);
    });

    it('keeps the request address when the browser sent none', async () => {
      const fingerprintHash = fingerprintOf('fp-no-ip');
      await t.app.inject({
        method: 'POST',
        url: '/api/device-fingerprint',
        remoteAddress: '192.0.2.55',
        payload: { fingerprintHash },
      });
      const [row] = await t.database.db
        .select()
        .from(deviceFingerprints)
        .where(eq(deviceFingerprints.fingerprintHash, fingerprintHash));
      expect(row.ipAddress).toBe('192.0.2.55');
    });

    it('is rate-limited per address', async () => {
      const remoteAddress = nextAddress();
      const send = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/device-fingerprint',
          remoteAddress,
          payload: { fingerprintHash: fingerprintOf(`spam-${i}`) },
        });
      for (let i = 0; i < RATE_LIMITS.fingerprintPerAddress.max; i++) expect((await send(i)).statusCode).toBe(201);
      const res = await send(-1);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    });

    it('refuses a malformed hash', async () => {
      const res = await post('/api/device-fingerprint', { fingerprintHash: 'abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid device fingerprint');
    });
  });

  it('check-device-limits reports the slots of a fresh fingerprint', async () => {
    expect(await checkLimits(fingerprintOf('fresh'))).toEqual({
      canRegister: true,
      currentDevices: 0,
      maxDevices: 2,
      deviceLimitsEnabled: true,
    });
  });

  it('refuses the third anonymous registration from one fingerprint with 403 deviceLimitReached', async () => {
    const fp = fingerprintOf('anon-limit');
    expect((await registerAnonymous('al1@example.test', fp)).statusCode).toBe(201);
    expect(await checkLimits(fp)).toMatchObject({ canRegister: true, currentDevices: 1 });
    expect((await registerAnonymous('al2@example.test', fp)).statusCode).toBe(201);
    expect(await checkLimits(fp)).toEqual({
      canRegister: false,
      currentDevices: 2,
      maxDevices: 2,
      deviceLimitsEnabled: true,
    });
    const third = await registerAnonymous('al3@example.test', fp);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({ message: DEVICE_LIMIT_MESSAGE, error: 'deviceLimit', deviceLimitReached: true });
    // Nothing of the refused registration was kept.
    expect(await t.database.db.select().from(users).where(eq(users.email, 'al3@example.test'))).toHaveLength(0);
  });

  it('refuses the third regular registration from one fingerprint, counting every kind together', async () => {
    const fp = fingerprintOf('mixed-limit');
    expect((await registerAnonymous('ml1@example.test', fp)).statusCode).toBe(201);
    expect((await registerRegular('ml2@example.test', fp)).statusCode).toBe(201);
    const third = await registerRegular('ml3@example.test', fp);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      message: 'Device registration limit exceeded',
      error: 'deviceLimit',
      deviceLimitReached: true,
    });
  });

  it('allows registrations without a fingerprint (the address rate limit is the backstop)', async () => {
    for (let i = 0; i < 3; i++) expect((await registerRegular(`nofp${i}@example.test`)).statusCode).toBe(201);
  });

  it('does not limit registrations while limits are disabled, and counts again once re-enabled', async () => {
    const fp = fingerprintOf('disabled-limit');
    expect((await setLimits(false)).json()).toEqual({ deviceLimitsEnabled: false, adminsRequireTwoFactor: false });
    try {
      for (let i = 0; i < 3; i++) expect((await registerAnonymous(`dl${i}@example.test`, fp)).statusCode).toBe(201);
      expect(await checkLimits(fp)).toEqual({
        canRegister: true,
        currentDevices: 3,
        maxDevices: 2,
        deviceLimitsEnabled: false,
      });
    } finally {
      await setLimits(true);
    }
    expect((await registerAnonymous('dl-after@example.test', fp)).statusCode).toBe(403);
  });

  it('uses the Free group’s maxDevices', async () => {
    await t.database.db.update(userGroups).set({ maxDevices: 3 }).where(eq(userGroups.name, 'Free'));
    try {
      const fp = fingerprintOf('free-group-3');
      expect((await checkLimits(fp)).maxDevices).toBe(3);
      for (let i = 0; i < 3; i++) expect((await registerAnonymous(`fg${i}@example.test`, fp)).statusCode).toBe(201);
      expect((await registerAnonymous('fg3@example.test', fp)).statusCode).toBe(403);
    } finally {
      await t.database.db.update(userGroups).set({ maxDevices: 2 }).where(eq(userGroups.name, 'Free'));
    }
  });

  it('lets exactly one of six parallel registrations take the last slot', async () => {
    const fp = fingerprintOf('parallel-limit');
    expect((await registerAnonymous('par0@example.test', fp)).statusCode).toBe(201);
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        i % 2 ? registerAnonymous(`par${i}@example.test`, fp) : registerRegular(`par${i}@example.test`, fp),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 403, 403, 403, 403, 403]);
    const registered = await t.database.db
      .select()
      .from(deviceFingerprints)
      .where(eq(deviceFingerprints.fingerprintHash, fp));
    expect(registered.filter((r) => r.registeredHere)).toHaveLength(2);
  });

  describe('GET/PUT /api/admin/registration-settings', () => {
    it('reads and writes the switch for admins', async () => {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/registration-settings',
        headers: bearer(admin.token),
      });
      expect(read.json()).toEqual({ deviceLimitsEnabled: true, adminsRequireTwoFactor: false });
      expect((await setLimits(false)).json()).toEqual({ deviceLimitsEnabled: false, adminsRequireTwoFactor: false });
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/admin/registration-settings',
        headers: bearer(admin.token),
      });
      expect(again.json()).toEqual({ deviceLimitsEnabled: false, adminsRequireTwoFactor: false });
      await setLimits(true);
    });

    it('answers 401 signed out and 403 for a client, changing nothing', async () => {
      const client = await registerUser(t.app);
      for (const method of ['GET', 'PUT'] as const) {
        const payload = method === 'PUT' ? { deviceLimitsEnabled: false } : undefined;
        expect((await t.app.inject({ method, url: '/api/admin/registration-settings', payload })).statusCode).toBe(401);
        const asClient = await t.app.inject({
          method,
          url: '/api/admin/registration-settings',
          headers: bearer(client.token),
          payload,
        });
        expect(asClient.statusCode).toBe(403);
        expect(asClient.json()).toEqual({ message: 'Admin access required' });
      }
      expect((await checkLimits(fingerprintOf('x'))).deviceLimitsEnabled).toBe(true);
    });

    it('validates the body', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/registration-settings',
        headers: bearer(admin.token),
        payload: { deviceLimitsEnabled: 'yes' },
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
