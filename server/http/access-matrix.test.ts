import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { users } from '../db/schema/index.js';
import { createSecretBox } from '../lib/secret-box.js';
import { bearer, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../test/accounts.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import type { Access, RouteInventoryEntry } from './access.js';

const matrix = JSON.parse(readFileSync(new URL('./access-matrix.json', import.meta.url), 'utf8')) as {
  routes: Record<string, Access>;
};

const isApiRoute = (r: RouteInventoryEntry) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs');
const keyOf = (r: RouteInventoryEntry) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`;
const concreteUrl = (url: string, id: number) =>
  url
    .replace(/:id\b/g, String(id))
    .replace(/:[A-Za-z]+/g, 'x')
    .replace(/\*/g, 'x');

// Every API route called by every kind of caller with an empty body (security-test-plan A1, A2).
describe('route × role access matrix', () => {
  let t: TestContext;
  let client: SignedInUser;
  let admin: SignedInUser;
  const callers: Record<string, () => Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    client = await registerUser(t.app);
    admin = await registerAdmin(t.app, t.database.db);
    const revoked = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(revoked.token) });
    const deleted = await registerUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, deleted.user.id));
    callers.anonymous = () => ({});
    callers.malformed = () => ({ authorization: 'Bearer not-a-real-token' });
    callers.revoked = () => bearer(revoked.token);
    callers.deletedUser = () => bearer(deleted.token);
    callers.client = () => bearer(client.token);
    callers.admin = () => bearer(admin.token);
  });
  afterAll(async () => {
    await t?.close();
  });

  // Logout ends the caller's session, so it goes last or every later call would be signed out.
  const apiRoutes = () =>
    t.app.routeInventory
      .filter(isApiRoute)
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));

  it('every API route declares an access level, and it matches access-matrix.json', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
    for (const route of apiRoutes()) {
      expect(['public', 'user', 'admin'], keyOf(route)).toContain(route.access);
      expect(matrix.routes[keyOf(route)], `${keyOf(route)} is missing from access-matrix.json`).toBe(route.access);
    }
    const declared = new Set(apiRoutes().map(keyOf));
    for (const key of Object.keys(matrix.routes)) expect(declared, `${key} is listed but not served`).toContain(key);
  });

  it('signed-out, revoked, malformed and deleted-user callers get 401 on user and admin routes; clients get 403 on admin routes; nothing answers 5xx', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      for (const [callerName, headers] of Object.entries(callers)) {
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: concreteUrl(route.url, callerName === 'client' ? client.user.id : admin.user.id),
          headers: headers(),
          remoteAddress: nextAddress(),
        };
        if (!['GET', 'HEAD'].includes(route.method)) options.payload = {};
        const res = await t.app.inject(options);
        const label = `${callerName} ${route.method} ${route.url} → ${res.statusCode}`;
        const signedOut = ['anonymous', 'malformed', 'revoked', 'deletedUser'].includes(callerName);
        if (res.statusCode >= 500) failures.push(label);
        if (route.access !== 'public' && signedOut && res.statusCode !== 401) failures.push(`${label} (expected 401)`);
        if (route.access === 'admin' && callerName === 'client' && res.statusCode !== 403)
          failures.push(`${label} (expected 403)`);
        if (route.access === 'user' && !signedOut && [401, 403].includes(res.statusCode))
          failures.push(`${label} (expected access)`);
        if (route.access === 'admin' && callerName === 'admin' && [401, 403].includes(res.statusCode))
          failures.push(`${label} (expected access)`);
      }
    }
    expect(failures).toEqual([]);
    // Every route times every caller (~1,000 requests, some answered by the handler's database work): 25–30 s on a
    // machine at load 20–35, so its own limit, not the suite's 30 s.
  }, 120_000);

  it('admin path variants are decided the same way (A3)', async () => {
    const someClient = await registerUser(t.app);
    for (const url of [
      '/api/admin/registration-settings/',
      '/api/admin/registration-settings?a=b',
      '/API/admin/registration-settings',
      '//api/admin/registration-settings',
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      const asClient = await t.app.inject({ method: 'GET', url, headers: bearer(someClient.token) });
      expect([401, 404], `anonymous ${url}`).toContain(anonymous.statusCode);
      expect([403, 404], `client ${url}`).toContain(asClient.statusCode);
    }
  });

  it('the HEAD twin of every user and admin GET route is guarded like it', async () => {
    const guarded = apiRoutes().filter((route) => route.method === 'GET' && route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: 'HEAD',
        url: concreteUrl(route.url, admin.user.id),
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, `HEAD ${route.url}`).toBe(401);
    }
  });

  it('buildApp refuses a route that declares no access rule', async () => {
    const app = await buildApp(t.config, {
      db: t.database.db,
      secretBox: createSecretBox(randomBytes(32).toString('hex')),
    });
    try {
      const addUndeclared = async () => {
        app.get('/api/undeclared', async () => ({ ok: true }));
        await app.ready();
      };
      await expect(addUndeclared()).rejects.toThrow(/declares no access rule/);
    } finally {
      await app.close().catch(() => {});
    }
  });
});
