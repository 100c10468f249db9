import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { pluginZip, themeZip, upload } from '../../test/kits/library.js';

// Signed download links once ids grow: the token is a path parameter, and with user and item
// ids past 100 it was longer than Fastify's default maxParamLength of 100, so the link answered 404.

describe('signed download links with large ids', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function downloadWithIdsFrom(start: number) {
    const db = t.database.db;
    // Jump the id sequences so the next user, plugin and theme get ids at `start` and above.
    for (const seq of ['users_id_seq', 'plugins_id_seq', 'themes_id_seq'])
      await db.execute(sql.raw(`select setval('${seq}', ${start})`));
    const admin = await registerAdmin(t.app, db);
    const client = await registerUser(t.app);
    expect(client.user.id).toBeGreaterThan(start);
    const archive = await pluginZip(`big-${start}`, { name: `Big ${start}`, version: '1.0', description: 'large ids' });
    const plugin = await upload(t.app, { token: admin.token, archive, fields: { category: 'other' } });
    expect(plugin.statusCode, plugin.body).toBe(201);
    const pluginId = plugin.json().item.id as number;
    expect(pluginId).toBeGreaterThan(start);
    const theme = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip(`big-theme-${start}`, { name: `Big Theme ${start}` }),
    });
    const themeId = theme.json().item.id as number;

    for (const [url, bytes] of [
      [`/api/plugins/${pluginId}/download`, archive],
      [`/api/themes/${themeId}/download`, null],
    ] as const) {
      const link = await t.app.inject({ method: 'POST', url, headers: bearer(client.token) });
      expect(link.statusCode, url).toBe(200);
      const { downloadUrl } = link.json() as { downloadUrl: string };
      const file = await t.app.inject({ method: 'GET', url: downloadUrl });
      expect(file.statusCode, `${downloadUrl} (${downloadUrl.length} chars)`).toBe(200);
      if (bytes) expect(file.rawPayload).toEqual(bytes);
    }
  }

  it('serves links for ids past 100 (user 391 downloading plugin 875 used to get 404)', async () => {
    await downloadWithIdsFrom(875);
  });
  it('serves links for ids past 100,000', async () => {
    await downloadWithIdsFrom(100_000);
  });
  it('serves links for ids near the int4 ceiling', async () => {
    await downloadWithIdsFrom(2_147_483_000);
  });
});
