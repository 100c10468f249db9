import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { parseConfig, readTestEnv } from '../../config.js';
import { createChangeFeed, type ChangeFeed } from '../../db/change-feed.js';
import { openPostgres, type Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { bearer, createClock, nextAddress, registerAdmin, registerUser } from '../../test/accounts.js';
import { openTestDatabase, type TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { SESSION_CACHE_TTL_MS } from './session-cache.js';
import { SESSION_CHANNEL } from './session-service.js';

// The in-process session cache: it answers repeated requests of one token from memory, and whatever
// changes a session or its user drops it at once: sign-out, password change, role/profile change, recovery,
// deletion. The clock is the test's, so "within the cache's lifetime" is exact.

describe('session cache', () => {
  const clock = createClock();
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp({}, { now: clock.now }, { sessionCache: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const readUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  it('answers a repeated token from memory for a few seconds (a change made behind the app is not seen yet)', async () => {
    const { token, user } = await registerUser(t.app, { firstName: 'Before' });
    const rename = (firstName: string) => t.database.db.update(users).set({ firstName }).where(eq(users.id, user.id));
    // A notice from an earlier write (this instance hears its own, from PostgreSQL, a moment later) that lands while
    // a read is under way keeps that read out of the cache, by design. So the first round may read through; no
    // notice comes after it, and the next round must answer from memory. A cache that never answers from memory
    // fails every round.
    let fromMemory = false;
    for (let round = 0; round < 3 && !fromMemory; round++) {
      expect((await readUser(token)).json().firstName).toBe('Before');
      await rename('Behind');
      fromMemory = (await readUser(token)).json().firstName === 'Before';
      if (!fromMemory) {
        // That read may itself be in memory now: let it expire before the next round.
        await rename('Before');
        clock.advance(SESSION_CACHE_TTL_MS);
      }
    }
    expect(fromMemory).toBe(true);
    clock.advance(SESSION_CACHE_TTL_MS);
    expect((await readUser(token)).json().firstName).toBe('Behind');
  });

  it('forgets a session at sign-out', async () => {
    const { token } = await registerUser(t.app);
    expect((await readUser(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await readUser(token)).statusCode).toBe(401);
  });

  it('drops every other session of a user whose password changed, and shows a profile change at once', async () => {
    const signedUp = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: signedUp.email, password: signedUp.password },
    });
    const other = login.json().token as string;
    expect((await readUser(other)).statusCode).toBe(200);
    expect((await readUser(signedUp.token)).statusCode).toBe(200);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${signedUp.user.id}`,
      headers: bearer(signedUp.token),
      payload: { firstName: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await readUser(other)).json().firstName).toBe('Renamed');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${signedUp.user.id}`,
      headers: bearer(signedUp.token),
      payload: { currentPassword: signedUp.password, password: 'a-brand-new-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await readUser(other)).statusCode).toBe(401);
    expect((await readUser(signedUp.token)).statusCode).toBe(200);
  });

  it('shows a role change by an admin on the next request, and refuses a deleted user at once', async () => {
    const member = await registerUser(t.app);
    expect((await readUser(member.token)).json().role).toBe('client');
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(admin.token),
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await readUser(member.token)).json().role).toBe('admin');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await readUser(member.token)).statusCode).toBe(401);
  });

  // GET /api/user is answered by the access hook from the cached session (http/access.ts).
  it("sends the kept answer with the full path's bytes and headers, and refuses a suspended user's at once", async () => {
    const member = await registerUser(t.app, { firstName: 'Kept' });
    const kept = await readUser(member.token);
    expect((await readUser(member.token)).body).toBe(kept.body);
    // A query string goes the whole way (the input guard, the handler, the serializer).
    const full = await t.app.inject({ method: 'GET', url: '/api/user?via=handler', headers: bearer(member.token) });
    expect(kept.json()).toMatchObject({ id: member.user.id, firstName: 'Kept' });
    expect(kept.body).toBe(full.body);
    const { date: _kept, ...keptHeaders } = kept.headers;
    const { date: _full, ...fullHeaders } = full.headers;
    expect(keptHeaders).toEqual(fullHeaders);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/suspend`,
      headers: bearer(admin.token),
      payload: { reason: 'Phishing' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await readUser(member.token)).statusCode).toBe(401);
  });

  it('still ends an idle session on time', async () => {
    const { token } = await registerUser(t.app);
    expect((await readUser(token)).statusCode).toBe(200);
    clock.advance(24 * 3600_000 + 1000);
    expect((await readUser(token)).statusCode).toBe(401);
  });
});

// Two instances, each with its own pool and LISTEN connection, on one PostgreSQL: a sign-out on one drops the
// other's cached copy when the notice arrives (awaited through a second listener on the same connection, which
// runs after the session service's).
describe.runIf(readTestEnv().dbKind === 'postgres')('session cache across instances', () => {
  let drop: () => Promise<void>;
  let first: Database;
  let second: Database;
  let feeds: ChangeFeed[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-session-cache-'));

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    first = opened.database;
    second = openPostgres(opened.url!, 5);
    feeds = [createChangeFeed(first), createChangeFeed(second)];
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    a = await buildApp(config, { db: first.db, secretBox, changeFeed: feeds[0] });
    b = await buildApp(config, { db: second.db, secretBox, changeFeed: feeds[1] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(feeds.map((f) => f.close()));
    await second?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sign-out on one instance ends the session on the other', async () => {
    const { token } = await registerUser(a);
    expect((await b.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const heard = new Promise<string>((resolve) => {
      void feeds[1].subscribe(SESSION_CHANNEL, resolve, () => {});
    });
    expect((await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await heard).toMatch(/^s:/);
    expect((await b.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});
