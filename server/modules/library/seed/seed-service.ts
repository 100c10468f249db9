import { Readable } from 'node:stream';
import type { LibraryDeps } from '../deps.js';
import { countItems, findSlugsIn, insertItems, type LibraryKind, type NewItemRow } from '../repo.js';
import { buildSeedArchive } from './build-archive.js';
import { seedPlugins, seedThemes, type SeedItem } from './catalogue-data.js';

// Loads the demo/benchmark catalogue through the FileStore (every row gets its own real archive) with batch
// inserts. Items whose slug already exists are skipped, so running it twice adds nothing.

const BATCH = 250;

export interface SeedCounts {
  plugins: number;
  themes: number;
}

export function createSeedService(deps: Pick<LibraryDeps, 'db' | 'fileStore' | 'cache'>) {
  const { db, fileStore, cache } = deps;

  async function seedKind(kind: LibraryKind, items: SeedItem[]): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < items.length; start += BATCH) {
      const batch = items.slice(start, start + BATCH);
      const existing = await findSlugsIn(
        db,
        kind,
        batch.map((i) => i.slug),
      );
      const fresh = batch.filter((i) => !existing.has(i.slug));
      const rows: NewItemRow[] = await Promise.all(
        fresh.map(async (item) => {
          const zip = await buildSeedArchive({ kind, ...item });
          const stored = await fileStore.put(Readable.from([zip]), {
            maxBytes: zip.length,
            prefix: kind,
            extension: '.zip',
          });
          return {
            name: item.name,
            slug: item.slug,
            description: item.description,
            category: item.category,
            version: item.version,
            author: item.author,
            isPublic: item.isPublic,
            downloadCount: item.downloadCount,
            fileName: `${item.slug}.${item.version}.zip`,
            filePath: stored.key,
            fileSize: stored.size,
          };
        }),
      );
      inserted += await insertItems(db, kind, rows);
    }
    cache.invalidate(kind);
    return inserted;
  }

  return {
    /** Adds up to `plugins` plugins and `themes` themes; answers how many rows were inserted. */
    async seedCatalogue({ plugins, themes }: SeedCounts): Promise<SeedCounts> {
      return {
        plugins: await seedKind('plugin', seedPlugins(plugins)),
        themes: await seedKind('theme', seedThemes(themes)),
      };
    },

    async isCatalogueEmpty(): Promise<boolean> {
      return (await countItems(db, 'plugin')) === 0 && (await countItems(db, 'theme')) === 0;
    },
  };
}
