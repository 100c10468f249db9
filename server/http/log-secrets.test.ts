import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhm, type FakeWhm } from '../../sandbox/whm.js';
import { bearer, fingerprintOf, nextAddress, registerAdmin, registerUser } from '../test/accounts.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { pluginZip, upload } from '../test/kits/library.js';

// No log line carries personal data or a credential (security-test-plan B11, E1, E5). A
// representative run — registrations, sign-ins right and wrong, recovery, e-mail checks and changes, admin
// searches by e-mail, the WHM token saved and tested, a signed download, refused and failing requests — goes
// through app.inject with logging at debug level captured; then every secret and personal value is grepped.

describe('logs of a full run', () => {
  let t: TestContext;
  let whm: FakeWhm;
  const lines: string[] = [];
  beforeAll(async () => {
    whm = await startFakeWhm();
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: stream });
  });
  afterAll(async () => {
    await t?.close();
    await whm?.stop();
  });

  it('hold no password, token, recovery phrase, e-mail address, username or signed link', async () => {
    const secrets: string[] = [];
    const post = (url: string, payload: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        remoteAddress: nextAddress(),
        headers: token ? bearer(token) : {},
      });

    const admin = await registerAdmin(t.app, t.database.db);
    const client = await registerUser(t.app, { username: 'logged-person', email: 'person.private@example.test' });
    secrets.push(
      admin.password,
      admin.token,
      admin.email,
      client.password,
      client.token,
      client.email,
      'logged-person',
    );

    const anonymous = await post('/api/register-anonymous', {
      fingerprintHash: fingerprintOf('log-run'),
      email: 'anon.private@example.test',
    });
    expect(anonymous.statusCode).toBe(201);
    const anon = anonymous.json();
    secrets.push(anon.username, anon.password, anon.recoveryPhrase, anon.token, 'anon.private@example.test');

    expect(
      (await post('/api/auth/login', { username: 'logged-person', password: 'wrong-secret-guess' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { username: 'nobody.known@example.test', password: 'another-guess' })).statusCode,
    ).toBe(401);
    secrets.push('wrong-secret-guess', 'another-guess', 'nobody.known@example.test');
    const signedIn = await post('/api/auth/login', {
      username: 'person.private@example.test',
      password: client.password,
    });
    expect(signedIn.statusCode).toBe(200);
    secrets.push(
      signedIn.json().token,
      ...[signedIn.headers['set-cookie']].flat().map((c) => String(c).split(';')[0].split('=')[1]),
    );

    const recovered = await post('/api/recover-account', { recoveryPhrase: anon.recoveryPhrase });
    expect(recovered.statusCode).toBe(200);
    secrets.push(recovered.json().newPassword, recovered.json().recoveryPhrase);
    await post('/api/recover-account', { recoveryPhrase: 'wrong words that are not a phrase' });

    await post('/api/check-email-exists', { email: 'probe.private@example.test' });
    await post('/api/update-email', { email: 'changed.private@example.test' }, client.token);
    secrets.push('probe.private@example.test', 'changed.private@example.test');
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=person.private%40example.test',
      headers: bearer(admin.token),
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/hosting-accounts?search=logged-person',
      headers: bearer(admin.token),
    });

    // WHM: the token saved (sealed) and tested, and a connection test with a wrong one.
    const saved = await post(
      '/api/api-settings',
      {
        whmApiUrl: whm.url,
        whmApiToken: whm.token,
        emailFromAddress: 'noreply@hostfree.test',
        emailFromName: 'HostFree',
      },
      admin.token,
    );
    expect(saved.statusCode).toBe(200);
    await post(
      '/api/test-whm-connection',
      { whmApiUrl: whm.url, whmApiToken: 'WRONGTOKEN1234567890ABCDEFGHIJKL' },
      admin.token,
    );
    secrets.push(whm.token, 'WRONGTOKEN1234567890ABCDEFGHIJKL');

    // A signed download link and its use.
    const stored = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('log-plugin', { name: 'Log Plugin', version: '1.0', description: 'logs' }),
      fields: { category: 'other' },
    });
    const link = await post(`/api/plugins/${stored.json().item.id}/download`, {}, client.token);
    const downloadUrl = link.json().downloadUrl as string;
    await t.app.inject({ method: 'GET', url: downloadUrl });
    secrets.push(downloadUrl.split('/').pop()!);

    // Refused and failing requests: bad JSON, NUL, an unknown token, a wrong old password.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":"person.private@example.test",',
      headers: { 'content-type': 'application/json' },
    });
    await post('/api/auth/login', { username: 'logged-person\u0000', password: client.password });
    await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer('not-a-real-token-but-long-enough-to-look-like-one'),
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${client.user.id}`,
      headers: bearer(client.token),
      payload: { currentPassword: 'bad-old-password', password: 'new-password-secret-1' },
    });
    secrets.push('not-a-real-token-but-long-enough-to-look-like-one', 'bad-old-password', 'new-password-secret-1');

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(40);
    const leaked = secrets.filter((s) => s && log.toLowerCase().includes(s.toLowerCase()));
    expect(leaked, `leaked into logs: ${leaked.join(', ')}`).toEqual([]);
    // Also no e-mail address of any shape, and no bearer header.
    expect(log).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{10,}/i);
  });
});
