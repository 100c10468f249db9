import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A new embedded database starts from a migrated template (a cold `npm run demo` in ≤ 30 s). PGlite's
// initdb and the migrations cost ~4-5 s on a quiet 2-core machine and ~18 s on a loaded one; loading the same
// cluster from a tarball ~1 s. The first new data directory on a checkout makes the template right after its
// migrations (before any row is written), the next ones load it; the test suite's global setup writes it too.
// The template holds the schema only, never data, and its name carries the PGlite version and a hash of every
// migration file: a new migration or a PGlite upgrade makes a new template, and migrations still run after a load.
// It lives in the checkout's .tmp/ (never a shared /tmp, where another user could plant a database).

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TEMPLATE_DIR = path.join(PROJECT_ROOT, '.tmp', 'pglite-templates');

function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The template's file for these migrations on this PGlite. */
export function templateFile(migrationsFolder: string, dir = TEMPLATE_DIR): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(migrationsFolder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(migrationsFolder, file)))
      .update('\0');
  return path.join(dir, `pglite-${hash.digest('hex').slice(0, 24)}.tar`);
}

/** The template to load into a data directory that has no database yet, if one was made for these migrations. */
export function readTemplate(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

export function dropTemplate(file: string): void {
  rmSync(file, { force: true });
}

/** Written beside, then renamed: a process reading it never sees half a file. */
export function writeTemplate(file: string, tarball: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
}
