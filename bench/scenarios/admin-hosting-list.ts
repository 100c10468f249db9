import pg from 'pg';
import type { Scenario } from '../lib/scenario.js';
import { signInAdmin } from '../lib/app-api.js';

const USERS = 2_000;
const ACCOUNTS_PER_USER = 10;

// GET /api/admin/hosting-accounts, page 1 of 20,000 accounts with a search (issue 3 point 9). The rows are
// seeded with two INSERT … SELECT generate_series statements: fast, and no WHM involved.
export const adminHostingListScenario: Scenario = {
  name: 'admin-hosting-list',
  description: `GET /api/admin/hosting-accounts?page=1&search=user42 over ${USERS * ACCOUNTS_PER_USER} accounts (PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const group = await client.query<{ id: number }>(`select id from user_groups where name = 'Free'`);
      await client.query(`
        insert into users (username, email, password_hash, first_name, last_name, is_anonymous, role, user_group_id)
        select 'benchuser' || n, 'benchuser' || n || '@example.test', 'x', 'Bench', 'User ' || n, false, 'client', $1
        from generate_series(1, ${USERS}) as n
        on conflict do nothing`, [group.rows[0]!.id]);
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
    const token = await signInAdmin(appUrl);
    return { path: '/api/admin/hosting-accounts?page=1&limit=10&search=user42', headers: { authorization: `Bearer ${token}` } };
  },
};
