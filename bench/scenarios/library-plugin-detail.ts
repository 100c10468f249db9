import type { Scenario } from '../lib/scenario.js';
import { seedBenchCatalogue } from './library-search.js';

// GET /api/plugins/slug/{slug}: the detail page, one indexed row read from PostgreSQL per request (not cached),
// measured beside library-search to show what the in-memory catalogue saves.
export const libraryPluginDetailScenario: Scenario = {
  name: 'library-plugin-detail',
  description: 'GET /api/plugins/slug/{slug} (kept with the catalogue, sent ready; PostgreSQL)',
  async prepare({ appUrl, databaseUrl }) {
    await seedBenchCatalogue(appUrl, databaseUrl);
    const res = await fetch(`${appUrl}/api/plugins/slug/contact-form-7`);
    if (!res.ok) throw new Error(`plugin detail failed: ${res.status}`);
    return { path: '/api/plugins/slug/contact-form-7' };
  },
};
