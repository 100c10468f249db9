// Source id → its ReputationSource (reputation/types.ts). The only list of sources in the module: adding one is a
// folder beside web-risk/, urlhaus/ and threatfox/ and one line in SOURCES (its client is built in server/wiring/clients.ts, its
// base address is config). The order is the admin screen's order.
import type { Db } from '../../../db/client.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import { createTokenBucket } from '../../../lib/token-bucket.js';
import type { ReputationSourceDefinition, SourceContext } from './definition.js';
import { createGuardedSource } from './guarded-source.js';
import { deleteExpiredAnswers } from './repo.js';
import type { ReputationLookup, ReputationSource } from './types.js';
import { createThreatfoxSource } from './threatfox/index.js';
import { createUrlhausSource } from './urlhaus/index.js';
import { createWebRiskSource } from './web-risk/index.js';

const SOURCES = {
  'web-risk': createWebRiskSource,
  urlhaus: createUrlhausSource,
  threatfox: createThreatfoxSource,
} satisfies Record<string, (context: SourceContext) => ReputationSourceDefinition>;

export type ReputationSourceId = keyof typeof SOURCES;
export const REPUTATION_SOURCE_IDS = Object.keys(SOURCES) as ReputationSourceId[];
/** Each source's definition from its context (the words test builds every source's card from it). */
export const REPUTATION_SOURCE_FACTORIES: Readonly<typeof SOURCES> = SOURCES;

export interface ReputationContext extends SourceContext {
  db: Db;
  secretBox: SecretBox;
  log: AuditLog;
  /** A smaller quota than the published one (tests of the bucket; an operator sharing a key between installs). */
  quotaPerMinute?: Partial<Record<string, number>>;
}

/** Expired answers are deleted at most this often per process. */
const PURGE_EVERY_MS = 10 * 60_000;

export function createReputationSources(context: ReputationContext) {
  const definitions = REPUTATION_SOURCE_IDS.map((id) => SOURCES[id](context));
  const list: ReputationSource[] = definitions.map((definition) => {
    const quotaPerMinute = context.quotaPerMinute?.[definition.id] ?? definition.quotaPerMinute;
    return createGuardedSource(definition, {
      db: context.db,
      secretBox: context.secretBox,
      now: context.now,
      log: context.log,
      // One bucket per source for the whole process, shared by every lookup in it.
      bucket: createTokenBucket({ perMinute: quotaPerMinute, now: () => context.now().getTime() }),
      quotaPerMinute,
    });
  });
  let lastPurge = 0;

  const lookup: ReputationLookup = {
    async lookupAll(targets) {
      const at = context.now().getTime();
      if (at - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = at;
        await deleteExpiredAnswers(context.db, context.now()).catch((error: unknown) =>
          context.log.warn({ event: 'reputation-cache-purge-failed', err: error }, 'expired answers not deleted'),
        );
      }
      // Side by side: a slow source delays the answer by its own time-out, not the sum of all.
      return Promise.all(list.map((source) => source.lookup(targets)));
    },
  };

  return {
    /** Every registered source, in registry order. */
    list: () => list,
    ids: REPUTATION_SOURCE_IDS,
    find: (id: string | null | undefined): ReputationSource | undefined => list.find((s) => s.id === id),
    /** The facts the admin screen shows of a source (its key's name, quota, cache). */
    definition: (id: string) => definitions.find((d) => d.id === id),
    definitions: () => definitions,
    lookup,
  };
}

export type ReputationSources = ReturnType<typeof createReputationSources>;
