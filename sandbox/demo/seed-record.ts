import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config.js';
import type { DemoSeeder } from './seeders.js';

// `npm run demo` seeds once per data directory: the catalogue, the compute accounts and the packages are
// stored on the first run, and DATA_DIR/demo-seeded.json records which seeders completed, for which database, so
// later starts skip them. Each seeder stays idempotent on its own (it checks before it adds), so a lost or stale
// record costs time, never duplicates. A seeder added to the demo later still runs once on an older directory.

export const SEED_RECORD_FILE = 'demo-seeded.json';

interface SeedRecord {
  /** 'pglite' (the database inside DATA_DIR) or DATABASE_URL without its password. */
  database: string;
  seeders: string[];
}

export function databaseIdentity(config: Pick<Config, 'databaseUrl'>): string {
  if (!config.databaseUrl) return 'pglite';
  try {
    const url = new URL(config.databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    return 'postgres';
  }
}

/** The seeders that already completed for this data directory and database. */
export function readSeeded(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Set<string> {
  try {
    const record = JSON.parse(readFileSync(path.join(config.dataDir, SEED_RECORD_FILE), 'utf8')) as SeedRecord;
    return record.database === databaseIdentity(config) && Array.isArray(record.seeders)
      ? new Set(record.seeders)
      : new Set();
  } catch {
    return new Set();
  }
}

export function recordSeeded(config: Pick<Config, 'dataDir' | 'databaseUrl'>, seeders: Set<string>): void {
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, SEED_RECORD_FILE);
  const record: SeedRecord = { database: databaseIdentity(config), seeders: [...seeders] };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Each seeder's seed() in order, skipping the `once` ones this data directory already has. A `background` one is
 * started and not awaited (its lines go straight to the terminal); it is recorded when it completes, so a demo
 * stopped midway fills the rest on its next start (the catalogue seed skips the slugs it already has).
 */
export async function runDemoSeeders(
  seeders: DemoSeeder[],
  app: FastifyInstance,
  context: Parameters<NonNullable<DemoSeeder['seed']>>[1],
  { isNewDatabase }: { isNewDatabase: boolean },
): Promise<{ background: Promise<void> }> {
  const background: Promise<void>[] = [];
  const seeded = isNewDatabase ? new Set<string>() : readSeeded(context.config);
  const record = (seeder: DemoSeeder) => {
    if (!seeder.once) return;
    seeded.add(seeder.name);
    recordSeeded(context.config, seeded);
  };
  for (const seeder of seeders) {
    if (seeder.once && seeded.has(seeder.name)) continue;
    if (seeder.background) {
      background.push(
        Promise.resolve(seeder.seed?.(app, { ...context, say: (line) => console.log(line) })).then(
          () => record(seeder),
          (error: unknown) => {
            console.error(
              `The demo's ${seeder.name} was not seeded: ${error instanceof Error ? error.message : String(error)}`,
            );
          },
        ),
      );
      continue;
    }
    await seeder.seed?.(app, context);
    record(seeder);
  }
  return { background: Promise.all(background).then(() => {}) };
}
