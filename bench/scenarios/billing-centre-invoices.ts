import pg from 'pg';
import type { Scenario } from '../lib/scenario.js';
import { signUp } from '../lib/app-api.js';

// GET /api/billing for a business customer with 50 invoices, each with its number, PDF link and a tax line (VAT at
// 19 %, or a reverse charge): the billing centre's invoice list at the size a customer of four years has. The ledger
// rows are written by SQL (as the commerce core writes them from Stripe's invoices): no Stripe involved. One of the
// invoices is a plan change's prorated upgrade, and a downgrade is scheduled (the view reads billing_plan_changes).
const INVOICES = 50;

export const billingCentreInvoicesScenario: Scenario = {
  name: 'billing-centre-invoices',
  description: `GET /api/billing for a client with ${INVOICES} taxed invoices across hosting and a VPS (PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    const token = await signUp(appUrl, 'bench-invoices');
    const me = await fetch(`${appUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    const { id: userId } = (await me.json()) as { id: number };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const tag = `benchinv${userId}`;
      const subscriptions = [
        ['paid_hosting', 1200, 'Paid hosting: example.de'],
        ['vps', 2000, 'VPS: Starter'],
      ] as const;
      for (const [n, [kind, cents, description]] of subscriptions.entries()) {
        await client.query(
          `
          insert into billing_subscriptions (stripe_subscription_id, product_kind, product_ref, description, user_id, status, amount_cents, currency,
            interval, current_period_end, card_brand, card_last4)
          values ($1, $2, $3, $4, $5, 'active', $6, 'usd', 'month', now() + interval '20 days', 'visa', '4242')`,
          [`sub_${tag}_${n}`, kind, String(800_000 + n), description, userId, cents],
        );
      }
      for (let i = 0; i < INVOICES; i += 1) {
        const n = i % subscriptions.length;
        const [kind, cents, description] = subscriptions[n]!;
        const reverse = i % 5 === 0;
        const tax = reverse ? 0 : Math.round(cents * 0.19);
        await client.query(
          `
          insert into billing_payments (payment_key, product_kind, product_ref, description, user_id, stripe_subscription_id, amount_cents, currency,
            is_renewal, receipt_url, invoice_number, invoice_pdf_url, tax_cents, tax_lines, paid_at)
          values ($1, $2, $3, $4, $5, $6, $7, 'usd', $8, $9, $10, $11, $12, $13, now() - ($14 || ' days')::interval)`,
          [
            `in_${tag}_${i}`,
            kind,
            String(800_000 + n),
            description,
            userId,
            `sub_${tag}_${n}`,
            cents + tax,
            i >= subscriptions.length,
            `https://invoice.stripe.test/${tag}/${i}`,
            `BENCH-${String(i + 1).padStart(4, '0')}`,
            `https://pay.stripe.test/invoice/${tag}/${i}/pdf`,
            tax,
            JSON.stringify([
              { amountCents: tax, taxableCents: cents, reason: reverse ? 'reverse_charge' : 'standard_rated' },
            ]),
            String(INVOICES - i),
          ],
        );
      }
      // The plan changes the view carries: an upgrade whose prorated invoice is one of the 50, and a downgrade
      // scheduled for the period end (the line under the hosting subscription).
      await client.query(
        `
        insert into billing_plan_changes (stripe_subscription_id, product_kind, product_ref, user_id, from_plan, from_name,
          to_plan, to_name, to_price_id, from_price_id, direction, status, amount_due_cents, currency, invoice_id,
          effective_at, applied_at)
        values ($1, 'vps', $2, $3, '1', 'VPS Small', '2', 'VPS Starter', 'price_bench_big', 'price_bench_small', 'upgrade',
          'applied', 1000, 'usd', $4, now() - interval '48 days', now() - interval '48 days'),
        ($5, 'paid_hosting', $6, $3, '3', 'Premium', '2', 'Starter', 'price_bench_starter', 'price_bench_premium',
          'downgrade', 'scheduled', 0, 'usd', null, now() + interval '20 days', null)`,
        [`sub_${tag}_1`, String(800_001), userId, `in_${tag}_1`, `sub_${tag}_0`, String(800_000)],
      );
    } finally {
      await client.end();
    }
    const res = await fetch(`${appUrl}/api/billing`, { headers: { authorization: `Bearer ${token}` } });
    const view = (await res.json()) as {
      payments: { taxLines: unknown[]; invoicePdfUrl: string | null }[];
      subscriptions: { planChange: unknown }[];
    };
    if (
      !res.ok ||
      view.payments.length !== INVOICES ||
      view.subscriptions.filter((sub) => sub.planChange).length !== 1 ||
      !view.payments.every((p) => p.taxLines.length === 1 && p.invoicePdfUrl)
    )
      throw new Error(`billing centre read failed: ${res.status} ${JSON.stringify(view).slice(0, 300)}`);
    return { path: '/api/billing', headers: { authorization: `Bearer ${token}` } };
  },
};
