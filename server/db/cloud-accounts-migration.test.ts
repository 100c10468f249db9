import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { readTestEnv } from '../config.js';
import { createSecretBox } from '../lib/secret-box.js';
import { dropDatabase, withDatabase } from '../test/global-setup.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { migrationsFolder, runMigrations } from './migrate.js';

// Migration 0023 moves the three per-cloud account tables into cloud_accounts. Built at migration 0022 with accounts
// of all three clouds whose ids overlap and 10,000 machines naming them, then migrated: every machine must still name
// the same account (its name, its sealed credential), settings and audit targets too.
const MIGRATION = '0023_cloud_accounts';
const MACHINES = 10_000;

/** A copy of the migrations folder whose journal stops before `tag`: the database as the previous release left it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of the kind this project tests on (PGlite, or a new PostgreSQL database). */
async function openEmptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (readTestEnv().dbKind === 'postgres') {
    const { adminUrl } = inject('pgTemplate')!;
    const name = `hf_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const database = openPostgres(withDatabase(adminUrl, name), 2);
    return {
      database,
      drop: async () => {
        await database.close();
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const database = await openPglite(undefined);
  return { database, drop: () => database.close() };
}

async function migrateTo(database: Database, folder: string) {
  if (database.pglite) await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
  else await migratePg(drizzlePg(database.pool!), { migrationsFolder: folder });
}

type Row = Record<string, unknown>;
const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe(`migration ${MIGRATION}: one table for cloud accounts`, () => {
  const box = createSecretBox(randomBytes(32).toString('hex'));
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  /** What each machine named before: its provider, account id, the account's name and plain credential. */
  const expected = new Map<number, { provider: string; name: string | null; secret: string | null }>();

  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
    before = migrationsBefore(MIGRATION);
    await migrateTo(database, before);
    const db = database.db;
    // Ids overlap across the three tables: azure 1-3, vultr 1-4 (3 deleted, so 4 is kept apart from a gap), DO 1, 2, 5.
    for (const id of [1, 2, 3]) {
      await db.execute(sql`insert into azure_accounts (id, name, tenant_id, client_id, client_secret, subscription_id, allowed_regions, is_default)
        values (${id}, ${`azure-${id}`}, ${`tenant-${id}`}, ${`client-${id}`}, ${box.seal(`azure-secret-${id}`)}, ${`sub-${id}`}, ${JSON.stringify(['eastus'])}::jsonb, ${id === 2})`);
    }
    for (const id of [1, 2, 3, 4]) {
      await db.execute(sql`insert into vultr_accounts (id, name, label, api_key, is_default)
        values (${id}, ${`vultr-${id}`}, ${id === 1 ? null : `label-${id}`}, ${box.seal(`vultr-key-${id}`)}, ${id === 4})`);
    }
    await db.execute(sql`delete from vultr_accounts where id = 3`);
    for (const id of [1, 2, 5]) {
      await db.execute(sql`insert into digitalocean_accounts (id, name, token, is_default)
        values (${id}, ${`do-${id}`}, ${box.seal(`do-token-${id}`)}, ${id === 1})`);
    }
    await db.execute(sql`update compute_settings set default_azure_account_id = 2, default_vultr_account_id = 4`);
    await db.execute(sql`insert into audit_events (at, action, target_type, target_id, details) values
      (now(), 'compute.changed', 'vultr_account', '4', '{"change":"vultr_account_added"}'),
      (now(), 'compute.changed', 'vultr_account', '1', '{"change":"vultr_account_updated"}'),
      (now(), 'compute.changed', 'compute_settings', null, '{"change":"default_provider_set","provider":"vultr","accountId":2}')`);
    // 10,000 machines over every account, and some naming accounts that are gone (vultr 3, vultr 9): those name
    // nothing before and after.
    await db.execute(sql`
      insert into vps_instances (cloud_provider, cloud_account_id, instance_name, status)
      select p.provider, p.ids[1 + (g % array_length(p.ids, 1))], 'machine-' || g, 'running'
      from generate_series(1, ${MACHINES}) g
      join (values (0, 'azure', array[1, 2, 3]), (1, 'vultr', array[1, 2, 3, 4, 9]), (2, 'digitalocean', array[1, 2, 5]))
        as p(k, provider, ids) on p.k = g % 3`);
    const machines = await rows(
      database,
      sql`
      select v.id, v.cloud_provider as provider, coalesce(a.name, u.name, d.name) as name,
        coalesce(a.client_secret, u.api_key, d.token) as sealed
      from vps_instances v
      left join azure_accounts a on v.cloud_provider = 'azure' and a.id = v.cloud_account_id
      left join vultr_accounts u on v.cloud_provider = 'vultr' and u.id = v.cloud_account_id
      left join digitalocean_accounts d on v.cloud_provider = 'digitalocean' and d.id = v.cloud_account_id`,
    );
    expect(machines).toHaveLength(MACHINES);
    for (const m of machines) {
      expected.set(Number(m.id), {
        provider: String(m.provider),
        name: (m.name as string) ?? null,
        secret: m.sealed ? box.open(String(m.sealed)) : null,
      });
    }
    await runMigrations(database);
  }, 240_000);

  afterAll(async () => {
    await drop?.();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it('every machine names the same account, with the same credential', async () => {
    const after = await rows(
      database,
      sql`
      select v.id, v.cloud_provider as provider, c.name, c.secrets
      from vps_instances v left join cloud_accounts c on c.provider = v.cloud_provider and c.id = v.cloud_account_id`,
    );
    expect(after).toHaveLength(MACHINES);
    let named = 0;
    for (const m of after) {
      const was = expected.get(Number(m.id))!;
      const secrets = m.secrets as Record<string, string> | null;
      const sealed = secrets ? Object.values(secrets)[0] : null;
      expect(
        { provider: m.provider, name: m.name ?? null, secret: sealed ? box.open(sealed) : null },
        `machine ${String(m.id)}`,
      ).toEqual(was);
      if (was.name) named += 1;
    }
    // The two machines in fifteen that name a deleted vultr account are the only ones without one.
    expect(named).toBe(
      MACHINES -
        (
          await rows(
            database,
            sql`select id from vps_instances where cloud_provider = 'vultr' and cloud_account_id in (3, 9)`,
          )
        ).length,
    );
  });

  it("moves each provider's fields into its config and secrets, keeps one default per cloud, and drops the old tables", async () => {
    const accounts = await rows(
      database,
      sql`select id, provider, name, config, secrets, allowed_regions, is_default from cloud_accounts order by provider, name`,
    );
    expect(accounts).toHaveLength(9);
    const azure2 = accounts.find((a) => a.name === 'azure-2')!;
    expect(azure2).toMatchObject({
      id: 2,
      provider: 'azure',
      config: { tenantId: 'tenant-2', clientId: 'client-2', subscriptionId: 'sub-2' },
      allowed_regions: ['eastus'],
      is_default: true,
    });
    expect(box.open((azure2.secrets as Record<string, string>).clientSecret!)).toBe('azure-secret-2');
    expect(accounts.find((a) => a.name === 'vultr-1')).toMatchObject({ config: { label: null } });
    expect(box.open((accounts.find((a) => a.name === 'vultr-2')!.secrets as Record<string, string>).apiKey!)).toBe(
      'vultr-key-2',
    );
    expect(box.open((accounts.find((a) => a.name === 'do-5')!.secrets as Record<string, string>).token!)).toBe(
      'do-token-5',
    );
    // Azure kept its ids; vultr 4 and DO 5 were free; the others moved above every id in use (9 among the machines).
    const idOf = (name: string) => Number(accounts.find((a) => a.name === name)!.id);
    expect([idOf('azure-1'), idOf('azure-2'), idOf('azure-3'), idOf('vultr-4'), idOf('do-5')]).toEqual([1, 2, 3, 4, 5]);
    expect([idOf('vultr-1'), idOf('vultr-2'), idOf('do-1'), idOf('do-2')]).toEqual([10, 11, 12, 13]);
    expect(
      accounts
        .filter((a) => a.is_default)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['azure-2', 'do-1', 'vultr-4']);
    const left = await rows(
      database,
      sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_name in ('azure_accounts', 'vultr_accounts', 'digitalocean_accounts', 'cloud_account_id_map')`,
    );
    expect(left).toEqual([]);
  });

  it('re-points the default account ids and the audit trail, and gives a new account an id no machine ever named', async () => {
    const [settings] = await rows(
      database,
      sql`select default_azure_account_id, default_vultr_account_id from compute_settings`,
    );
    expect(settings).toEqual({ default_azure_account_id: 2, default_vultr_account_id: 4 });
    const events = await rows(
      database,
      sql`select target_type, target_id, details from audit_events where action = 'compute.changed' order by id`,
    );
    expect(events).toEqual([
      { target_type: 'vultr_account', target_id: '4', details: { change: 'vultr_account_added' } },
      { target_type: 'vultr_account', target_id: '10', details: { change: 'vultr_account_updated' } },
      {
        target_type: 'compute_settings',
        target_id: null,
        details: { change: 'default_provider_set', provider: 'vultr', accountId: 11 },
      },
    ]);
    const [created] = await rows(
      database,
      sql`insert into cloud_accounts (provider, name) values ('vultr', 'new') returning id`,
    );
    expect(Number(created!.id)).toBe(14);
    // The database holds one default per cloud.
    await expect(
      database.db.execute(sql`update cloud_accounts set is_default = true where provider = 'azure'`),
    ).rejects.toThrow();
  });
});
