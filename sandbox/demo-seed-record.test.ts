// `npm run demo` seeds once per data directory: the record in DATA_DIR says which `once` seeders completed
// for which database; the others (settings pointing at this run's sandboxes) run on every start.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../server/config.js';
import type { SecretBox } from '../server/lib/secret-box.js';
import { readSeeded, runDemoSeeders, SEED_RECORD_FILE } from './demo/seed-record.js';
import type { DemoSeeder } from './demo/seeders.js';

describe('the demo seeds once per data directory', () => {
  let dataDir: string;
  let runs: string[];
  const app = {} as FastifyInstance;
  const seeder = (name: string, once: boolean, fail = false): DemoSeeder => ({
    name,
    once,
    async seed() {
      if (fail) throw new Error(`${name} failed`);
      runs.push(name);
    },
  });
  const seeders = [seeder('settings', false), seeder('catalogue', true), seeder('packages', true)];
  const context = (config: Partial<Config> = {}) => ({
    config: { dataDir, ...config } as Config,
    say: () => {},
    secretBox: {} as SecretBox,
  });

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-demo-seeds-'));
    runs = [];
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs every seeder the first time, then only the ones that run on every start', async () => {
    await runDemoSeeders(seeders, app, context(), { isNewDatabase: true });
    expect(runs).toEqual(['settings', 'catalogue', 'packages']);
    expect(JSON.parse(readFileSync(path.join(dataDir, SEED_RECORD_FILE), 'utf8'))).toEqual({
      database: 'pglite',
      seeders: ['catalogue', 'packages'],
    });
    runs = [];
    await runDemoSeeders(seeders, app, context(), { isNewDatabase: false });
    expect(runs).toEqual(['settings']);
  });

  it('seeds again into a new database, and runs a seeder the record does not name yet', async () => {
    await runDemoSeeders(seeders, app, context(), { isNewDatabase: true });
    runs = [];
    await runDemoSeeders(seeders, app, context(), { isNewDatabase: true });
    expect(runs).toEqual(['settings', 'catalogue', 'packages']);
    runs = [];
    await runDemoSeeders([...seeders, seeder('added later', true)], app, context(), { isNewDatabase: false });
    expect(runs).toEqual(['settings', 'added later']);
  });

  it('does not wait for a background seeder, and records it once it completed', async () => {
    let finish!: () => void;
    const slow: DemoSeeder = {
      name: 'catalogue',
      once: true,
      background: true,
      seed: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }).then(() => {
          runs.push('catalogue');
        }),
    };
    const { background } = await runDemoSeeders([slow, seeder('packages', true)], app, context(), {
      isNewDatabase: true,
    });
    expect(runs).toEqual(['packages']);
    expect([...readSeeded({ dataDir })]).toEqual(['packages']);
    finish();
    await background;
    expect(runs).toEqual(['packages', 'catalogue']);
    expect([...readSeeded({ dataDir })].sort()).toEqual(['catalogue', 'packages']);
  });

  it('records only what completed: a seeder that failed runs again next time', async () => {
    await expect(
      runDemoSeeders([seeder('catalogue', true), seeder('packages', true, true)], app, context(), {
        isNewDatabase: true,
      }),
    ).rejects.toThrow('packages failed');
    expect([...readSeeded({ dataDir })]).toEqual(['catalogue']);
  });

  it('keeps records apart per database (DATABASE_URL, its password left out) and ignores one it cannot read', async () => {
    const postgres = context({ databaseUrl: 'postgres://demo:s3cret@127.0.0.1:5432/demo' });
    await runDemoSeeders(seeders, app, postgres, { isNewDatabase: false });
    expect(readFileSync(path.join(dataDir, SEED_RECORD_FILE), 'utf8')).not.toContain('s3cret');
    expect([...readSeeded({ dataDir })]).toEqual([]);
    expect([...readSeeded(postgres.config)]).toEqual(['catalogue', 'packages']);
    writeFileSync(path.join(dataDir, SEED_RECORD_FILE), 'not json');
    expect([...readSeeded(postgres.config)]).toEqual([]);
  });
});
