import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, updatedAt } from './columns.js';

// The reputation sources' settings and answers, owned by server/modules/abuse (reputation/). Kept apart from
// abuse.ts so the sources and the scan grow side by side.

// One row per source the admin has saved: on/off and its API key, sealed with the SecretBox (never answered back).
export const abuseReputationSources = pgTable('abuse_reputation_sources', {
  sourceId: text('source_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  apiKeySealed: text('api_key_sealed'),
  updatedAt: updatedAt(),
});

// Each source's answer about one target, kept until the source's own expiry (Web Risk's expireTime) or the
// documented time for sources that publish none: a restart does not spend the quota again. Keyed by a hash of the
// target because URLs can be longer than an index entry may be.
export const abuseReputationCache = pgTable(
  'abuse_reputation_cache',
  {
    sourceId: text('source_id').notNull(),
    targetHash: text('target_hash').notNull(),
    target: text('target').notNull(),
    status: text('status', { enum: ['listed', 'clean'] }).notNull(),
    /** The findings for this one target ([] when clean), as ReputationFinding objects. */
    findings: jsonb('findings').$type<{ target: string; threats: string[]; detail: string }[]>().notNull(),
    checkedAt: at('checked_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.targetHash] }),
    index('abuse_reputation_cache_expiry_idx').on(t.expiresAt),
  ],
);
