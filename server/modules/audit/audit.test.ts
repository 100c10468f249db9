import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../lib/audit-trail.js';
import { bearer, nextAddress, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

// Who, what, when, from where; filters; secrets masked; users see only their own; read-only.
describe('audit log', () => {
  let t: TestContext;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (query: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit-events${query}`, headers: bearer(token) });

  it('records a failed and a successful sign-in with address and browser', async () => {
    const u = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'AuditTest/1.0' },
      payload: { username: u.email, password: 'wrong-one' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'AuditTest/1.0' },
      payload: { username: u.email, password: u.password },
    });
    const res = await list(`?targetType=user&targetId=${u.user.id}`);
    expect(res.statusCode).toBe(200);
    const events = res.json().events as {
      action: string;
      ip: string;
      userAgent: string;
      actorId: number | null;
      actorName: string | null;
    }[];
    expect(events.map((e) => e.action).slice(0, 2)).toEqual(['auth.sign_in', 'auth.sign_in_failed']);
    expect(events[0]).toMatchObject({
      ip: '203.0.113.9',
      userAgent: 'AuditTest/1.0',
      actorId: u.user.id,
      actorName: u.user.username,
    });
    expect(events[1]).toMatchObject({ actorId: null });
    expect(JSON.stringify(events)).not.toContain('wrong-one');
  });

  it('records settings changes by the admin with secrets masked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/smtp-settings',
      headers: bearer(admin.token),
      payload: {
        host: 'smtp.example.test',
        port: 587,
        username: 'mailer',
        password: 'VerySecretSmtpPw',
        encryption: 'tls',
        fromEmail: 'noreply@example.test',
        fromName: 'HostFree',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = (await list('?action=settings.smtp_changed')).json().events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'settings',
      details: { host: 'smtp.example.test', password: SECRET_MASK },
    });
    expect(JSON.stringify(events)).not.toContain('VerySecretSmtpPw');
  });

  it('records a role change and filters by actor, action, date range and page size', async () => {
    const u = await registerUser(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.user.id}`,
      headers: bearer(admin.token),
      payload: { role: 'admin' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const byAction = (await list(`?action=user.role_changed&actorId=${admin.user.id}`)).json();
    expect(byAction.events[0]).toMatchObject({ targetId: String(u.user.id), details: { from: 'client', to: 'admin' } });
    const future = (await list('?from=2999-01-01')).json();
    expect(future).toMatchObject({ events: [], pagination: { total: 0 } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?to=${today}&limit=1`)).json().events).toHaveLength(1);
    const paged = (await list('?limit=1&page=2')).json();
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1 });
    expect((await list('?limit=201')).statusCode).toBe(400);
    expect((await list('?actorId=2147483648')).statusCode).toBe(400);
    expect((await list('?actorId=100001')).json().events).toEqual([]);
    expect((await list('?from=not-a-date')).statusCode).toBe(400);
  });

  it('is admin-only, read-only, and users see only their own security events', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: other.email, password: 'nope-nope' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: u.email, password: u.password },
    });
    expect((await list('', u.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-events' })).statusCode).toBe(401);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(
        (await t.app.inject({ method, url: '/api/admin/audit-events', headers: bearer(admin.token), payload: {} }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method, url: '/api/admin/audit-events/1', headers: bearer(admin.token), payload: {} }))
          .statusCode,
      ).toBe(404);
    }
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/user/security-events', headers: bearer(u.token) })
    ).json();
    expect(own.events.length).toBeGreaterThan(0);
    const mine = own.events as { targetId: string | null; actorId: number | null }[];
    expect(mine.every((e) => e.targetId === String(u.user.id) || e.actorId === u.user.id)).toBe(true);
    expect(JSON.stringify(own)).not.toContain(`"targetId":"${other.user.id}"`);
    // Admin-only events (settings) never show in a user's own list.
    const adminOwn = (
      await t.app.inject({ method: 'GET', url: '/api/user/security-events', headers: bearer(admin.token) })
    ).json();
    expect(adminOwn.events.some((e: { action: string }) => e.action.startsWith('settings.'))).toBe(false);
  });
});
