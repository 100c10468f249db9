import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, type Scenario } from '../lib/scenario.js';
import { signInAdmin } from '../lib/app-api.js';

export const DONATIONS = 100_000;

/**
 * 100,000 donations by SQL over the last two years: most completed, a tenth failed, a third of them monthly gifts.
 * Only the last hour's few are pending: older pending rows are what the reconciliation job closes (donations.reconcile),
 * and its writes would empty the list's kept pages all through the run. Idempotent (tops up to the size).
 */
export async function seedDonations(databaseUrl: string, rows = DONATIONS): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `
      insert into donations (amount, status, donor_email, is_recurring, subscription_status, stripe_subscription_id, gift_tier, plugin_name,
                             created_at, completed_at)
      select case when n % 3 = 0 then 1000 else 500 end,
             case when n <= 5 then 'pending' when n % 10 = 0 then 'failed' else 'completed' end,
             'donor' || n || '@example.test', n % 3 = 0,
             case when n % 3 = 0 then 'active' end, case when n % 3 = 0 then 'sub_bench_' || (n % 5000) end,
             case when n % 3 = 0 then '$10' end, case when n % 3 <> 0 then 'Plugin ' || (n % 2000) end,
             now() - (n * interval '10 minutes') * 105000 / $1::int, case when n > 5 and n % 10 <> 0 then now() - (n * interval '10 minutes') * 105000 / $1::int end
      from generate_series(1, greatest(0, $1::int - (select count(*)::int from donations))) as n`,
      [rows],
    );
    await client.query('analyze donations');
  } finally {
    await client.end();
  }
}

// GET /api/admin/donations over 100,000 donations: the analytics tab's first page, totals and chart.
export const adminDonations100kScenario: Scenario = {
  name: 'admin-donations-100k',
  description: `GET /api/admin/donations (page 1 of 25) over ${DONATIONS} donations, with totals and the chart, as a browser asks (Accept-Encoding) (PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    await seedDonations(databaseUrl);
    const token = await signInAdmin(appUrl);
    // What the admin's browser sends: the kept page comes as its ready brotli form.
    return {
      path: '/api/admin/donations',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    };
  },
};
