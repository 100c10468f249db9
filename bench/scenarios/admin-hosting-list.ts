import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, type Scenario } from '../lib/scenario.js';
import { signInAdmin } from '../lib/app-api.js';

const ACCOUNTS_PER_USER = 10;

/**
 * Seeds `users` bench users with ten accounts each, with two INSERT … SELECT generate_series statements: fast (about
 * 10 s for 200,000 accounts), and no WHM involved. Idempotent: a larger size adds only the rows a smaller one lacks.
 */
export async function seedHostingAccounts(databaseUrl: string, users: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const group = await client.query<{ id: number }>(`select id from user_groups where name = 'Free'`);
    await client.query(
      `
      insert into users (username, email, password_hash, first_name, last_name, is_anonymous, role, user_group_id)
      select 'benchuser' || n, 'benchuser' || n || '@example.test', 'x', 'Bench', 'User ' || n, false, 'client', $1
      from generate_series(1, ${users}) as n
      on conflict do nothing`,
      [group.rows[0]!.id],
    );
    await client.query(`
      insert into hosting_accounts (user_id, package_id, domain, subdomain, cpanel_username, whm_account_id, status, disk_usage, bandwidth_used)
      select u.id, 1, 'b' || u.id || 'x' || k || '.hostfree.cc', 'b' || u.id || 'x' || k, 'b' || u.id || 'x' || k, 'b' || u.id || 'x' || k, 'active', k * 10, k * 100
      from users u cross join generate_series(1, ${ACCOUNTS_PER_USER}) as k
      where u.username like 'benchuser%'
      on conflict do nothing`);
    await client.query('analyze users; analyze hosting_accounts;');
  } finally {
    await client.end();
  }
}

function hostingListScenario(name: string, users: number, query: string, what: string): Scenario {
  return {
    name,
    description: `GET /api/admin/hosting-accounts?${query} over ${users * ACCOUNTS_PER_USER} accounts, ${what}, as a browser asks (Accept-Encoding) (PostgreSQL)`,
    async prepare({ appUrl, databaseUrl }) {
      await seedHostingAccounts(databaseUrl, users);
      const token = await signInAdmin(appUrl);
      // What the admin's browser sends: the kept page comes as its ready brotli form (server/lib/ready-answer.ts).
      return {
        path: `/api/admin/hosting-accounts?${query}`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      };
    },
  };
}

// GET /api/admin/hosting-accounts, page 1 of 20,000 accounts with a search.
export const adminHostingListScenario = hostingListScenario(
  'admin-hosting-list',
  2_000,
  'page=1&limit=10&search=user42',
  'a search',
);
// The size an operator reaches after a year, the plain first page and a search.
export const adminHostingList200kScenario = hostingListScenario(
  'admin-hosting-list-200k',
  20_000,
  'page=1&limit=10',
  'the first page',
);
export const adminHostingSearch200kScenario = hostingListScenario(
  'admin-hosting-search-200k',
  20_000,
  'page=1&limit=10&search=user42',
  'a search',
);
