// The plugin and theme catalogue of `npm run demo`: 2,000 plugins and 300 themes with real archives
// (scripts/seed-catalogue.ts), loaded once — when the library is empty — so the library, the landing page's
// plugin directory and "Update Versions" have something to show. It runs in the background (~4-5 s of
// archives on a data directory's first start): the demo answers meanwhile,
// and the library lists the plugins, then the themes, as each kind is complete.
import { DEFAULT_CATALOGUE, seedCatalogue } from '../../scripts/seed-catalogue.js';
import type { DemoSeeder } from './seeders.js';

export const catalogueDemo: DemoSeeder = {
  name: 'plugin and theme catalogue',
  once: true,
  background: true,

  async seed(app, { say }) {
    if (!(await app.services.library.seed.isCatalogueEmpty())) return;
    const started = Date.now();
    const added = await seedCatalogue(app, DEFAULT_CATALOGUE);
    say(
      `Library:       ${added.plugins} plugins and ${added.themes} themes seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  },
};
