// The 48-hour end of Azure trials: one job per trial, due at expiresAt; with two app
// instances on one database running their jobs and syncs at the same time, the resource group is deleted
// exactly once and the end is recorded. On PostgreSQL (CI) the two apps have separate connection pools.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAzure, type FakeAzure } from '../../../sandbox/azure.js';
import { startFakeVultr, type FakeVultr } from '../../../sandbox/vultr.js';
import { buildApp } from '../../app.js';
import { parseConfig } from '../../config.js';
import { openPostgres, type Database } from '../../db/client.js';
import { vpsInstances } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { bearer, createClock, nextAddress, registerAdmin, registerUser } from '../../test/accounts.js';
import { openTestDatabase } from '../../test/harness.js';
import { fastClients } from '../../test/kits/compute.js';

describe('Azure trials end at 48 hours, exactly once across two app instances', () => {
  let drop: () => Promise<void>;
  let first: Database;
  let second: Database | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let azure: FakeAzure;
  let vultr: FakeVultr;
  const clock = createClock();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-compute-'));

  beforeAll(async () => {
    azure = await startFakeAzure();
    vultr = await startFakeVultr();
    const opened = await openTestDatabase();
    drop = opened.drop;
    first = opened.database;
    // PostgreSQL: a second pool, as a second server would have. PGlite: one in-process database for both.
    second = opened.url ? openPostgres(opened.url, 5) : undefined;
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      HOSTED_DOMAIN: 'hostfree.test',
    });
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    const deps = { ...fastClients(vultr, azure), now: clock.now, secretBox };
    a = await buildApp(config, { ...deps, db: opened.database.db });
    b = await buildApp(config, { ...deps, db: (second ?? opened.database).db });
    await a.ready();
    await b.ready();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await drop?.();
    await azure.stop();
    await vultr.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const deletesOf = (group: string) =>
    azure.requests.filter((r) => r.method === 'DELETE' && r.path.toLowerCase().includes(`/resourcegroups/${group}`));

  it('deletes the group once, records who ended it, and leaves an ended trial alone', async () => {
    const admin = await registerAdmin(a, first.db);
    const link = await a.inject({
      method: 'POST',
      url: '/api/admin/azure/accounts',
      headers: bearer(admin.token),
      payload: { name: 'Trials', ...azure.principal },
    });
    expect(link.statusCode).toBe(201);
    const alice = await registerUser(a);
    const bob = await registerUser(b);
    const launch = async (app: FastifyInstance, token: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/compute/provision',
        headers: bearer(token),
        remoteAddress: nextAddress(),
        payload: { os: 'ubuntu-24-04' },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number };
    };
    const trial = await launch(a, alice.token);
    const ended = await launch(b, bob.token);
    await Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);
    const group = `hostfree-trial-${trial.id}`;
    expect(azure.groups.has(group)).toBe(true);

    // Bob ends his trial early; its expiry job must then do nothing.
    expect(
      (await b.inject({ method: 'DELETE', url: `/api/compute/${ended.id}`, headers: bearer(bob.token) })).statusCode,
    ).toBe(200);
    const bobDeletes = deletesOf(`hostfree-trial-${ended.id}`).length;
    expect(bobDeletes).toBe(1);

    // One minute before the end nothing happens.
    clock.advance(48 * 3_600_000 - 60_000);
    await Promise.all([
      a.services.jobs.runDue(),
      b.services.jobs.runDue(),
      a.services.compute.lifecycle.sync(false),
      b.services.compute.lifecycle.sync(false),
    ]);
    expect(azure.groups.has(group)).toBe(true);
    expect(deletesOf(group)).toHaveLength(0);

    // At the end, both instances run their jobs and syncs at once.
    clock.advance(2 * 60_000);
    await Promise.all([a.services.compute.lifecycle.sync(false), b.services.compute.lifecycle.sync(false)]);
    await Promise.all([
      a.services.jobs.runDue(),
      b.services.jobs.runDue(),
      a.services.jobs.runDue(),
      b.services.jobs.runDue(),
    ]);
    await Promise.all([a.services.compute.lifecycle.sync(true), b.services.compute.lifecycle.sync(true)]);
    await Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);
    expect(azure.groups.has(group)).toBe(false);
    expect(deletesOf(group)).toHaveLength(1);
    expect(deletesOf(`hostfree-trial-${ended.id}`)).toHaveLength(bobDeletes);

    const row = (await first.db.select().from(vpsInstances).where(eq(vpsInstances.id, trial.id)))[0]!;
    expect(row.status).toBe('terminated');
    expect(row.cloudMetadata).toMatchObject({ endedBy: 'expiry', endedAt: clock.now().toISOString() });
  });

  it('an expiry that fails at Azure keeps the row deleting and is retried until the group is gone', async () => {
    const carol = await registerUser(a);
    const res = await a.inject({
      method: 'POST',
      url: '/api/compute/provision',
      headers: bearer(carol.token),
      remoteAddress: nextAddress(),
      payload: { os: 'windows-10' },
    });
    const trial = res.json() as { id: number };
    await a.services.jobs.runDue();
    const group = `hostfree-trial-${trial.id}`;
    azure.switches.fail('deleteGroup', 503);
    clock.advance(48 * 3_600_000 + 1000);
    await Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);
    expect((await first.db.select().from(vpsInstances).where(eq(vpsInstances.id, trial.id)))[0]!.status).toBe(
      'deleting',
    );
    expect(azure.groups.has(group)).toBe(true);
    azure.switches.reset();
    clock.advance(60 * 60_000);
    await Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);
    expect(azure.groups.has(group)).toBe(false);
    expect((await first.db.select().from(vpsInstances).where(eq(vpsInstances.id, trial.id)))[0]!.status).toBe(
      'terminated',
    );
  });
});
