import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box.js';
import { createServices } from '../../services.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { digestForLog } from './credentials.js';

// Authentication events are logged (P16) and no log line carries a password, token or phrase (B11, P47).
describe('authentication audit log', () => {
  let t: TestContext;
  const entries: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    t = await createTestApp();
    const log = {
      info: (fields: Record<string, unknown>, message: string) => {
        entries.push({ level: 'info', fields, message });
      },
      warn: (fields: Record<string, unknown>, message: string) => {
        entries.push({ level: 'warn', fields, message });
      },
    };
    services = createServices(
      t.config,
      { db: t.database.db, secretBox: createSecretBox(randomBytes(32).toString('hex')) },
      log,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records successes and failures with ids or digests only', async () => {
    const client = { ip: '192.0.2.10', userAgent: 'test' };
    const anon = await services.accounts.registerAnonymous({ email: 'audit@example.test' }, client);
    const login = await services.accounts.login({ username: anon.username, password: anon.password }, client);
    if (!('token' in login)) throw new Error('two-factor is off here');
    await services.accounts.login({ username: anon.username, password: 'wrong-password' }, client).catch(() => {});
    await services.accounts.login({ username: 'Nobody-Here', password: 'wrong-password' }, client).catch(() => {});
    const recovered = await services.accounts.recoverAccount(anon.recoveryPhrase, client);
    await services.accounts.recoverAccount('not a phrase', client).catch(() => {});

    const events = entries.map((e) => e.fields.event);
    expect(events).toEqual([
      'registered',
      'login_succeeded',
      'login_failed',
      'login_failed',
      'account_recovered',
      'recovery_failed',
    ]);
    expect(entries.find((e) => e.fields.event === 'login_succeeded')?.fields.userId).toBe(anon.user.id);
    expect(entries.filter((e) => e.fields.event === 'login_failed').map((e) => e.fields.usernameDigest)).toEqual([
      digestForLog(anon.username),
      digestForLog('Nobody-Here'),
    ]);

    const logged = JSON.stringify(entries);
    for (const secret of [
      anon.password,
      anon.token,
      anon.recoveryPhrase,
      login.token,
      'wrong-password',
      recovered.newPassword,
      recovered.recoveryPhrase,
      'Nobody-Here',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
