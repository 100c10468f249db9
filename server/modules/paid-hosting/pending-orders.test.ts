import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingOrder } from '../../../contract/paid-hosting.js';
import { eq } from 'drizzle-orm';
import { mailOutbox, pendingOrders } from '../../db/schema/index.js';
import { bearer, nextAddress, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

describe('pending orders (001 §2, §4, §7)', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PATCH', url: string, payload?: unknown, token = admin.token) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const insert = async (status: 'pending' | 'processing' | 'completed' | 'cancelled', orderId: string) =>
    (
      await t.database.db
        .insert(pendingOrders)
        .values({
          orderType: 'premium_hosting',
          orderId,
          customerEmail: 'buyer@example.test',
          customerName: 'Ada Buyer',
          status,
          totalPrice: 895,
          orderDetails: JSON.stringify({
            domain: `${orderId}.com`,
            planType: 'premium',
            subscriptionId: 'sub_1',
            customerId: 'cus_1',
            whmUsername: 'adabuyer',
          }),
        })
        .returning()
    )[0]!;

  it('admins only: 401 signed out, 403 for a client', async () => {
    expect((await call('GET', '/api/admin/pending-orders', undefined, '')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/pending-orders', undefined, client.token)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/pending-orders/1', { status: 'completed' }, client.token)).statusCode).toBe(
      403,
    );
  });

  it('lists orders with their details; an order moves only to completed, once', async () => {
    const order = await insert('pending', 'o1');
    const list = (await call('GET', '/api/admin/pending-orders')).json() as PendingOrder[];
    expect(list.find((o) => o.id === order.id)).toMatchObject({
      status: 'pending',
      customerEmail: 'buyer@example.test',
      totalPrice: 895,
      orderDetails: {
        domain: 'o1.com',
        planType: 'premium',
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        whmUsername: 'adabuyer',
      },
    });
    for (const status of ['processing', 'cancelled', 'pending', 'done', '']) {
      const res = await call('PATCH', `/api/admin/pending-orders/${order.id}`, { status });
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe('An order may only be moved to completed');
    }
    const done = await call('PATCH', `/api/admin/pending-orders/${order.id}`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', processedBy: admin.user.id });
    expect(done.json().processedAt).toBeTruthy();
    const again = await call('PATCH', `/api/admin/pending-orders/${order.id}`, { status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect((await call('PATCH', '/api/admin/pending-orders/999999', { status: 'completed' })).statusCode).toBe(404);
  });

  it('a processing order may be completed; a cancelled one may not', async () => {
    const processing = await insert('processing', 'o2');
    expect(
      (await call('PATCH', `/api/admin/pending-orders/${processing.id}`, { status: 'completed' })).statusCode,
    ).toBe(200);
    const cancelled = await insert('cancelled', 'o3');
    const res = await call('PATCH', `/api/admin/pending-orders/${cancelled.id}`, { status: 'completed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A cancelled order cannot be completed');
  });

  it("completing a donor's gift mails the donor once; other orders mail nobody from here", async () => {
    const [gift] = await t.database.db
      .insert(pendingOrders)
      .values({
        orderType: 'gift',
        orderId: 'sub_gift_1',
        customerEmail: 'donor-104233@example.test',
        status: 'pending',
        totalPrice: 1000,
        orderDetails: JSON.stringify({ donationId: 104_233, giftTier: 'Supporter', giftType: 'vps' }),
      })
      .returning();
    const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(await mailsTo('donor-104233@example.test')).toHaveLength(0);
    expect((await call('PATCH', `/api/admin/pending-orders/${gift!.id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/api/admin/pending-orders/${gift!.id}`, { status: 'completed' })).statusCode).toBe(
      409,
    );
    const sent = await mailsTo('donor-104233@example.test');
    expect(sent.map((m) => m.template)).toEqual(['gift-ready']);

    const hosting = await insert('pending', 'o4');
    expect((await call('PATCH', `/api/admin/pending-orders/${hosting.id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    expect((await mailsTo('buyer@example.test')).filter((m) => m.template === 'gift-ready')).toHaveLength(0);
  });
});
