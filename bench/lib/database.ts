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

/** One query on its own connection (set-up and counts, never the measured path): answers the rows. */
export async function queryRows<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
