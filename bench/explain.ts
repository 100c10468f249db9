import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../server/db/client.js';
import { runMigrations } from '../server/db/migrate.js';
import * as schema from '../server/db/schema/index.js';
import { listAccountsForAdmin } from '../server/modules/hosting/admin-repo.js';
import { readAdminDonations } from '../server/modules/donations/admin-service.js';
import { listActiveCatalogue } from '../server/modules/library/repo.js';
import { recreateBenchDatabase } from './lib/database.js';
import { seedHostingAccounts } from './scenarios/admin-hosting-list.js';
import { seedDonations } from './scenarios/admin-donations-100k.js';
import { seedScaleCatalogue } from './scenarios/catalogue-search-20k.js';

// `npm run bench:explain`: the queries behind the large lists at their target sizes, each run through the app's
// own repository code (so the SQL is exactly what the server sends), captured, and shown with EXPLAIN (ANALYZE,
// BUFFERS). Writes bench/results/explain-<list>.txt. Needs PostgreSQL, as `npm run bench`.

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const dbName = `${process.env.BENCH_DB_NAME ?? 'hostfree_bench'}_explain`;

interface Captured {
  sql: string;
  params: unknown[];
}

/** Runs `work` against a drizzle instance that records every query, then explains each of them. */
async function explainQueries(pool: pg.Pool, title: string, work: (db: Db) => Promise<unknown>): Promise<string> {
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery: (sql, params) => {
        captured.push({ sql, params });
      },
    },
  }) as unknown as Db;
  await work(db);
  const out: string[] = [`## ${title}`];
  for (const { sql, params } of captured) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    out.push(
      '',
      sql.replace(/\s+/g, ' ').trim(),
      params.length ? `params: ${JSON.stringify(params)}` : '',
      ...plan.rows.map((r) => r['QUERY PLAN']),
    );
  }
  return out.join('\n');
}

function write(name: string, sections: string[]) {
  const header = `# ${name} — EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`;
  writeFileSync(path.join(resultsDir, `explain-${name}.txt`), `${header}\n${sections.join('\n\n')}\n`);
  console.log(`bench/results/explain-${name}.txt`);
}

async function main() {
  const url = await recreateBenchDatabase(dbName);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    await runMigrations({
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      close: async () => {},
    } as Database);
    const page1 = { limit: 10, offset: 0 };
    const search = { ...page1, search: 'user42' };

    await seedHostingAccounts(url, 2_000);
    const at20k = [
      await explainQueries(pool, '20,000 accounts: first page', (db) => listAccountsForAdmin(db, page1)),
      await explainQueries(pool, '20,000 accounts: search "user42"', (db) => listAccountsForAdmin(db, search)),
      await explainQueries(pool, '20,000 accounts: search "b1999x" (a domain)', (db) =>
        listAccountsForAdmin(db, { ...page1, search: 'b1999x' }),
      ),
    ];
    write('admin-hosting-20k', at20k);

    await seedHostingAccounts(url, 20_000);
    write('admin-hosting-200k', [
      await explainQueries(pool, '200,000 accounts: first page', (db) => listAccountsForAdmin(db, page1)),
      await explainQueries(pool, '200,000 accounts: page 500', (db) =>
        listAccountsForAdmin(db, { limit: 10, offset: 4_990 }),
      ),
      await explainQueries(pool, '200,000 accounts: search "user42"', (db) => listAccountsForAdmin(db, search)),
      await explainQueries(pool, '200,000 accounts: search "b19999x" (a domain)', (db) =>
        listAccountsForAdmin(db, { ...page1, search: 'b19999x' }),
      ),
    ]);

    await seedDonations(url);
    write('admin-donations-100k', [
      await explainQueries(pool, '100,000 donations: page 1 with totals and chart', (db) =>
        readAdminDonations(db, new Date(), { page: 1, limit: 25 }),
      ),
    ]);

    await seedScaleCatalogue(url);
    // The catalogue is held in memory: its one query loads every active plugin (once per TTL, 30 s). The memory it
    // takes is measured here as the heap growth of holding that list.
    const heapOf = () => {
      globalThis.gc?.();
      return process.memoryUsage().heapUsed;
    };
    const before = heapOf();
    const items = await listActiveCatalogue(drizzle(pool, { schema }) as unknown as Db, 'plugin');
    const held = heapOf() - before;
    const json = Buffer.byteLength(JSON.stringify(items));
    write('catalogue-20k', [
      `Held in memory: ${items.length} plugins, ${(held / 1048576).toFixed(1)} MB of heap${globalThis.gc ? '' : ' (without --expose-gc: approximate)'}, ${(json / 1048576).toFixed(1)} MB as JSON.`,
      await explainQueries(pool, '20,000 plugins: the catalogue load', (db) => listActiveCatalogue(db, 'plugin')),
    ]);
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
