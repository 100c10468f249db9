import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { writeTemplate } from './pglite-template.js';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any number of instances may start at once: on PostgreSQL an advisory lock lets exactly one migrate.
const MIGRATION_LOCK = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    await saveTemplate(database);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** A new data directory, just migrated and still without a row of its own, becomes the template of the next ones. */
async function saveTemplate(database: Database): Promise<void> {
  const file = database.templateToWrite;
  if (!file || !database.pglite) return;
  database.templateToWrite = undefined;
  try {
    const tarball = await database.pglite.dumpDataDir('none');
    writeTemplate(file, Buffer.from(await tarball.arrayBuffer()));
  } catch {
    // Only a shortcut for the next new database: without it, that one runs initdb and the migrations itself.
  }
}
