import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '../../../contract/library.js';
import { bearer, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { defaultPluginFields, pluginZip, themeZip, upload } from '../../test/kits/library.js';

// GET /api/admin/{plugins|themes}/check?slug=: the upload's duplicate rule, asked before the file is sent.

describe('library duplicate check', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
    const saved = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('cache-rocket', { name: 'Cache Rocket', version: '1.2.0', description: 'd' }),
      fields: { category: 'other' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const theme = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('aurora', { name: 'Aurora', version: '3.1' }),
      fields: { category: 'other' },
    });
    expect(theme.statusCode, theme.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const check = (kind: 'plugins' | 'themes', query: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/${kind}/check?${query}`, headers: token ? bearer(token) : {} });

  it('is for admins only (401 signed out, 403 clients)', async () => {
    for (const kind of ['plugins', 'themes'] as const) {
      expect((await check(kind, 'slug=cache-rocket', null)).statusCode).toBe(401);
      expect((await check(kind, 'slug=cache-rocket', client.token)).statusCode).toBe(403);
    }
  });

  it("answers a taken slug with the upload's own refusal message, and a free one as free", async () => {
    const taken = await check('plugins', 'slug=cache-rocket&version=9.9');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      duplicate: true,
      message: LIBRARY_MESSAGES.pluginSlugTaken,
      existing: { id: expect.any(Number), name: 'Cache Rocket', version: '1.2.0' },
    });
    expect((await check('plugins', 'slug=cache-rocket-2')).json()).toEqual({
      duplicate: false,
      message: null,
      existing: null,
    });
    // Plugins and themes are separate libraries.
    expect((await check('themes', 'slug=cache-rocket')).json().duplicate).toBe(false);
    expect((await check('themes', 'slug=aurora')).json()).toMatchObject({
      duplicate: true,
      message: LIBRARY_MESSAGES.themeSlugTaken,
    });
  });

  it('agrees with the upload: what it calls a duplicate, the upload refuses with the same message', async () => {
    const refused = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('cache-rocket', { name: 'Other', version: '2', description: 'd' }),
      fields: defaultPluginFields,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe((await check('plugins', 'slug=cache-rocket')).json().message);
  });

  it('refuses a missing, empty, over-long or malformed slug with 400', async () => {
    for (const query of ['', 'slug=', `slug=${'a'.repeat(101)}`, 'slug=Cache%20Rocket', 'slug=../etc', 'slug=a%00b']) {
      const answer = await check('plugins', query);
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
