import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeSmtp, type FakeSmtp } from '../../../sandbox/smtp.js';
import { buildApp } from '../../app.js';
import { parseConfig } from '../../config.js';
import { openPostgres, type Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import {
  bearer,
  createClock,
  nextAddress,
  registerAdmin,
  registerUser,
  type SignedInUser,
} from '../../test/accounts.js';
import { openTestDatabase, type TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { render } from './templates/blocks.js';
import { renderTemplate } from './templates/index.js';

const FAST = { connectionMs: 1500, greetingMs: 400, socketMs: 3000 };
const HOUR = 3600_000;

// Mail written with its cause, sent by a job, never lost, sent once.
describe('mail outbox', () => {
  let t: TestContext;
  let smtp: FakeSmtp;
  let admin: SignedInUser;
  const clock = createClock();

  const saveSmtp = (server: FakeSmtp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/smtp-settings',
      headers: bearer(admin.token),
      payload: {
        host: server.host,
        port: server.port,
        username: server.username,
        password: server.password,
        encryption: 'none',
        fromEmail: 'smtp@hostfree.test',
        fromName: 'HostFree SMTP',
      },
    });
  /** Runs every due job, then moves the clock past any backoff and runs again, `rounds` times. */
  const drain = async (rounds = 1) => {
    for (let i = 0; i < rounds; i++) {
      await t.app.services.jobs.runDue();
      clock.advance(HOUR);
    }
  };
  const enqueueBurst = async (count: number, prefix: string) => {
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await t.app.services.mail.enqueue(tx, {
          template: 'password-changed',
          to: `${prefix}${i}@example.test`,
          data: { username: `${prefix}${i}`, changedAt: clock.now().toISOString() },
        });
      }
    });
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    ({ t, admin } = await startAdminTestApp({}, { now: clock.now, smtpTimeouts: FAST }));
    await t.app.inject({
      method: 'POST',
      url: '/api/api-settings',
      headers: bearer(admin.token),
      payload: {
        whmApiUrl: 'http://127.0.0.1:9',
        whmApiToken: 'SANDBOXTOKEN',
        emailFromAddress: 'noreply@hostfree.test',
        emailFromName: 'HostFree',
      },
    });
    expect((await saveSmtp(smtp)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('renders every template as plain text and HTML from one template, escaping what users typed', () => {
    const content = renderTemplate(
      'hosting-ready',
      { domain: '<b>x</b>.hostfree.test', cpanelUrl: 'https://panel.test:2083', cpanelUsername: 'bob' },
      { brand: 'HostFree', siteUrl: 'https://hostfree.test' },
    );
    const mail = render(content, 'HostFree');
    expect(mail.text).toContain('cPanel address: https://panel.test:2083');
    expect(mail.text).toContain('<b>x</b>.hostfree.test');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;.hostfree.test');
    expect(mail.html).not.toContain('<b>x</b>');
  });

  it('an anonymous registration with an e-mail receives its credentials, from the API settings sender', async () => {
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register-anonymous',
      remoteAddress: nextAddress(),
      payload: { email: 'anon-mail@example.test' },
    });
    expect(res.statusCode).toBe(201);
    const { username, password } = res.json();
    await drain();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['anon-mail@example.test']);
    expect(mail!.from).toBe('noreply@hostfree.test');
    expect(mail!.raw).toMatch(/From: HostFree <noreply@hostfree\.test>/);
    expect(mail!.subject).toBe('Your HostFree account details');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(username);
      expect(body).toContain(password);
    }
    // Sealed at rest: the outbox row does not carry the password in the clear.
    const rows = await t.database.db.select().from(mailOutbox);
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it('credentials of an account without an e-mail are held until the user adds one (000 §8), then sent once', async () => {
    const generated = await t.app.services.accounts.createGeneratedAccount({}, { ip: nextAddress() });
    await drain();
    const before = smtp.received.length;
    expect((await t.app.services.mail.countOutbox()).held).toBeGreaterThanOrEqual(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      headers: bearer(generated.token),
      payload: { email: 'late@example.test' },
    });
    expect(res.statusCode).toBe(200);
    await drain();
    const mails = (await smtp.waitFor(before + 1)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['late@example.test']);
    expect(mails[0]!.text).toContain(generated.password);
    // Saving the address again sends nothing more.
    await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      headers: bearer(generated.token),
      payload: { email: 'late2@example.test' },
    });
    await drain(2);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('a password change drops held credentials (they no longer work) and tells the owner', async () => {
    const generated = await t.app.services.accounts.createGeneratedAccount({}, { ip: nextAddress() });
    const user = await registerUser(t.app);
    const before = smtp.received.length;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${generated.user.id}`,
      headers: bearer(generated.token),
      payload: { password: 'new-password-1', currentPassword: generated.password },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      headers: bearer(generated.token),
      payload: { email: 'stale@example.test' },
    });
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${user.user.id}`,
      headers: bearer(user.token),
      payload: { password: 'another-pass-2', currentPassword: user.password },
    });
    expect(own.statusCode).toBe(200);
    await drain();
    const mails = (await smtp.waitFor(before + 1)).slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([user.email]);
    expect(mails[0]!.subject).toBe('Your HostFree password was changed');
  });

  it('a recovery tells the owner', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register-anonymous',
      remoteAddress: nextAddress(),
      payload: { email: 'recover-me@example.test' },
    });
    const { recoveryPhrase } = res.json();
    await drain();
    const before = smtp.received.length;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recover-account',
          remoteAddress: '198.51.100.7',
          payload: { recoveryPhrase },
        })
      ).statusCode,
    ).toBe(200);
    await drain();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['recover-me@example.test']);
    expect(mail!.subject).toBe('Your HostFree account was recovered');
    expect(mail!.text).toContain('198.51.100.7');
  });

  it('a dedupeKey enqueues one message, however often the caller repeats itself', async () => {
    const send = () =>
      t.database.db.transaction((tx) =>
        t.app.services.mail.enqueue(tx, {
          template: 'donation-receipt',
          to: 'donor@example.test',
          dedupeKey: 'donation-receipt:9001',
          data: {
            donationId: 9001,
            amountCents: 1000,
            currency: 'usd',
            isRecurring: true,
            giftTier: '$10',
            paidAt: clock.now().toISOString(),
          },
        }),
      );
    expect(await send()).toEqual(expect.any(Number));
    expect(await send()).toBeNull();
    const before = smtp.received.length;
    await drain(2);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$10.00');
  });

  it("a receipt goes out in the donor's stored language, with that language's money and dates", async () => {
    const donor = await registerUser(t.app);
    // The switcher's choice, saved on the account through the profile API.
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${donor.user.id}`,
      headers: bearer(donor.token),
      payload: { locale: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'es' });
    await t.database.db.transaction((tx) =>
      t.app.services.mail.enqueue(tx, {
        template: 'donation-receipt',
        to: donor.user.email!,
        userId: donor.user.id,
        dedupeKey: `donation-receipt:es-${donor.user.id}`,
        data: {
          donationId: 77,
          amountCents: 2500,
          currency: 'usd',
          isRecurring: true,
          paidAt: '2026-11-29T10:00:00.000Z',
        },
      }),
    );
    const before = smtp.received.length;
    await drain(2);
    const [mail] = smtp.received.slice(before).filter((m) => m.to[0] === donor.user.email);
    expect(mail!.subject).toBe('Recibo de tu donación a HostFree');
    expect(mail!.text).toContain('Gracias por tu donación');
    expect(mail!.text).toContain('Recibimos tu donación mensual.');
    expect(mail!.text).toContain('Importe: 25,00\u00a0US$');
    expect(mail!.text).toContain('Fecha: 29 de noviembre de 2026, 10:00 UTC'.replace(', ', ' a las '));
    expect(mail!.text).toContain('Facturación: Mensual');
    expect(mail!.html).toContain('<html lang="es" dir="ltr">');
  });

  it('a message enqueued in a transaction that rolls back is never sent', async () => {
    const before = smtp.received.length;
    await t.database.db
      .transaction(async (tx) => {
        await t.app.services.mail.enqueue(tx, {
          template: 'password-changed',
          to: 'ghost@example.test',
          data: { username: 'ghost', changedAt: clock.now().toISOString() },
        });
        tx.rollback();
      })
      .catch(() => undefined);
    await drain(2);
    expect(smtp.received.slice(before).map((m) => m.to[0])).not.toContain('ghost@example.test');
  });

  it('SMTP refusing, then hanging, then back: every message of the burst arrives once', async () => {
    const before = smtp.received.length;
    smtp.switches.refuse();
    await enqueueBurst(12, 'burst');
    await drain();
    smtp.switches.hang();
    await drain();
    expect(smtp.received.length).toBe(before);
    const waiting = await t.app.services.mail.countOutbox();
    expect(waiting.queued).toBe(12);
    smtp.switches.reset();
    await drain(2);
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(12);
    expect(new Set(arrived.map((m) => m.to[0])).size).toBe(12);
    expect(new Set(arrived.map((m) => m.messageId)).size).toBe(12);
  });

  it('SMTP server down for a while (port closed): nothing lost; saving SMTP settings sends what waited at once', async () => {
    await smtp.stop();
    await enqueueBurst(8, 'outage');
    await drain(3);
    expect((await t.app.services.mail.countOutbox()).queued).toBe(8);
    smtp = await startFakeSmtp();
    expect((await saveSmtp(smtp)).statusCode).toBe(200);
    // The save made waiting mail due now: no clock move needed.
    await t.app.services.jobs.runDue();
    expect(smtp.received).toHaveLength(8);
    expect((await t.app.services.mail.countOutbox()).queued ?? 0).toBe(0);
  });

  it('without SMTP settings mail waits in the outbox', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/smtp-settings', headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    await enqueueBurst(2, 'unconfigured');
    await drain();
    expect((await t.app.services.mail.countOutbox()).queued).toBe(2);
    const before = smtp.received.length;
    expect((await saveSmtp(smtp)).statusCode).toBe(200);
    await t.app.services.jobs.runDue();
    expect(smtp.received.length).toBe(before + 2);
  });
});

describe('two app instances sending the same outbox', () => {
  let smtp: FakeSmtp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let second: Database | null = null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-mail-'));

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    opened = await openTestDatabase();
    // PostgreSQL: a second pool, as a second machine would have. PGlite: one embedded database, two apps.
    second = opened.url ? openPostgres(opened.url, 5) : null;
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    a = await buildApp(config, { db: opened.database.db, secretBox });
    b = await buildApp(config, { db: (second ?? opened.database).db, secretBox });
    const admin = await registerAdmin(a, opened.database.db);
    const saved = await a.inject({
      method: 'POST',
      url: '/api/smtp-settings',
      headers: bearer(admin.token),
      payload: {
        host: smtp.host,
        port: smtp.port,
        username: smtp.username,
        password: smtp.password,
        encryption: 'none',
        fromEmail: 'smtp@hostfree.test',
        fromName: 'HostFree',
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await opened?.drop();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('each message is sent exactly once when both run the queue at the same time', async () => {
    await opened.database.db.transaction(async (tx) => {
      for (let i = 0; i < 24; i++) {
        await a.services.mail.enqueue(tx, {
          template: 'password-changed',
          to: `twin${i}@example.test`,
          data: { username: `twin${i}`, changedAt: new Date().toISOString() },
        });
      }
    });
    const [ranA, ranB] = await Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);
    expect(ranA + ranB).toBe(24);
    expect(smtp.received).toHaveLength(24);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(24);
  });
});
