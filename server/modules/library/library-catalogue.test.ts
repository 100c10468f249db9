import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES, type PluginListItem } from '../../../contract/library.js';
import { plugins } from '../../db/schema/index.js';
import { bearer, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { pluginZip, themeZip, upload } from '../../test/kits/library.js';

// The public catalogue (001 §7 Library), its cache, and what the library offers other modules.

describe('library catalogue', () => {
  let t: TestContext;
  let admin: SignedInUser;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
    const add = async (slug: string, name: string, category: string, description: string, isPublic = false) => {
      const res = await upload(t.app, {
        token: admin.token,
        archive: await pluginZip(slug, { name, version: '1.0', description }),
        fields: { category, isPublic: String(isPublic) },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      ids[slug] = res.json().item.id;
    };
    await add('shop-cart', 'Shop Cart', 'e-commerce', 'Sell products with a simple cart', true);
    await add('seo-sitemaps', 'SEO Sitemaps', 'seo', 'XML sitemaps for search engines');
    await add('quick-forms', 'Quick Forms', 'forms', 'Contact forms that sell');
    await add('hidden-thing', 'Hidden Thing', 'other', 'Not for the public list');
    // Inactive items never show (there is no API for it; the column exists for the admin side).
    await t.database.db.update(plugins).set({ isActive: false }).where(eq(plugins.id, ids['hidden-thing']));
    await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('calm', { name: 'Calm', description: 'A calm blog theme' }),
      fields: { category: 'social' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as PluginListItem[], headers: res.headers };
  };

  it('answers lists from the ready answers of server/lib/ready-answer.ts (small ones as they are)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/plugins',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-encoding']).toBeUndefined(); // 3 plugins: under 1 KB
    expect(res.json().map((p: PluginListItem) => p.slug)).toContain('shop-cart');
  });

  it('lists active plugins to anyone with the fields of 000 §3 plus version, isPublic and latestVersion', async () => {
    const { status, body, headers } = await get('/api/plugins');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(body.map((p) => p.slug).sort()).toEqual(['quick-forms', 'seo-sitemaps', 'shop-cart']);
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        'author',
        'category',
        'description',
        'downloadCount',
        'id',
        'imageUrl',
        'isPublic',
        'latestVersion',
        'name',
        'slug',
        'version',
      ].sort(),
    );
  });

  it('filters by category and by every word of the search, case-insensitively', async () => {
    expect((await get('/api/plugins?category=seo')).body.map((p) => p.slug)).toEqual(['seo-sitemaps']);
    expect((await get('/api/plugins?category=all')).body).toHaveLength(3);
    expect((await get('/api/plugins?search=SELL')).body.map((p) => p.slug).sort()).toEqual([
      'quick-forms',
      'shop-cart',
    ]);
    expect((await get('/api/plugins?search=sell%20contact')).body.map((p) => p.slug)).toEqual(['quick-forms']);
    expect((await get('/api/plugins?search=sell&category=e-commerce')).body.map((p) => p.slug)).toEqual(['shop-cart']);
    expect((await get('/api/plugins?search=nothing-matches')).body).toEqual([]);
    expect((await get('/api/plugins?category=games')).status).toBe(400);
  });

  it('lists only public plugins on /api/plugins/public, and themes on /api/themes', async () => {
    expect((await get('/api/plugins/public')).body.map((p) => p.slug)).toEqual(['shop-cart']);
    const themes = await get('/api/themes?search=calm');
    expect(themes.body.map((p) => p.slug)).toEqual(['calm']);
    expect((await get('/api/themes?category=seo')).body).toEqual([]);
  });

  it('stops at a limit, keeping the list order, on plugins and themes; refuses a limit out of range', async () => {
    const all = (await get('/api/plugins')).body.map((p) => p.slug);
    expect(all).toHaveLength(3);
    expect((await get('/api/plugins?limit=2')).body.map((p) => p.slug)).toEqual(all.slice(0, 2));
    expect((await get('/api/plugins?limit=50')).body.map((p) => p.slug)).toEqual(all);
    expect((await get('/api/plugins?search=sell&limit=1')).body).toHaveLength(1);
    expect((await get('/api/themes?limit=1')).body.map((p) => p.slug)).toEqual(['calm']);
    for (const bad of ['0', '-1', '1.5', 'ten', '1001'])
      expect((await get(`/api/plugins?limit=${bad}`)).status, bad).toBe(400);
  });

  it('pages with offset and limit, and counts every match in X-Total-Count', async () => {
    const all = (await get('/api/plugins')).body.map((p) => p.slug);
    expect((await get('/api/plugins')).headers['x-total-count']).toBe('3');
    const second = await get('/api/plugins?offset=1&limit=1');
    expect(second.body.map((p) => p.slug)).toEqual([all[1]]);
    expect(second.headers['x-total-count']).toBe('3');
    expect((await get('/api/plugins?offset=2')).body.map((p) => p.slug)).toEqual(all.slice(2));
    const past = await get('/api/plugins?offset=10&limit=5');
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    const searched = await get('/api/plugins?search=sell&limit=1');
    expect(searched.body).toHaveLength(1);
    expect(searched.headers['x-total-count']).toBe('2');
    expect((await get('/api/plugins/public?offset=0&limit=1')).headers['x-total-count']).toBe('1');
    expect((await get('/api/themes?offset=1')).body).toEqual([]);
    for (const bad of ['-1', '1.5', 'ten', '1000001'])
      expect((await get(`/api/plugins?offset=${bad}`)).status, bad).toBe(400);
  });

  it('answers a plugin by slug, and 404 "Plugin not found" for an unknown or inactive one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plugins/slug/seo-sitemaps' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'seo-sitemaps',
      name: 'SEO Sitemaps',
      version: '1.0',
      fileSize: expect.any(Number),
      createdAt: expect.any(String),
    });
    for (const slug of ['nope', 'hidden-thing']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/plugins/slug/${slug}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: LIBRARY_MESSAGES.pluginNotFound });
    }
  });

  it('shows admin changes at once: an upload, an edit and a delete invalidate the cached lists and details', async () => {
    const detailOf = (slug: string) => t.app.inject({ method: 'GET', url: `/api/plugins/slug/${slug}` });
    await get('/api/plugins?search=fresh');
    expect((await detailOf('fresh-one')).statusCode).toBe(404); // asked before it exists: that answer is kept too
    const created = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('fresh-one', { name: 'Fresh One', version: '1', description: 'fresh' }),
      fields: { category: 'other' },
    });
    expect((await get('/api/plugins?search=fresh')).body.map((p) => p.name)).toEqual(['Fresh One']);
    expect((await detailOf('fresh-one')).json().name).toBe('Fresh One');
    const id = created.json().item.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/plugins/${id}`,
      headers: bearer(admin.token),
      payload: { name: 'Fresh Two', description: 'fresh', version: '2' },
    });
    expect((await get('/api/plugins?search=fresh')).body.map((p) => p.name)).toEqual(['Fresh Two']);
    expect((await detailOf('fresh-one')).json()).toMatchObject({ name: 'Fresh Two', version: '2' });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/plugins/${id}`, headers: bearer(admin.token) });
    expect((await get('/api/plugins?search=fresh')).body).toEqual([]);
    expect((await detailOf('fresh-one')).statusCode).toBe(404);
  });

  it('offers the active-plugin count and the version tracker its targets, headers and a way to store results', async () => {
    const { library } = t.app.services;
    expect(await library.countActivePlugins()).toBe(3);
    const targets = await library.listVersionTargets('plugin');
    expect(targets.map((x) => x.slug).sort()).toEqual(['quick-forms', 'seo-sitemaps', 'shop-cart']);
    const header = await library.readArchiveHeader('plugin', ids['seo-sitemaps']);
    expect(header).toMatchObject({
      name: 'SEO Sitemaps',
      version: '1.0',
      slug: 'seo-sitemaps',
      file: 'seo-sitemaps/seo-sitemaps.php',
    });
    const checkedAt = new Date();
    await library.recordLatestVersions('plugin', [
      { id: ids['seo-sitemaps'], latestVersion: '1.4', checkedAt, source: 'wordpress.org', notes: 'tested 6.6' },
    ]);
    expect((await get('/api/plugins?category=seo')).body[0].latestVersion).toBe('1.4');
    const detail = await t.app.inject({ method: 'GET', url: '/api/plugins/slug/seo-sitemaps' });
    expect(detail.json().latestVersionCheckedAt).toBe(checkedAt.toISOString());
  });
});
