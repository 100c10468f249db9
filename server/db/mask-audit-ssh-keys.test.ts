import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../lib/audit-trail.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { migrationsFolder } from './migrate.js';
import { auditEvents } from './schema/index.js';

// Migration 0011: SSH keys written into audit details before the trail masked them are masked in place.
describe('migration 0011: audit details lose their SSH keys', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('masks a stored key, leaves an empty one and every other field as they were, and can run twice', async () => {
    const at = new Date();
    const [withKey, empty, other] = await t.database.db
      .insert(auditEvents)
      .values([
        {
          at,
          action: 'vps-order.completed',
          details: { serverSshKey: '-----BEGIN OPENSSH PRIVATE KEY-----abc', serverIpAddress: '203.0.113.7' },
        },
        { at, action: 'vps-order.updated', details: { serverSshKey: '', serverNotes: 'hi' } },
        { at, action: 'user.updated', details: { fields: ['email'] } },
      ])
      .returning();
    const statement = readFileSync(path.join(migrationsFolder, '0011_mask_audit_ssh_keys.sql'), 'utf8');
    await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(sql.raw(statement));
    const read = async (id: number) =>
      (await t.database.db.select().from(auditEvents).where(eq(auditEvents.id, id)))[0]!.details;
    expect(await read(withKey!.id)).toEqual({ serverSshKey: SECRET_MASK, serverIpAddress: '203.0.113.7' });
    expect(await read(empty!.id)).toEqual({ serverSshKey: '', serverNotes: 'hi' });
    expect(await read(other!.id)).toEqual({ fields: ['email'] });
  });
});
