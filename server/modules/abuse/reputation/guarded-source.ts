// What every source shares, around its own ask(): the admin's settings (on, and a key that opens), the process's
// token bucket for its quota, and the answer cache (a table, so a restart does not spend the quota again). A lookup
// never throws: whatever stops a source becomes an 'unavailable' answer with the reason an admin can act on.
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { TokenBucket } from '../../../lib/token-bucket.js';
import { SourceUnavailable, type ReputationSourceDefinition } from './definition.js';
import { readCachedAnswers, readOneSourceSettings, writeCachedAnswers, type CachedAnswerRow } from './repo.js';
import type { ReputationAnswer, ReputationFinding, ReputationSource } from './types.js';

/** One lookup asks about this many targets at most; a page with more links is asked about in several. */
export const MAX_TARGETS_PER_LOOKUP = 200;

export interface GuardContext {
  db: Db;
  secretBox: SecretBox;
  now: () => Date;
  log: AuditLog;
  bucket: TokenBucket;
  /** The bucket's rate, for the admin's message. */
  quotaPerMinute: number;
}

const hashOf = (target: string) => createHash('sha256').update(target).digest('hex');

export function createGuardedSource(
  definition: ReputationSourceDefinition,
  { db, secretBox, now, log, bucket, quotaPerMinute }: GuardContext,
): ReputationSource {
  const { id, label } = definition;
  const unavailable = (error: string, checkedAt: Date): ReputationAnswer => ({
    sourceId: id,
    status: 'unavailable',
    findings: [],
    checkedAt,
    error,
  });

  /** The stored key, or the reason there is none to use. */
  async function usableKey(): Promise<{ key: string } | { reason: string }> {
    const row = await readOneSourceSettings(db, id);
    if (!row?.enabled) return { reason: `${label} is turned off: turn it on under Abuse → Reputation sources.` };
    if (!row.apiKeySealed) return { reason: `${label} has no key: enter one under Abuse → Reputation sources.` };
    try {
      return { key: secretBox.open(row.apiKeySealed) };
    } catch {
      log.warn({ event: 'reputation-key-unreadable', source: id }, 'a reputation source key cannot be decrypted');
      return { reason: `${label}'s stored key cannot be decrypted (was SECRET_KEY changed?): enter it again.` };
    }
  }

  async function ask(targets: string[], checkedAt: Date): Promise<ReputationAnswer> {
    const found = await usableKey();
    if ('reason' in found) return unavailable(found.reason, checkedAt);

    const findings: ReputationFinding[] = [];
    const failures: string[] = [];
    const cached = new Map(
      (await readCachedAnswers(db, id, targets.map(hashOf), checkedAt)).map((row) => [row.targetHash, row]),
    );
    const fresh: CachedAnswerRow[] = [];
    let stopped: string | null = null;
    for (const target of targets) {
      const hash = hashOf(target);
      const hit = cached.get(hash);
      if (hit && hit.target === target) {
        findings.push(...(hit.findings as ReputationFinding[]));
        continue;
      }
      if (stopped) continue;
      if (!bucket.tryTake()) {
        stopped = `HostFree's limit for ${label} (${quotaPerMinute} requests a minute) is reached; the scan asks again on its next run.`;
        continue;
      }
      try {
        const answer = await definition.ask(found.key, target);
        findings.push(...answer.findings);
        fresh.push({
          sourceId: id,
          targetHash: hash,
          target,
          status: answer.status,
          findings: answer.findings,
          checkedAt,
          expiresAt: answer.expiresAt,
        });
      } catch (error) {
        if (!(error instanceof SourceUnavailable)) throw error;
        if (error.stopAsking) stopped = error.message;
        else failures.push(`${target}: ${error.message}`);
      }
    }
    // An answer whose expiry has already passed is used once and not kept.
    await writeCachedAnswers(
      db,
      fresh.filter((row) => row.expiresAt > checkedAt),
    ).catch((error: unknown) =>
      log.warn({ event: 'reputation-cache-write-failed', source: id, err: error }, 'reputation answers not cached'),
    );
    if (findings.length > 0) return { sourceId: id, status: 'listed', findings, checkedAt, error: null };
    if (stopped) return unavailable(stopped, checkedAt);
    if (failures.length > 0) return unavailable(failures.slice(0, 3).join(' '), checkedAt);
    return { sourceId: id, status: 'clean', findings: [], checkedAt, error: null };
  }

  return {
    id,
    label,
    async lookup(targets) {
      const checkedAt = now();
      const unique = [...new Set(targets.map((t) => t.trim()).filter(Boolean))];
      if (unique.length > MAX_TARGETS_PER_LOOKUP) {
        return unavailable(
          `Asked about ${unique.length} targets at once; at most ${MAX_TARGETS_PER_LOOKUP}.`,
          checkedAt,
        );
      }
      try {
        return await ask(unique, checkedAt);
      } catch (error) {
        log.warn({ event: 'reputation-lookup-failed', source: id, err: error }, 'a reputation lookup failed');
        return unavailable(`${label} could not be asked (an internal error, logged on the server).`, checkedAt);
      }
    },
  };
}
