import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_CATEGORIES, type PluginListItem } from '../../../contract/library.js';
import { catalogueDemo } from '../../../sandbox/demo/catalogue.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { bearer, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { seedPlugins, seedThemes } from './seed/catalogue-data.js';

// The catalogue seeding behind `npm run seed:catalogue` and the demo (scripts/seed-catalogue.ts).

describe('catalogue seeding', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('generates 2,000 plugins and 300 themes with unique slugs across the ten categories', () => {
    const plugins = seedPlugins(2000);
    const themes = seedThemes(300);
    expect(new Set(plugins.map((p) => p.slug)).size).toBe(2000);
    expect(new Set(themes.map((p) => p.slug)).size).toBe(300);
    for (const category of LIBRARY_CATEGORIES) {
      expect(plugins.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(150);
      expect(themes.some((p) => p.category === category)).toBe(true);
    }
    expect(plugins.every((p) => /^[a-z0-9-]+$/.test(p.slug))).toBe(true);
  });

  it('stores a real, downloadable archive per row with a readable header, and adds nothing when run again', async () => {
    const { library } = t.app.services;
    expect(await library.seed.isCatalogueEmpty()).toBe(true);
    expect(await library.seed.seedCatalogue({ plugins: 40, themes: 12 })).toEqual({ plugins: 40, themes: 12 });
    expect(await library.seed.isCatalogueEmpty()).toBe(false);
    expect(await library.seed.seedCatalogue({ plugins: 40, themes: 12 })).toEqual({ plugins: 0, themes: 0 });

    const list = (await t.app.inject({ method: 'GET', url: '/api/plugins' })).json() as PluginListItem[];
    expect(list).toHaveLength(40);
    const client = await registerUser(t.app);
    for (const item of [list[0], list[39]]) {
      const header = await library.readArchiveHeader('plugin', item.id);
      expect(header).toMatchObject({ name: item.name, version: item.version, slug: item.slug });
      const link = await t.app.inject({
        method: 'POST',
        url: `/api/plugins/${item.id}/download`,
        headers: bearer(client.token),
      });
      const file = await t.app.inject({ method: 'GET', url: link.json().downloadUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    }
    const themes = (await t.app.inject({ method: 'GET', url: '/api/themes' })).json() as PluginListItem[];
    expect(themes).toHaveLength(12);
    expect(await library.readArchiveHeader('theme', themes[0].id)).toMatchObject({ name: themes[0].name });
  });

  it('leaves a catalogue that has items alone when the demo starts', async () => {
    const lines: string[] = [];
    await catalogueDemo.seed!(t.app, {
      config: t.config,
      say: (l) => lines.push(l),
      secretBox: createSecretBox(randomBytes(32).toString('hex')),
    });
    expect(lines).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/plugins' })).json()).toHaveLength(40);
  });
});
