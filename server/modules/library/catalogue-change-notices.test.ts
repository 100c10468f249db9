import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginDetail, PluginListItem } from '../../../contract/library.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The catalogue's kept answers (lists and plugin details, each also kept under its request URL and sent
// before the route's hooks) are dropped when any instance changes the rows they are made from. Rows changed here by
// straight SQL, as another instance would: only migration 0022's notices can tell this app, well inside the cache's
// own 30 s lifetime, so each poll below fails if the drop on a notice is removed.
describe('the catalogue follows changes made on other instances', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { sessionCache: true });
    await t.database.db.execute(sql`
      insert into plugins (name, slug, description, category, version, download_count, is_active, is_public)
      values ('Notice Cache', 'notice-cache', 'Kept until a notice', 'performance', '1.0', 10, true, true)`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async () => {
    // The same URL every time: after its first answer it is served by the kept-URL hook.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/plugins?search=notice',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PluginListItem[];
  };
  const detail = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plugins/slug/notice-cache' });
    return { status: res.statusCode, body: res.json() as PluginDetail };
  };
  const keep = async () => {
    for (let i = 0; i < 3; i++) {
      await search();
      await detail();
    }
  };

  it('drops kept lists and details when a plugin is edited, added or removed elsewhere', async () => {
    await expect.poll(async () => (await search()).map((p) => p.name), { timeout: 3000 }).toEqual(['Notice Cache']);
    await keep();
    await t.database.db.execute(
      sql`update plugins set name = 'Notice Cache Renamed', updated_at = now() where slug = 'notice-cache'`,
    );
    await expect
      .poll(async () => (await search()).map((p) => p.name), { timeout: 3000 })
      .toEqual(['Notice Cache Renamed']);
    await expect.poll(async () => (await detail()).body.name, { timeout: 3000 }).toBe('Notice Cache Renamed');

    await keep();
    await t.database.db.execute(sql`
      insert into plugins (name, slug, description, category, version, is_active, is_public)
      values ('Second Notice', 'second-notice', 'Added elsewhere', 'performance', '1.0', true, true)`);
    await expect
      .poll(async () => (await search()).map((p) => p.slug).sort(), { timeout: 3000 })
      .toEqual(['notice-cache', 'second-notice']);

    await keep();
    await t.database.db.execute(sql`delete from plugins where slug = 'notice-cache'`);
    await expect.poll(async () => (await search()).map((p) => p.slug), { timeout: 3000 }).toEqual(['second-notice']);
    await expect.poll(async () => (await detail()).status, { timeout: 3000 }).toBe(404);
  });

  it('drops kept details on a download elsewhere (the count they show)', async () => {
    await t.database.db.execute(sql`
      insert into plugins (name, slug, description, category, version, download_count, is_active, is_public)
      values ('Notice Cache', 'notice-cache', 'Back again', 'performance', '1.0', 10, true, true)`);
    await expect.poll(async () => (await detail()).body.downloadCount, { timeout: 3000 }).toBe(10);
    await keep();
    await t.database.db.execute(
      sql`update plugins set download_count = download_count + 1 where slug = 'notice-cache'`,
    );
    await expect.poll(async () => (await detail()).body.downloadCount, { timeout: 3000 }).toBe(11);
  });
});
