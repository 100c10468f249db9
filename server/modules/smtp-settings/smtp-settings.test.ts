import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '../../../contract/marketing.js';
import { startFakeSmtp, type FakeSmtp } from '../../../sandbox/smtp.js';
import { smtpSettings } from '../../db/schema/index.js';
import { bearer, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

// 001 §5 SMTP rules and messages, the write-only password, and both test calls against a real SMTP server.
describe('SMTP settings', () => {
  let t: TestContext;
  let smtp: FakeSmtp;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    ({ t, admin, client } = await startAdminTestApp(
      {},
      { smtpTimeouts: { connectionMs: 1500, greetingMs: 400, socketMs: 3000 } },
    ));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const valid = () => ({
    host: smtp.host,
    port: smtp.port,
    username: smtp.username,
    password: smtp.password,
    encryption: 'none',
    fromEmail: 'mail@hostfree.test',
    fromName: 'HostFree',
  });
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    token: string | null = admin.token,
  ) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it.each([
    ['GET', '/api/smtp-settings'],
    ['POST', '/api/smtp-settings'],
    ['DELETE', '/api/smtp-settings'],
    ['POST', '/api/smtp-settings/test-connection'],
    ['POST', '/api/smtp-settings/test'],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url) => {
    expect((await call(method, url, method === 'POST' ? valid() : undefined, null)).statusCode).toBe(401);
    expect((await call(method, url, method === 'POST' ? valid() : undefined, client.token)).statusCode).toBe(403);
  });

  it('answers the defaults before anything is saved (port 587, tls)', async () => {
    expect((await call('GET', '/api/smtp-settings')).json()).toMatchObject({
      host: null,
      port: 587,
      encryption: 'tls',
      isActive: false,
      hasPassword: false,
    });
  });

  it.each([
    [{ host: '' }, MARKETING_MESSAGES.hostRequired],
    [{ port: 0 }, MARKETING_MESSAGES.portMin],
    [{ port: 65536 }, MARKETING_MESSAGES.portMax],
    [{ username: '' }, MARKETING_MESSAGES.usernameRequired],
    [{ password: '' }, MARKETING_MESSAGES.passwordRequired],
    [{ encryption: 'starttls' }, undefined],
    [{ fromEmail: 'nope' }, MARKETING_MESSAGES.invalidEmail],
    [{ fromName: ' ' }, MARKETING_MESSAGES.fromNameRequired],
    [{ fromName: 'a\r\nBcc: x@y' }, undefined],
  ])('refuses %j with 400 and the spec message, saving nothing', async (change, message) => {
    const res = await call('POST', '/api/smtp-settings', { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(smtpSettings)).toEqual([]);
  });

  it('saves, seals the password and never answers it', async () => {
    const res = await call('POST', '/api/smtp-settings', valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ host: smtp.host, port: smtp.port, hasPassword: true, isActive: true });
    for (const body of [res.body, (await call('GET', '/api/smtp-settings')).body])
      expect(body).not.toContain(smtp.password);
    const [row] = await t.database.db.select().from(smtpSettings);
    expect(row!.password).not.toContain(smtp.password);
  });

  it('a blank password keeps the stored one for the same host, and is refused for another host', async () => {
    expect(
      (await call('POST', '/api/smtp-settings', { ...valid(), password: '', fromName: 'HostFree Mail' })).json(),
    ).toMatchObject({ fromName: 'HostFree Mail', hasPassword: true });
    const moved = await call('POST', '/api/smtp-settings', { ...valid(), host: 'smtp.elsewhere.test', password: '' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(MARKETING_MESSAGES.reenterPassword);
  });

  describe('POST /api/smtp-settings/test-connection', () => {
    it('verifies the form values', async () => {
      const res = await call('POST', '/api/smtp-settings/test-connection', valid());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MARKETING_MESSAGES.connectionOk });
    });
    it.each([
      ['a wrong password', () => ({ ...valid(), password: 'wrong' }), /authentication failed/],
      ['a closed port', () => ({ ...valid(), port: 9 }), /connection refused/],
      [
        'a refusing server',
        () => {
          smtp.switches.refuse();
          return valid();
        },
        /Failed to connect to SMTP server/,
      ],
      [
        'a hanging server',
        () => {
          smtp.switches.hang();
          return valid();
        },
        /timed out/,
      ],
    ])('answers 502 with the reason for %s', async (_name, body, reason) => {
      const res = await call('POST', '/api/smtp-settings/test-connection', body());
      smtp.switches.reset();
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^Failed to connect to SMTP server/);
      expect(res.json().message).toMatch(reason);
    });
  });

  describe('POST /api/smtp-settings/test', () => {
    it('needs a recipient', async () => {
      const res = await call('POST', '/api/smtp-settings/test', valid());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MARKETING_MESSAGES.testEmailRequired);
    });
    it('sends a real message to testEmail with the form sender', async () => {
      const before = smtp.received.length;
      const res = await call('POST', '/api/smtp-settings/test', { ...valid(), testEmail: 'admin-inbox@example.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Test email sent to admin-inbox@example.test');
      // The admin reads it in their language, the address as typed.
      const inSpanish = await t.app.inject({
        method: 'POST',
        url: '/api/smtp-settings/test',
        payload: { ...valid(), testEmail: 'admin-inbox@example.test' },
        headers: { ...bearer(admin.token), 'accept-language': 'es' },
      });
      expect(inSpanish.json().message).toBe('Correo de prueba enviado a admin-inbox@example.test');
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail!.to).toEqual(['admin-inbox@example.test']);
      expect(mail!.from).toBe('mail@hostfree.test');
      expect(mail!.subject).toBe('HostFree SMTP test');
      expect(mail!.html).toContain('SMTP settings work');
    });
  });

  it('DELETE removes the settings', async () => {
    expect((await call('DELETE', '/api/smtp-settings')).json()).toEqual({ message: MARKETING_MESSAGES.smtpDeleted });
    expect((await call('GET', '/api/smtp-settings')).json()).toMatchObject({ host: null, hasPassword: false });
  });
});
