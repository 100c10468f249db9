import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDonationsResponse } from '../../../contract/payments.js';
import { donations } from '../../db/schema/index.js';
import { bearer, registerAdmin, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('GET /api/admin/donations (001 §7)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/donations', headers });

  it('is for admins only', async () => {
    const client = await registerUser(t.app);
    expect((await get()).statusCode).toBe(401);
    expect((await get(bearer(client.token))).statusCode).toBe(403);
  });

  it('lists donations newest first with their fields', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    await t.database.db.insert(donations).values([
      { amount: 500, status: 'completed', donorEmail: 'old@example.test', createdAt: new Date('2026-01-01T00:00:00Z') },
      {
        amount: 2500,
        status: 'pending',
        isRecurring: true,
        giftTier: 'gold',
        giftDetails: { size: 'L' },
        pluginName: 'SEO Pro',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const res = await get(bearer(admin.token));
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminDonationsResponse;
    const list = body.donations;
    expect(list.map((d) => d.amount)).toEqual([2500, 500]);
    expect(list[0]).toMatchObject({
      status: 'pending',
      isRecurring: true,
      giftTier: 'gold',
      giftDetails: { size: 'L' },
      pluginName: 'SEO Pro',
      currency: 'USD',
      userId: null,
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    expect(list[1]).toMatchObject({ status: 'completed', donorEmail: 'old@example.test', giftDetails: null });
    // Totals count completed donations only; the chart has one entry per month (12), oldest first.
    expect(body.totals).toMatchObject({ completedAmount: 500, completedCount: 1, pendingCount: 1 });
    expect(body.monthly).toHaveLength(12);
  });
});
