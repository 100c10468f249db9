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
import { withDatabase } from './global-setup.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database for one test file: PGlite from the migrated snapshot, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const { dbKind } = readTestEnv();
  const pgTemplate = inject('pgTemplate');
  if (dbKind === 'postgres') {
    if (!pgTemplate) throw new Error('HF_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `hf_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgTemplate.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate.template}`);
    await admin.end();
    const url = withDatabase(pgTemplate.adminUrl, name);
    const database = openPostgres(url, 5);
    return {
      database,
      url,
      async drop() {
        await database.close();
        const a = new pg.Client({ connectionString: pgTemplate.adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
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
export async function createTestApp(overrides: Record<string, string> = {}, deps: Partial<AppDeps> = {}, options: { sessionCache?: boolean } = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-test-'));
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOSTED_DOMAIN: 'hostfree.test', ...overrides });
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
