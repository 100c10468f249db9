import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TOKEN_HEADER, type BillingView } from '../../../../contract/billing.js';
import { bearer, registerUser, type SignedInUser } from '../../../test/accounts.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

// A signed-in user's kept view is sent by the access hook (routes.ts, http/access.ts). The route is public because a
// signed link stands in for a session, and a link's header wins over the session: a kept view must never answer it.
describe('GET /api/billing answered from the access hook', () => {
  let t: TestContext;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { sessionCache: true });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    await t.database.db.execute(sql`
      insert into billing_payments (payment_key, product_kind, product_ref, description, user_id, email, amount_cents,
        currency, is_renewal, paid_at)
      values ('in_kept_path_alice', 'vps', '1', 'VPS: Starter', ${alice.user.id}, null, 2000, 'usd', false, now()),
        ('in_kept_path_bob', 'vps', '2', 'VPS: Large', null, ${bob.email.toLowerCase()}, 4000, 'usd', false, now())`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (headers: Record<string, string>, url = '/api/billing') => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { view: res.json() as BillingView, headers: res.headers };
  };

  it("answers a kept view with the handler's bytes and headers", async () => {
    // The first read fills the cache (once the change feed listens); the ones after it are answered by the hook.
    await expect
      .poll(async () => (await get(bearer(alice.token))).view.payments.map((p) => p.description), { timeout: 3000 })
      .toEqual(['VPS: Starter']);
    const kept = await get(bearer(alice.token));
    const full = await get(bearer(alice.token), '/api/billing?full=1');
    expect(kept.view).toEqual(full.view);
    const { date: _k, ...keptHeaders } = kept.headers;
    const { date: _f, ...fullHeaders } = full.headers;
    expect(keptHeaders).toEqual(fullHeaders);
  });

  it("answers a signed link sent with a session as the link's address, not the session's kept view", async () => {
    await get(bearer(alice.token));
    const { token } = t.app.services.billingCentre.signLink(bob.email);
    const { view } = await get({ ...bearer(alice.token), [BILLING_TOKEN_HEADER]: token });
    expect(view.access).toBe('link');
    expect(view.payments.map((p) => p.description)).toEqual(['VPS: Large']);
    // And alice's own view is still hers.
    expect((await get(bearer(alice.token))).view.payments.map((p) => p.description)).toEqual(['VPS: Starter']);
  });
});
