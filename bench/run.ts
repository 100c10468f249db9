import pg from 'pg';
import { startServer, type RunningServer } from './lib/processes.js';
import { measure } from './lib/measure.js';
import { writeResult } from './lib/results.js';

// Scenario: GET /api/user with a valid token on PostgreSQL, against the bare baseline in the same run.
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = 'hostfree_bench';

async function recreateDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${benchDb} with (force)`);
  await client.query(`create database ${benchDb}`);
  await client.end();
  const u = new URL(adminUrl);
  u.pathname = `/${benchDb}`;
  return u.toString();
}

async function signUp(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@hostfree.test', password: 'bench-password-1', username: 'benchuser' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function main() {
  const servers: RunningServer[] = [];
  try {
    const databaseUrl = await recreateDatabase();
    const baseline = await startServer(['bench/baseline-server.ts', '5901'], {}, 'http://127.0.0.1:5901/', 'http://127.0.0.1:5901');
    servers.push(baseline);
    const app = await startServer(['server/main.ts'], {
      PORT: '5902', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: '.tmp/bench-data', LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench-admin@hostfree.test', ADMIN_PASSWORD: 'bench-admin-password',
    }, 'http://127.0.0.1:5902/healthz', 'http://127.0.0.1:5902');
    servers.push(app);

    const token = await signUp(app.url);
    const baselineResult = await measure(`${baseline.url}/`);
    const target = await measure(`${app.url}/api/user`, { authorization: `Bearer ${token}` });
    const result = writeResult({ scenario: 'get-user', description: 'GET /api/user with a valid token (PostgreSQL)', baseline: baselineResult, target });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
