import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { ConfigError, parseConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { runMigrations } from '../server/db/migrate.js';
import { createSecretBox, loadOrCreateSecretKey } from '../server/lib/secret-box.js';
import type { Services } from '../server/services.js';
import { createFileStore } from '../server/storage/create-file-store.js';

// `npm run seed:catalogue [-- --plugins 2000 --themes 300]`: loads a realistic plugin and theme catalogue
// (real zip archives with WordPress headers, stored through the FileStore) into the configured database
// and data directory — the same DATABASE_URL / DATA_DIR the server uses. Items already there are skipped.

export const DEFAULT_CATALOGUE = { plugins: 2000, themes: 300 };

/** Seeds through a built app (the demo, the benchmarks) or its services. */
export async function seedCatalogue(target: FastifyInstance | Pick<Services, 'library'>, counts = DEFAULT_CATALOGUE) {
  const library = 'services' in target ? target.services.library : target.library;
  return library.seed.seedCatalogue(counts);
}

function readCounts(argv: string[]) {
  const counts = { ...DEFAULT_CATALOGUE };
  for (let i = 0; i < argv.length; i += 2) {
    const value = Number(argv[i + 1]);
    if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${argv[i]} needs a whole number`);
    if (argv[i] === '--plugins') counts.plugins = value;
    else if (argv[i] === '--themes') counts.themes = value;
    else throw new ConfigError(`Unknown option ${argv[i]} (use --plugins N --themes N)`);
  }
  return counts;
}

async function main() {
  const counts = readCounts(process.argv.slice(2));
  const config = { ...parseConfig(), logLevel: 'warn' as const };
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const secretBox = createSecretBox(loadOrCreateSecretKey(config.secretKeyHex, config.dataDir));
    const fileStore = createFileStore(config);
    const app = await buildApp(config, { db: database.db, secretBox, fileStore });
    try {
      const started = Date.now();
      const added = await seedCatalogue(app, counts);
      console.log(
        `Seeded ${added.plugins} plugins and ${added.themes} themes in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
