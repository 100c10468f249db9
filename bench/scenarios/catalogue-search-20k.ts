import pg from 'pg';
import { LIBRARY_TOTAL_HEADER } from '../../contract/constants.js';
import { BROWSER_ACCEPT_ENCODING, type Scenario } from '../lib/scenario.js';

export const CATALOGUE_PLUGINS = 20_000;
const WORDS = [
  'cache',
  'seo',
  'forms',
  'gallery',
  'security',
  'backup',
  'shop',
  'slider',
  'analytics',
  'mail',
  'social',
  'speed',
];
const CATEGORIES = ['performance', 'seo', 'forms', 'media', 'security', 'utilities', 'ecommerce', 'marketing'];

/**
 * Tops the plugins table up to 20,000 active rows by SQL (a search answer reads no archive, so no files are made):
 * names and descriptions from a word list, so that a search matches about one plugin in twelve.
 */
export async function seedScaleCatalogue(databaseUrl: string, plugins = CATALOGUE_PLUGINS): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const words = `(array[${WORDS.map((w) => `'${w}'`).join(',')}])`;
    const categories = `(array[${CATEGORIES.map((c) => `'${c}'`).join(',')}])`;
    await client.query(
      `
      insert into plugins (name, slug, description, category, version, download_count, is_active, is_public)
      select initcap(${words}[1 + n % 12]) || ' Kit ' || n, 'scale-plugin-' || n,
             'A ' || ${words}[1 + n % 12] || ' plugin for ' || ${words}[1 + (n / 12) % 12] || ' sites, number ' || n,
             ${categories}[1 + n % 8], '1.' || (n % 10), (n * 7919) % 100000, true, n % 3 = 0
      from generate_series(1, greatest(0, $1::int - (select count(*)::int from plugins where is_active))) as n
      on conflict do nothing`,
      [plugins],
    );
    await client.query('analyze plugins');
  } finally {
    await client.end();
  }
}

// GET /api/plugins?search=cache&limit=24 over 20,000 plugins: what the library page asks first.
export const catalogueSearch20kScenario: Scenario = {
  name: 'catalogue-search-20k',
  description: `GET /api/plugins?search=cache&limit=24 over ${CATALOGUE_PLUGINS} plugins, as a browser asks (in-memory catalogue; PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    await seedScaleCatalogue(databaseUrl);
    // The server reloads its catalogue within its TTL (30 s) of a change it did not make: wait for the new rows.
    const deadline = Date.now() + 40_000;
    for (;;) {
      const res = await fetch(`${appUrl}/api/plugins?limit=1`);
      if (Number(res.headers.get(LIBRARY_TOTAL_HEADER)) >= CATALOGUE_PLUGINS) break;
      if (Date.now() > deadline) throw new Error('the catalogue never showed the seeded plugins');
      await new Promise((r) => setTimeout(r, 1_000));
    }
    return { path: '/api/plugins?search=cache&limit=24', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } };
  },
};
