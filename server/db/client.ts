import path from 'node:path';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { migrationsFolder } from './migrate.js';
import { dropTemplate, readTemplate, templateFile } from './pglite-template.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repos take either the database or a transaction, so services decide the transaction boundary. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: a dedicated client for work that needs one connection (migration lock). */
  pool?: pg.Pool;
  pglite?: PGlite;
  /** A new PGlite data directory made by initdb: after its migrations, migrate.ts saves it as this template file. */
  templateToWrite?: string;
}

/** PostgreSQL connections per instance and how long a query waits for a free one (config DATABASE_POOL_SIZE, …_MS). */
export interface PoolOptions {
  size: number;
  connectTimeoutMs: number;
}

export function openPostgres(url: string, poolSize = 10, connectTimeoutMs = 5_000): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // node-postgres waits forever by default; a request should fail fast instead (security-test-plan G6): the
    // error handler answers a wait that ran out 503 with Retry-After (db/pool-busy.ts).
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  pool.on('error', () => {
    /* idle client errors are retried by the pool; requests see their own errors */
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  // pg_trgm: migration 0020's trigram indexes (the admin lists' substring searches).
  const extensions = { pg_trgm };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'), loadDataDir ? { loadDataDir, extensions } : { extensions });
  } else {
    client = new PGlite({ loadDataDir, extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** A data directory's PGlite; a new one starts from the migrated template when there is one (db/pglite-template.ts). */
async function openPgliteDataDir(dataDir: string): Promise<Database> {
  if (existsSync(path.join(dataDir, 'pglite'))) return openPglite(dataDir);
  const file = templateFile(migrationsFolder);
  const template = readTemplate(file);
  if (template) {
    try {
      return await openPglite(dataDir, template);
    } catch {
      // A damaged template: forget it and make this new database the slow way (it then writes a fresh template).
      rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      dropTemplate(file);
    }
  }
  return { ...(await openPglite(dataDir)), templateToWrite: file };
}

/** PostgreSQL when a URL is configured, otherwise an embedded PGlite under the data directory. */
export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  databasePool?: PoolOptions;
}): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(
        openPostgres(config.databaseUrl, config.databasePool?.size, config.databasePool?.connectTimeoutMs),
      )
    : openPgliteDataDir(config.dataDir);
}
