import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readTestEnv } from '../config.js';
import { openPglite, openPostgres } from '../db/client.js';
import { migrationsFolder, runMigrations } from '../db/migrate.js';
import { templateFile, writeTemplate } from '../db/pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    pgTemplate: { adminUrl: string; template: string } | null;
  }
}

// Migrating PGlite from scratch costs seconds and ~1 GB; migrate once, snapshot, and let each test file
// start from the snapshot. On PostgreSQL the same idea is a template database.
// Each server project (vitest.config.ts) runs this for itself and makes only the database its files open: with
// TEST_DATABASE_URL (CI) the PGlite project's files never open PostgreSQL and the PostgreSQL project's never open
// PGlite, and each migration costs a few CPU-seconds on a two-core machine that the tests are waiting for.
export default async function setup(project: TestProject) {
  if (project.config.env?.HF_TEST_DB === 'postgres') {
    project.provide('pgliteSnapshotPath', '');
    return makePostgresTemplate(project);
  }
  project.provide('pgTemplate', null);
  await snapshotPglite(project);
  return undefined;
}

async function snapshotPglite(project: TestProject) {
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const snapshotPath = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
  const database = await openPglite(undefined);
  await runMigrations(database);
  const blob = await database.pglite!.dumpDataDir('none');
  const tarball = Buffer.from(await blob.arrayBuffer());
  writeFileSync(snapshotPath, tarball);
  // The same migrated cluster is the template a new data directory starts from (the e2e server's, the demo's).
  const pgliteTemplate = templateFile(migrationsFolder);
  if (!existsSync(pgliteTemplate)) writeTemplate(pgliteTemplate, tarball);
  await database.close();
  project.provide('pgliteSnapshotPath', snapshotPath);
}

async function makePostgresTemplate(project: TestProject) {
  const { databaseUrl } = readTestEnv();
  let template: string | null = null;
  if (databaseUrl) {
    template = `hf_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateDb = openPostgres(withDatabase(databaseUrl, template), 2);
    await runMigrations(templateDb);
    await templateDb.close();
    project.provide('pgTemplate', { adminUrl: databaseUrl, template });
  } else {
    project.provide('pgTemplate', null);
  }

  return async () => {
    if (databaseUrl && template) {
      // The files' copies whose drop had not finished when their worker ended, then the template itself.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const left = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [testDatabasePrefix(template)],
      );
      await admin.end();
      for (const { datname } of left.rows) {
        // A drop a worker began may still be running on the server: that one finishes it.
        await dropDatabase(databaseUrl, datname).catch((error: unknown) =>
          console.warn(`test database ${datname} not dropped: ${String(error)}`),
        );
      }
      await dropDatabase(databaseUrl, template);
    }
  };
}

/** The names of one run's test databases begin with this (the run's template name is unique to its process). */
export const testDatabasePrefix = (template: string) => `hf_test_${template.replace(/^hf_template_/, '')}_`;

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
