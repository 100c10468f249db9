import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { LibraryKind } from './repo.js';

/** NOTIFY channels of migration 0022, payload the table ('plugins' or 'themes'): a row changed; only a download count did. */
export const LIBRARY_CHANGED_CHANNEL = 'library_changed';
export const LIBRARY_DOWNLOADED_CHANNEL = 'library_downloaded';

const kindOfTable = (table: string): LibraryKind | undefined =>
  table === 'plugins' ? 'plugin' : table === 'themes' ? 'theme' : undefined;

/**
 * Drops this instance's kept catalogue answers when any instance changes the rows they are made from: a change drops
 * the kind's lists and details, a download its details (their count), a lost feed everything (notices may have been
 * missed). This instance's own admin writes drop the cache at once besides (admin-service.ts), before the notice comes
 * back. Without a feed (or until it listens) the cache's 30 s lifetime is the only bound, as before it.
 */
export function watchLibraryChanges({
  changeFeed,
  cache,
  log,
}: {
  changeFeed?: ChangeFeed;
  cache: CatalogueCache;
  log: AuditLog;
}): void {
  if (!changeFeed) return;
  const dropAll = () => cache.invalidate();
  const onNotice = (drop: (kind: LibraryKind) => void) => (table: string) => {
    const kind = kindOfTable(table);
    if (kind) drop(kind);
    else dropAll();
  };
  const unavailable = (error: unknown) =>
    log.warn(
      { event: 'library-feed-unavailable', reason: String(error) },
      'catalogue changes on other instances show within 30 s',
    );
  changeFeed
    .subscribe(
      LIBRARY_CHANGED_CHANNEL,
      onNotice((kind) => cache.invalidate(kind)),
      dropAll,
    )
    .catch(unavailable);
  changeFeed
    .subscribe(
      LIBRARY_DOWNLOADED_CHANNEL,
      onNotice((kind) => cache.forgetDetails(kind)),
      dropAll,
    )
    .catch(unavailable);
}
