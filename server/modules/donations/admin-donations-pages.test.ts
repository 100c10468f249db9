import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDonationsResponse } from '../../../contract/payments.js';
import { donations } from '../../db/schema/index.js';
import { bearer, registerAdmin } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The admin's donations list pages on the server (100,000 donations), and with the change feed on (as
// `npm start` runs it) a page is kept ready between changes: a change made anywhere (straight SQL here) shows once
// its notice arrives.
describe('GET /api/admin/donations pages', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { sessionCache: true });
    token = (await registerAdmin(t.app, t.database.db)).token;
    await t.database.db.execute(sql`
      insert into donations (amount, status, donor_email, created_at)
      select n * 100, 'completed', 'page' || n || '@example.test', timestamptz '2026-01-01' + n * interval '1 hour'
      from generate_series(1, 30) as n`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/donations${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminDonationsResponse;
  };

  it('answers a page, newest first, with the pagination; totals and the chart still count every row', async () => {
    const first = await page('');
    expect(first.donations.map((d) => d.amount)).toEqual(Array.from({ length: 25 }, (_, i) => (30 - i) * 100));
    expect(first.pagination).toEqual({
      page: 1,
      limit: 25,
      total: 30,
      totalPages: 2,
      hasPrevious: false,
      hasNext: true,
    });
    const second = await page('?page=2');
    expect(second.donations.map((d) => d.amount)).toEqual([500, 400, 300, 200, 100]);
    expect(second.pagination).toMatchObject({ page: 2, hasPrevious: true, hasNext: false });
    expect(second.totals).toMatchObject({ completedCount: 30, completedAmount: 46_500 });
    expect((await page('?page=3&limit=10')).donations.map((d) => d.amount)).toEqual([
      1000, 900, 800, 700, 600, 500, 400, 300, 200, 100,
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/donations?limit=101', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });

  it('shows a change made behind the app as soon as its notice arrives', async () => {
    const newest = (await page('')).donations[0]!;
    expect((await page('')).donations[0]).toEqual(newest); // kept in memory now
    await t.database.db.update(donations).set({ status: 'pending' }).where(eq(donations.id, newest.id));
    await expect.poll(async () => (await page('')).donations[0]?.status, { timeout: 3000 }).toBe('pending');
  });
});
