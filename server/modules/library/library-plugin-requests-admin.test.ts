import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PLUGIN_REQUESTS_PAGE_SIZE, LIBRARY_MESSAGES } from '../../../contract/library.js';
import { auditEvents, mailOutbox, pluginRequests } from '../../db/schema/index.js';
import { bearer, nextAddress, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

// The admin's queue of plugin requests: listed by status, answered once, audited, the requester mailed when fulfilled.
describe('plugin requests: the admin queue', () => {
  let t: TestContext;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (email: string, pluginName: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plugin-requests',
      remoteAddress: nextAddress(),
      headers: token ? bearer(token) : {},
      payload: { firstName: 'Grace', lastName: 'Hopper', email, pluginName },
    });
  const list = (query: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/plugin-requests${query}`, headers: bearer(token) });
  const answer = (id: number, status: string, token = admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/plugin-requests/${id}`,
      headers: bearer(token),
      payload: { status },
    });

  it('lists pending requests oldest first, pages them, and counts what waits', async () => {
    // Past one page, as a busy library gets.
    const rows = Array.from({ length: ADMIN_PLUGIN_REQUESTS_PAGE_SIZE + 5 }, (_, i) => ({
      firstName: 'Bulk',
      lastName: 'Asker',
      email: `bulk${i}@example.test`,
      pluginName: `Bulk Plugin ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await t.database.db.insert(pluginRequests).values(rows);
    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.requests).toHaveLength(ADMIN_PLUGIN_REQUESTS_PAGE_SIZE);
    expect(page1.requests[0].pluginName).toBe('Bulk Plugin 0');
    expect(page1.pagination).toMatchObject({ page: 1, total: rows.length, totalPages: 2 });
    expect(page1.pendingCount).toBe(rows.length);
    const page2 = (await list('?status=pending&page=2')).json();
    expect(page2.requests.map((r: { pluginName: string }) => r.pluginName)).toContain(`Bulk Plugin ${rows.length - 1}`);
    expect((await list('?status=nonsense')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('fulfils once: the status changes, the trail names the admin, the requester is mailed once', async () => {
    const user = await registerUser(t.app);
    const created = await submit('grace@example.test', 'Query Monitor', user.token);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().request.id as number;

    const done = await answer(id, 'fulfilled');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      id,
      status: 'fulfilled',
      pluginName: 'Query Monitor',
      email: 'grace@example.test',
      userId: user.user.id,
    });
    expect((await answer(id, 'fulfilled')).statusCode).toBe(200);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `plugin-request-fulfilled:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'plugin-request-fulfilled', recipient: 'grace@example.test' });
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'library.request_processed'));
    const mine = trail.filter((e) => e.targetId === String(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      actorId: admin.user.id,
      subjectUserId: user.user.id,
      details: { from: 'pending', to: 'fulfilled', pluginName: 'Query Monitor' },
    });

    // Shown under its status, not among the pending ones.
    expect((await list('?status=fulfilled')).json().requests.map((r: { id: number }) => r.id)).toContain(id);
    expect((await list('')).json().requests.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('declines without mail; refuses an unknown request, a bad status, and anyone but an admin', async () => {
    const created = await submit('visitor@example.test', 'Some Plugin');
    const id = created.json().request.id as number;
    const declined = await answer(id, 'declined');
    expect(declined.json().status).toBe('declined');
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `plugin-request-fulfilled:${id}`)),
    ).toHaveLength(0);

    const missing = await answer(2_147_000_000, 'fulfilled');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LIBRARY_MESSAGES.pluginRequestNotFound);
    const bad = await answer(id, 'done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be pending, fulfilled or declined');
    const client = await registerUser(t.app);
    expect((await answer(id, 'fulfilled', client.token)).statusCode).toBe(403);
    expect((await list('', client.token)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(pluginRequests).where(eq(pluginRequests.id, id));
    expect(row!.status).toBe('declined');
  });
});
