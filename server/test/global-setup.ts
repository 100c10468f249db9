import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readTestEnv } from '../config.js';
import { openPglite, openPostgres } from '../db/client.js';
import { migrationsFolder, runMigrations } from '../db/migrate.js';
import { readTemplate, templateFile, writeTemplate } from '../db/pglite-template.js';

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
  const pgliteTemplate = templateFile(migrationsFolder);
  // The template for these very migrations, when a run, the e2e server or the demo made it: loading it is ~1 s of
  // CPU against initdb and every migration (docs/decisions.md, 'CI: where the time went, round two'). The
  // migrations still run over it (they find nothing to do), and a template that does not load is made again.
  const template = readTemplate(pgliteTemplate);
  const fromTemplate = template && (await migrated(template).catch(() => undefined));
  const tarball = fromTemplate ?? (await migrated(undefined));
  writeFileSync(snapshotPath, tarball);
  // The same migrated cluster is the template a new data directory starts from (the e2e server's, the demo's).
  if (!fromTemplate) writeTemplate(pgliteTemplate, tarball);
  project.provide('pgliteSnapshotPath', snapshotPath);
}

/** A migrated cluster's tarball: from the template when given, else from initdb. */
async function migrated(template: Blob | undefined): Promise<Buffer> {
  const database = await openPglite(undefined, template);
  try {
    await runMigrations(database);
    const blob = await database.pglite!.dumpDataDir('none');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await database.close();
  }
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
