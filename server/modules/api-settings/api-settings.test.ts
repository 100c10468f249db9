import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import { startFakeWhm, type FakeWhm } from '../../../sandbox/whm.js';
import { apiSettings } from '../../db/schema/index.js';
import { bearer, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { fastWhmClientFactory } from '../../test/kits/hosting.js';

// 001 §5 API settings: validation messages, the write-only encrypted token, the E4 rule, the connection test.
describe('API settings', () => {
  let t: TestContext;
  let whm: FakeWhm;
  let other: FakeWhm;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    [whm, other] = await Promise.all([startFakeWhm(), startFakeWhm()]);
    ({ t, admin, client } = await startAdminTestApp({}, { whmClientFactory: fastWhmClientFactory }));
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([whm?.stop(), other?.stop()]);
  });

  const valid = () => ({
    whmApiUrl: whm.url,
    whmApiToken: whm.token,
    cpanelBaseUrl: 'https://panel.sandbox.test:2083',
    emailFromAddress: 'noreply@hostfree.test',
    emailFromName: 'HostFree',
  });
  const save = (payload: Record<string, unknown>, token = admin.token) =>
    t.app.inject({ method: 'POST', url: '/api/api-settings', headers: bearer(token), payload });
  const read = (token = admin.token) =>
    t.app.inject({ method: 'GET', url: '/api/api-settings', headers: bearer(token) });
  const testConnection = (payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-whm-connection',
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });

  it('is admin-only', async () => {
    expect((await read(client.token)).statusCode).toBe(403);
    expect((await save(valid(), client.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/api-settings' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/test-whm-connection', headers: bearer(client.token) }))
        .statusCode,
    ).toBe(403);
  });

  it('answers an empty configuration before anything is saved', async () => {
    expect((await read()).json()).toMatchObject({
      whmApiUrl: null,
      hasWhmApiToken: false,
      whmApiTokenSet: false,
      isActive: false,
    });
  });

  it.each([
    [{ whmApiUrl: 'not a url' }, HOSTING_MESSAGES.invalidUrl],
    [{ whmApiUrl: 'ftp://whm.example.test:2087' }, HOSTING_MESSAGES.invalidUrl],
    [{ whmApiUrl: 'file:///etc/passwd' }, HOSTING_MESSAGES.invalidUrl],
    [{ whmApiUrl: 'https://ok@127.0.0.1:2087' }, HOSTING_MESSAGES.invalidUrl],
    [{ whmApiUrl: 'https://user:pw@whm.example.test:2087' }, HOSTING_MESSAGES.invalidUrl],
    [{ cpanelBaseUrl: 'gopher://x' }, HOSTING_MESSAGES.invalidUrl],
    [{ emailFromAddress: 'nope' }, 'Please enter a valid email address'],
    [{ emailFromName: '  ' }, HOSTING_MESSAGES.fromNameRequired],
    [{ whmApiToken: '' }, HOSTING_MESSAGES.tokenRequired],
    [{ whmApiToken: 'abc\r\nX-Injected: 1' }, HOSTING_MESSAGES.tokenRequired],
    [{ extra: 'field' }, undefined],
  ])('refuses %j with 400 and saves nothing', async (change, message) => {
    const res = await save({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(apiSettings)).toEqual([]);
  });

  it('saves the settings, seals the token, and never answers it', async () => {
    const res = await save(valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      whmApiUrl: whm.url,
      cpanelBaseUrl: 'https://panel.sandbox.test:2083',
      emailFromAddress: 'noreply@hostfree.test',
      emailFromName: 'HostFree',
      isActive: true,
      hasWhmApiToken: true,
      whmApiTokenSet: true,
      whmApiTokenLast4: whm.token.slice(-4),
    });
    for (const body of [res.body, (await read()).body]) expect(body).not.toContain(whm.token);
    const [row] = await t.database.db.select().from(apiSettings);
    expect(row!.whmApiToken).toMatch(/^v1\./);
    expect(row!.whmApiToken).not.toContain(whm.token);
  });

  it('a blank token on update keeps the stored one', async () => {
    const res = await save({ ...valid(), whmApiToken: '', emailFromName: 'HostFree Team' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailFromName: 'HostFree Team', hasWhmApiToken: true });
    expect((await testConnection()).json()).toMatchObject({ version: whm.state.version });
  });

  it('E4: a new WHM address without the token re-entered is refused, and the old token never reaches the new host', async () => {
    const before = other.requests.length;
    const res = await save({ ...valid(), whmApiUrl: other.url, whmApiToken: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HOSTING_MESSAGES.reenterToken);
    const probe = await testConnection({ whmApiUrl: other.url });
    expect(probe.statusCode).toBe(400);
    expect(probe.json().message).toBe(HOSTING_MESSAGES.reenterToken);
    expect(other.requests.length).toBe(before);
    expect((await read()).json().whmApiUrl).toBe(whm.url);
  });

  it('moving to a new address with its own token works', async () => {
    expect((await save({ ...valid(), whmApiUrl: other.url, whmApiToken: other.token })).statusCode).toBe(200);
    expect((await testConnection()).json().version).toBe(other.state.version);
    expect((await save(valid())).statusCode).toBe(200);
  });

  describe('POST /api/test-whm-connection', () => {
    it('answers the version with the stored settings or the values given', async () => {
      const stored = await testConnection();
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toMatchObject({ version: '11.124.0.21' });
      const given = await testConnection({ whmApiUrl: other.url, whmApiToken: other.token });
      expect(given.json()).toMatchObject({ version: other.state.version });
    });

    it.each([
      ['a wrong token', () => ({ whmApiUrl: whm.url, whmApiToken: 'WRONGTOKEN' })],
      ['a closed port', () => ({ whmApiUrl: 'http://127.0.0.1:9', whmApiToken: 'X' })],
    ])('answers 502 "Unable to connect to WHM API" for %s', async (_name, body) => {
      const res = await testConnection(body());
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: HOSTING_MESSAGES.unableToConnect });
    });

    it.each([
      ['hang', () => whm.switches.hang('version')],
      ['garbage', () => whm.switches.garbage('version')],
      ['500', () => whm.switches.fail('version', 500)],
    ])('never echoes the remote body (%s)', async (_name, breakIt) => {
      breakIt();
      const res = await testConnection();
      whm.switches.reset();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: HOSTING_MESSAGES.unableToConnect });
    });

    it('does not follow a redirect (SSRF)', async () => {
      whm.switches.redirect('version', 'http://169.254.169.254/latest/meta-data');
      const res = await testConnection();
      whm.switches.reset();
      expect(res.statusCode).toBe(502);
    });
  });

  it('a token typed as user:token authenticates as that WHM user', async () => {
    const reseller = await startFakeWhm({ username: 'reseller1' });
    try {
      expect((await testConnection({ whmApiUrl: reseller.url, whmApiToken: reseller.token })).statusCode).toBe(502);
      const res = await testConnection({ whmApiUrl: reseller.url, whmApiToken: `reseller1:${reseller.token}` });
      expect(res.statusCode).toBe(200);
      expect(reseller.requests.at(-1)!.headers.authorization).toBe(`whm reseller1:${reseller.token}`);
    } finally {
      await reseller.stop();
    }
  });
});
