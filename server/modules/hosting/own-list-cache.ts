import type { HostingChangeWatch } from './change-watch.js';

/**
 * Each user's own hosting accounts (the dashboard reads them on every visit and refetches them), answered from
 * memory while no hosting row has changed anywhere (change-watch.ts drops them all at once), for OWN_LIST_MS at
 * most. Nothing is kept before the change feed listens, and a read that a change overtook is not kept.
 */
const OWN_LIST_MS = 10_000;
const MAX_USERS = 10_000;

export function createOwnListCache<T>(changes: HostingChangeWatch, now: () => Date) {
  const lists = new Map<number, { at: number; generation: number; value: T }>();
  changes.onChange(() => lists.clear());
  function peek(userId: number, t: number): T | undefined {
    const kept = changes.listening ? lists.get(userId) : undefined;
    return kept && kept.generation === changes.generation && t - kept.at < OWN_LIST_MS ? kept.value : undefined;
  }
  return {
    /** The kept list, if any: no promise (the access hook sends it). */
    peek: (userId: number): T | undefined => peek(userId, now().getTime()),
    async read(userId: number, load: () => Promise<T>): Promise<T> {
      const t = now().getTime();
      const kept = peek(userId, t);
      if (kept !== undefined) return kept;
      const startedAt = changes.generation;
      const value = await load();
      if (changes.listening && startedAt === changes.generation) {
        if (lists.size >= MAX_USERS) lists.clear();
        lists.set(userId, { at: t, generation: startedAt, value });
      }
      return value;
    },
  };
}
