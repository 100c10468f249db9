import pg from 'pg';

/** PostgreSQL server the benchmarks may create scratch databases on. */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Drops and creates a scratch database, answering its connection string: every run starts empty. */
export async function recreateBenchDatabase(name: string, adminUrl = benchAdminUrl): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
