import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { AppDeps } from '../wiring/deps.js';
import { parseConfig, readTestEnv, type Config } from '../config.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { createSecretBox } from '../lib/secret-box.js';
import { createLocalFileStore } from '../storage/local-file-store.js';
import { createChangeFeed } from '../db/change-feed.js';
import { dropDatabase, testDatabasePrefix, withDatabase } from './global-setup.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A test's sessions commit without waiting for the WAL to reach the disk (synchronous_commit=off, per session): a
 * test's data need not outlive a crash of the machine, and each commit's flush was time the suite spent waiting.
 */
const withFastCommits = (url: string) => {
  const u = new URL(url);
  u.searchParams.set('options', '-c synchronous_commit=off');
  return u.toString();
};

/**
 * A fresh database for one test file: PGlite from the migrated snapshot, or a PostgreSQL copy of the template. On
 * PostgreSQL the copy is dropped without the file waiting for it (DROP DATABASE checkpoints, ~0.3 s); its name
 * carries the run's template, and global-setup.ts drops whatever copies of this run are left at its end.
 */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const { dbKind } = readTestEnv();
  const pgTemplate = inject('pgTemplate');
  if (dbKind === 'postgres') {
    if (!pgTemplate) throw new Error('HF_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `${testDatabasePrefix(pgTemplate.template)}${randomBytes(6).toString('hex')}`;
    const adminUrl = withFastCommits(pgTemplate.adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate.template}`);
    await admin.end();
    const url = withFastCommits(withDatabase(pgTemplate.adminUrl, name));
    const database = openPostgres(url, 5);
    return {
      database,
      url,
      async drop() {
        await database.close();
        void dropDatabase(adminUrl, name).catch(() => {
          /* left for global-setup.ts's teardown */
        });
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshotPath'));
  const database = await openPglite(undefined, new Blob([snapshot]));
  return { database, drop: () => database.close() };
}

/**
 * `options.sessionCache`: give the app the change feed `npm start` gives it, so live sessions are cached in memory.
 * Off by default: many tests change rows behind the app's back (straight SQL), which no running app does.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  options: { sessionCache?: boolean } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOSTED_DOMAIN: 'hostfree.test',
    // A scan a test did not ask for (a report, a site going live) must not hold the test up on an address nobody serves.
    ABUSE_SCAN_TIMEOUT_MS: '1000',
    ...overrides,
  });
  const { database, drop } = await openTestDatabase();
  const secretBox = createSecretBox(randomBytes(32).toString('hex'));
  const fileStore = createLocalFileStore({ root: path.join(dataDir, 'files') });
  const changeFeed = options.sessionCache ? createChangeFeed(database) : undefined;
  const app = await buildApp(config, { db: database.db, secretBox, fileStore, changeFeed, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await changeFeed?.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
