import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { parseConfig } from '../../server/config.js';
import { openPostgres } from '../../server/db/client.js';
import { createSecretBox, loadOrCreateSecretKey } from '../../server/lib/secret-box.js';
import { createLocalFileStore } from '../../server/storage/local-file-store.js';
import { DEFAULT_CATALOGUE, seedCatalogue } from '../../scripts/seed-catalogue.js';
import { BROWSER_ACCEPT_ENCODING, type Scenario } from '../lib/scenario.js';

/**
 * The demo catalogue (2,000 plugins, 300 themes, real archives) seeded into the bench database through the
 * library's own seeding, with the running server's data directory, so the rows' files exist too. Idempotent.
 */
export async function seedBenchCatalogue(appUrl: string, databaseUrl: string): Promise<void> {
  const dataDir = `.tmp/bench-data-${new URL(appUrl).port}`;
  const config = parseConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const database = openPostgres(databaseUrl, 4);
  try {
    const app = await buildApp(config, {
      db: database.db,
      secretBox: createSecretBox(loadOrCreateSecretKey(undefined, config.dataDir)),
      fileStore: createLocalFileStore({ root: path.join(config.dataDir, 'files') }),
    });
    try {
      await seedCatalogue(app, DEFAULT_CATALOGUE);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

// GET /api/plugins?search=… over the seeded catalogue: the library page's search box. The catalogue is held
// in memory (server/modules/library/catalogue-cache.ts); library-plugin-detail is the database path beside it.
export const librarySearchScenario: Scenario = {
  name: 'library-search',
  description: `GET /api/plugins?search=cache over ${DEFAULT_CATALOGUE.plugins} plugins, as a browser asks (Accept-Encoding) (in-memory catalogue; PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    await seedBenchCatalogue(appUrl, databaseUrl);
    const res = await fetch(`${appUrl}/api/plugins?search=cache`);
    const found = (await res.json()) as unknown[];
    if (!res.ok || found.length === 0) throw new Error(`library search found nothing (${res.status})`);
    // What the library page's browser sends: the answer comes as its ready brotli form.
    return { path: '/api/plugins?search=cache', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } };
  },
};
