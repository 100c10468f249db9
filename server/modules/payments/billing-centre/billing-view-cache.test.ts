import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingView } from '../../../../contract/billing.js';
import { billingSubscriptions } from '../../../db/schema/index.js';
import { bearer, createClock, registerUser, type SignedInUser } from '../../../test/accounts.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { updateSubscriptionMirror } from '../commerce/ledger-repo.js';

// With the change feed on (as `npm start` runs it) each signed-in user's billing view is kept in
// memory between changes. A change made behind the app (straight SQL) shows once its notice arrives, one made through
// this instance's ledger at once, the passing of a period end without any change, and nobody sees another's view.
describe('GET /api/billing kept between changes', () => {
  let t: TestContext;
  const clock = createClock();
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now }, { sessionCache: true });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const view = async (who: SignedInUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing', headers: bearer(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BillingView;
  };
  const subscribe = async (who: SignedInUser, id: string, periodEnd: Date) => {
    await t.database.db.execute(sql`
      insert into billing_subscriptions (stripe_subscription_id, product_kind, product_ref, description, user_id, status, amount_cents, currency,
        interval, current_period_end, card_brand, card_last4)
      values (${id}, 'vps', ${id}, 'VPS: Starter', ${who.user.id}, 'active', 2000, 'usd', 'month', ${periodEnd.toISOString()}::timestamptz, 'visa', '4242')`);
  };
  const pay = async (who: SignedInUser, key: string) => {
    await t.database.db.execute(sql`
      insert into billing_payments (payment_key, product_kind, product_ref, description, user_id, amount_cents, currency, is_renewal, paid_at)
      values (${key}, 'vps', ${key}, 'VPS: Starter', ${who.user.id}, 2000, 'usd', false, now())`);
  };

  it('shows a subscription and a payment written behind the app once their notices arrive, to their owner only', async () => {
    expect((await view(alice)).subscriptions).toEqual([]);
    expect((await view(bob)).subscriptions).toEqual([]);
    await subscribe(alice, 'sub_kept_alice', new Date(clock.now().getTime() + 20 * 86_400_000));
    await expect
      .poll(async () => (await view(alice)).subscriptions.map((s) => s.status), { timeout: 3000 })
      .toEqual(['active']);
    await pay(alice, 'in_kept_alice');
    await expect.poll(async () => (await view(alice)).payments.length, { timeout: 3000 }).toBe(1);
    const bobs = await view(bob);
    expect(bobs.subscriptions).toEqual([]);
    expect(bobs.payments).toEqual([]);
  });

  it("shows a cancel written through this instance's ledger at once, and one written behind the app on its notice", async () => {
    await view(alice);
    await updateSubscriptionMirror(t.database.db, 'sub_kept_alice', { cancelAtPeriodEnd: true }, clock.now());
    expect((await view(alice)).subscriptions[0]).toMatchObject({ status: 'cancelling', canResume: true });
    await t.database.db
      .update(billingSubscriptions)
      .set({ cancelAtPeriodEnd: false })
      .where(eq(billingSubscriptions.stripeSubscriptionId, 'sub_kept_alice'));
    await expect.poll(async () => (await view(alice)).subscriptions[0]?.status, { timeout: 3000 }).toBe('active');
  });

  it('is not kept past a period end: what may be done changes with the clock alone', async () => {
    await subscribe(bob, 'sub_kept_bob', new Date(clock.now().getTime() + 10_000));
    await t.database.db
      .update(billingSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(billingSubscriptions.stripeSubscriptionId, 'sub_kept_bob'));
    await expect.poll(async () => (await view(bob)).subscriptions[0]?.canResume, { timeout: 3000 }).toBe(true);
    expect((await view(bob)).subscriptions[0]?.canResume).toBe(true);
    clock.advance(11_000);
    expect((await view(bob)).subscriptions[0]?.canResume).toBe(false);
  });
});
