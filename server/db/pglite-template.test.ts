import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.js';
import { readTemplate, templateFile, TEMPLATE_DIR, writeTemplate } from './pglite-template.js';

// A new PGlite data directory starts from the migrated template made for exactly these migrations.
describe('the migrated PGlite template', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-template-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is named after every migration file: a new or edited migration means another template', () => {
    const migrations = path.join(dir, 'migrations');
    mkdirSync(path.join(migrations, 'meta'), { recursive: true });
    writeFileSync(path.join(migrations, '0000_init.sql'), 'create table a (id int);');
    writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{"entries":[]}');
    const first = templateFile(migrations, dir);
    expect(templateFile(migrations, dir)).toBe(first);
    writeFileSync(path.join(migrations, '0001_more.sql'), 'create table b (id int);');
    const second = templateFile(migrations, dir);
    expect(second).not.toBe(first);
    writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{"entries":[1]}');
    expect(templateFile(migrations, dir)).not.toBe(second);
  });

  it('lives in the checkout, never in a shared temporary directory', () => {
    expect(path.dirname(templateFile(migrationsFolder))).toBe(TEMPLATE_DIR);
    expect(TEMPLATE_DIR).toBe(path.resolve('.tmp', 'pglite-templates'));
  });

  it('is written whole or not at all, and read back as it was written', async () => {
    const file = path.join(dir, 'nested', 'pglite-x.tar');
    expect(readTemplate(file)).toBeUndefined();
    writeTemplate(file, Buffer.from('tarball'));
    expect(readdirSync(path.dirname(file))).toEqual(['pglite-x.tar']);
    expect(readFileSync(file, 'utf8')).toBe('tarball');
    expect(Buffer.from(await readTemplate(file)!.arrayBuffer()).toString()).toBe('tarball');
  });
});
