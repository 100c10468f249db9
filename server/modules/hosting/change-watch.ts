import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { onHostingRowsWritten } from './repo.js';

/** NOTIFY channel of migration 0010: any change to hosting_accounts, users or hosting_packages, on any instance. */
export const HOSTING_CHANGED_CHANNEL = 'hosting_changed';

/**
 * Tells a cache of hosting reads when what it holds may be out of date: this process's own writes at once
 * (repo.ts), every instance's through the change feed, and a lost feed connection as a change too. `generation`
 * moves on each; `listening` is false until the feed listens (a cache must then not keep anything: a change on
 * another instance would go unseen).
 */
export interface HostingChangeWatch {
  readonly generation: number;
  readonly listening: boolean;
  onChange(drop: () => void): void;
  /** Stops hearing this process's writes (the app closes; the change feed is closed by its owner). */
  stop(): void;
}

export function watchHostingChanges({
  changeFeed,
  log,
}: {
  changeFeed?: ChangeFeed;
  log: AuditLog;
}): HostingChangeWatch {
  let generation = 0;
  let listening = false;
  const droppers: (() => void)[] = [];
  const changed = () => {
    generation += 1;
    for (const drop of droppers) drop();
  };
  const stopHearingWrites = onHostingRowsWritten(changed);
  if (changeFeed) {
    changeFeed.subscribe(HOSTING_CHANGED_CHANNEL, changed, changed).then(
      () => {
        listening = true;
      },
      (error: unknown) =>
        log.warn({ event: 'hosting-feed-unavailable', reason: String(error) }, 'hosting reads not cached'),
    );
  }
  return {
    get generation() {
      return generation;
    },
    get listening() {
      return listening;
    },
    onChange(drop) {
      droppers.push(drop);
    },
    stop() {
      stopHearingWrites();
    },
  };
}
