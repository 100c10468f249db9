import { listRecentDownloads } from './download-repo.js';
import { deletePluginRequestsOfUser, listPluginRequestsOfUser } from './personal-data-repo.js';
import type { DbOrTx } from '../../db/client.js';
import { DOWNLOAD_URL_TTL_MS, LIBRARY_IMAGE_MAX_BYTES } from '../../../contract/library.js';
import type { Config } from '../../config.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createLibraryAdminService } from './admin-service.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { createCatalogueService, loadCatalogue } from './catalogue-service.js';
import type { LibraryDeps, LibraryOutsideDeps } from './deps.js';
import { createDownloadService } from './download-service.js';
import { createDownloadSigner } from './download-token.js';
import { createExportService } from './export-service.js';
import { createLibraryFormsService } from './forms-service.js';
import { createPluginRequestAdminService } from './request-admin-service.js';
import { createSeedService } from './seed/seed-service.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { watchLibraryChanges } from './change-watch.js';

export interface LibraryServiceOptions extends LibraryOutsideDeps {
  secretBox: SecretBox;
  limits: Config['library'];
  /** Other instances' catalogue changes (NOTIFY of migration 0022); without it only the cache's 30 s bound applies. */
  changeFeed?: ChangeFeed;
}

/** The plugin and theme library: catalogue, admin uploads, downloads, forms, exports and seeding. */
export function createLibraryService(options: LibraryServiceOptions) {
  const { db, now } = options;
  const deps: LibraryDeps = {
    ...options,
    cache: createCatalogueCache((kind) => loadCatalogue(db, kind)),
    signer: createDownloadSigner(options.secretBox.deriveKey('library-download'), DOWNLOAD_URL_TTL_MS, now),
    limits: { ...options.limits, maxImageBytes: LIBRARY_IMAGE_MAX_BYTES },
  };
  watchLibraryChanges({ changeFeed: options.changeFeed, cache: deps.cache, log: options.log });
  return {
    ...createCatalogueService(deps),
    /** A user's downloads and plugin requests for their export; requests deleted on erasure. */
    personalData: {
      listDownloads: (userId: number) => listRecentDownloads(db, userId, 100_000),
      listPluginRequests: (userId: number) => listPluginRequestsOfUser(db, userId),
      deletePluginRequests: (tx: DbOrTx, userId: number) => deletePluginRequestsOfUser(tx, userId),
    },
    admin: createLibraryAdminService(deps),
    downloads: createDownloadService(deps),
    forms: createLibraryFormsService(deps),
    requests: createPluginRequestAdminService(deps),
    exports: createExportService(deps),
    seed: createSeedService(deps),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
