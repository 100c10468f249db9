import { LIBRARY_MESSAGES, type LibraryQuery, type PluginDetail } from '../../../contract/library.js';
import { AppError } from '../../errors.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import { readHeader } from './archive-check.js';
import type { WordPressHeader } from '../../../contract/wp-headers.js';
import type { LibraryDeps } from './deps.js';
import {
  countActiveItems,
  findItemById,
  listActiveCatalogue,
  prepareFindActivePluginBySlug,
  setLatestVersions,
  type LatestVersionUpdate,
  type LibraryKind,
} from './repo.js';
import { toDetail, toListItem } from './views.js';

export type { LatestVersionUpdate, WordPressHeader };

export async function loadCatalogue(db: LibraryDeps['db'], kind: LibraryKind) {
  return (await listActiveCatalogue(db, kind)).map(toListItem);
}

/** The public catalogue, and what other modules (stats, version tracking) need from the library. */
export function createCatalogueService(deps: LibraryDeps) {
  const { db, cache } = deps;
  const findActivePluginBySlug = prepareFindActivePluginBySlug(db);
  return {
    /**
     * GET /api/plugins, /api/plugins/public, /api/themes: the JSON answer, ready to send, kept for the request's `url`
     * (path and query) so that the same URL is answered before its hooks next time (keptAnswer).
     */
    listCatalogue: (kind: LibraryKind, query: LibraryQuery, url: string, publicOnly = false) =>
      cache.answer(kind, { ...query, publicOnly }, url),

    /** GET /api/plugins/slug/{slug}: the detail answer, ready to send (kept with the catalogue, dropped with it; at once when kept). */
    pluginDetailAnswer(slug: string, url: string): ReadyAnswer | Promise<ReadyAnswer> {
      const answer = cache.detail(
        'plugin',
        slug,
        async () => {
          const row = await findActivePluginBySlug(slug);
          return row ? createReadyAnswer(JSON.stringify(toDetail(row) satisfies PluginDetail)) : null;
        },
        url,
      );
      return answer instanceof Promise ? answer.then(foundOrNotFound) : foundOrNotFound(answer);
    },

    /** The answer kept for a catalogue request URL, if any (config.keptAnswer of the routes above). */
    keptAnswer: (kind: LibraryKind, url: string) => cache.keptForUrl(kind, url),

    /** The active plugin a $5 donation goes to (payments read its id, name and slug; null when none). */
    async findActivePluginById(id: number): Promise<{ id: number; name: string; slug: string } | null> {
      const row = await findItemById(db, 'plugin', id);
      return row && row.isActive ? { id: row.id, name: row.name, slug: row.slug } : null;
    },

    /** The Active Plugins card of the admin dashboard (GET /api/stats). */
    countActivePlugins: () => countActiveItems(db, 'plugin'),

    // ---- for version tracking (modules/library/versions)

    /** Every active item with the slug and version to check against wordpress.org. */
    async listVersionTargets(kind: LibraryKind) {
      return (await cache.items(kind)).map(({ id, name, slug, version, latestVersion }) => ({
        id,
        name,
        slug,
        version,
        latestVersion,
      }));
    },

    /** The WordPress header of an item's stored archive (Update URI, Text Domain, …), or null. */
    async readArchiveHeader(kind: LibraryKind, id: number): Promise<WordPressHeader | null> {
      const row = await findItemById(db, kind, id);
      if (!row?.filePath || !row.fileSize) return null;
      return readHeader(deps, kind, { key: row.filePath, size: row.fileSize, fileName: row.fileName });
    },

    /** Stores what the version tracker found (latestVersion, latestVersionCheckedAt, …Source, …Notes). */
    async recordLatestVersions(kind: LibraryKind, updates: LatestVersionUpdate[]) {
      if (updates.length === 0) return;
      await db.transaction((tx) => setLatestVersions(tx, kind, updates));
      cache.invalidate(kind);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

function foundOrNotFound(answer: ReadyAnswer | null): ReadyAnswer {
  if (!answer) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.pluginNotFound);
  return answer;
}
