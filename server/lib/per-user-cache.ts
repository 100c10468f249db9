import type { ChangeFeed } from '../db/change-feed.js';
import type { AuditLog } from './audit-log.js';

/**
 * Each user's (or each key's: a list's filters) answer to one read, kept in memory between changes (the billing centre and the compute
 * list read PostgreSQL on every visit and refetch). An answer is dropped:
 * - on every notice of the channel (NOTIFY triggers on every table the answer is made from, any instance), and when
 *   the feed connection is lost;
 * - at once by `drop()`, which this instance's own changes call after they commit;
 * - at its `until` (a moment its words depend on: a period end, a countdown) and after `maxAgeMs` whatever happens.
 * Nothing is kept before the feed listens (without it a change on another instance would go unseen: the tests'
 * default), a read that a change overtook is not kept, and at most `maxUsers` answers are held (the oldest goes).
 */
export interface PerUserCache<T, K = number> {
  /** The kept answer, or `load()`'s, kept until the earlier of `until` (null: none) and `maxAgeMs`. */
  read(key: K, load: () => Promise<{ value: T; until: Date | null; keep?: boolean }>): Promise<T>;
  /** The kept answer, if any: no promise (the hot path of every visit). */
  peek(key: K): T | undefined;
  /** This instance changed something the answers show. */
  drop(): void;
}

export function createPerUserCache<T, K = number>({
  channel,
  changeFeed,
  log,
  maxAgeMs,
  maxUsers,
  nowMs = () => Date.now(),
}: {
  channel: string;
  changeFeed?: ChangeFeed;
  log: AuditLog;
  maxAgeMs: number;
  maxUsers: number;
  nowMs?: () => number;
}): PerUserCache<T, K> {
  let generation = 0;
  let listening = false;
  const answers = new Map<K, { until: number; generation: number; value: T }>();
  const drop = () => {
    generation += 1;
    answers.clear();
  };
  changeFeed?.subscribe(channel, drop, drop).then(
    () => {
      listening = true;
    },
    (error: unknown) =>
      log.warn({ event: 'change-feed-unavailable', channel, reason: String(error) }, 'per-user answers not cached'),
  );

  function peek(key: K): T | undefined {
    const kept = listening ? answers.get(key) : undefined;
    return kept && kept.generation === generation && nowMs() < kept.until ? kept.value : undefined;
  }

  return {
    drop,
    peek,
    async read(key, load) {
      const kept = peek(key);
      if (kept !== undefined) return kept;
      const startedAt = generation;
      const at = nowMs();
      const { value, until, keep = true } = await load();
      const keptUntil = Math.min(at + maxAgeMs, until?.getTime() ?? Infinity);
      if (keep && listening && startedAt === generation && keptUntil > nowMs()) {
        answers.delete(key);
        // Map keeps insertion order: the first key is the answer made longest ago.
        if (answers.size >= maxUsers) answers.delete(answers.keys().next().value!);
        answers.set(key, { until: keptUntil, generation: startedAt, value });
      }
      return value;
    },
  };
}
