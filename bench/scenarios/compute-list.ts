import pg from 'pg';
import type { Scenario } from '../lib/scenario.js';
import { signUp } from '../lib/app-api.js';

// GET /api/compute/my for a signed-in client with a few cloud instances: the /compute page's list.
// The rows are written by SQL as a launch would leave them once running: no cloud involved.
export const computeListScenario: Scenario = {
  name: 'compute-list',
  description: 'GET /api/compute/my for a client with 3 running instances (PostgreSQL)',
  async prepare({ appUrl, databaseUrl }) {
    const token = await signUp(appUrl, 'bench-compute');
    const me = await fetch(`${appUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    const { id: userId } = (await me.json()) as { id: number };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Running, not transitional: a transitional status asks for a status sync on every read (compute/service.ts).
      await client.query(
        `
        insert into vps_instances (user_id, instance_name, ipv4_address, operating_system, status, cloud_provider, source, provider_instance_id,
          region, admin_username, is_trial, expires_at)
        select $1, 'bench-' || n, '192.0.2.' || n, 'Ubuntu 24.04', 'running', case when n = 2 then 'azure' else 'vultr' end, 'local',
          'bench-' || $2 || '-' || n, 'ewr', 'root', n = 2, case when n = 2 then now() + interval '40 hours' end
        from generate_series(1, 3) as n`,
        [userId, String(userId)],
      );
    } finally {
      await client.end();
    }
    const res = await fetch(`${appUrl}/api/compute/my`, { headers: { authorization: `Bearer ${token}` } });
    const list = (await res.json()) as unknown[];
    if (!res.ok || list.length !== 3)
      throw new Error(`compute list read failed: ${res.status} ${JSON.stringify(list).slice(0, 300)}`);
    return { path: '/api/compute/my', headers: { authorization: `Bearer ${token}` } };
  },
};
