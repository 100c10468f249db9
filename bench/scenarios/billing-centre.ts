import pg from 'pg';
import type { Scenario } from '../lib/scenario.js';
import { signUp } from '../lib/app-api.js';

// GET /api/billing for a signed-in client with a few subscriptions and payments: the billing
// centre's list. The ledger rows (the commerce core's mirror of Stripe) are written by SQL: no Stripe involved.
export const billingCentreScenario: Scenario = {
  name: 'billing-centre',
  description: 'GET /api/billing for a client with 3 subscriptions and 6 payments (PostgreSQL)',
  async prepare({ appUrl, databaseUrl }) {
    const token = await signUp(appUrl, 'bench-billing');
    const me = await fetch(`${appUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    const { id: userId } = (await me.json()) as { id: number };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const tag = `bench${userId}`;
      // A monthly donation, paid hosting and a VPS: each paid twice (first payment and one renewal).
      const subscriptions = [
        ['donation', 500, 'Monthly donation'],
        ['paid_hosting', 1200, 'Paid hosting: example.com'],
        ['vps', 2000, 'VPS: Starter'],
      ] as const;
      for (const [n, [kind, cents, description]] of subscriptions.entries()) {
        await client.query(
          `
          insert into billing_subscriptions (stripe_subscription_id, product_kind, product_ref, description, user_id, status, amount_cents, currency,
            interval, current_period_end, card_brand, card_last4)
          values ($1, $2, $3, $4, $5, 'active', $6, 'usd', 'month', now() + interval '20 days', 'visa', '4242')`,
          [`sub_${tag}_${n}`, kind, String(900_000 + n), description, userId, cents],
        );
        for (const renewal of [false, true]) {
          await client.query(
            `
            insert into billing_payments (payment_key, product_kind, product_ref, description, user_id, stripe_subscription_id, amount_cents, currency,
              is_renewal, receipt_url, paid_at)
            values ($1, $2, $3, $4, $5, $6, $7, 'usd', $8, $9, now() - ($10 || ' days')::interval)`,
            [
              `in_${tag}_${n}_${renewal}`,
              kind,
              String(900_000 + n),
              description,
              userId,
              `sub_${tag}_${n}`,
              cents,
              renewal,
              `https://invoice.stripe.test/${tag}/${n}/${renewal}`,
              renewal ? '10' : '40',
            ],
          );
        }
      }
    } finally {
      await client.end();
    }
    const res = await fetch(`${appUrl}/api/billing`, { headers: { authorization: `Bearer ${token}` } });
    const view = (await res.json()) as { subscriptions: unknown[]; payments: unknown[] };
    if (!res.ok || view.subscriptions.length !== 3 || view.payments.length !== 6)
      throw new Error(`billing centre read failed: ${res.status} ${JSON.stringify(view).slice(0, 300)}`);
    return { path: '/api/billing', headers: { authorization: `Bearer ${token}` } };
  },
};
