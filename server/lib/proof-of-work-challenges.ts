import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { abuseChallenges } from '../db/schema/index.js';
import { isSolution, newChallenge } from './proof-of-work.js';

// The challenges every public form's proof of work is checked against (the abuse report and the guest support
// ticket): issued with an expiry, accepted once. One home below the modules that use them, so a solved challenge
// is single-use across all of them. The table keeps its first name, abuse_challenges: renaming it would be a
// migration for nothing.

export interface IssuedChallenge {
  challenge: string;
  bits: number;
  expiresAt: string;
}

export type ChallengeCheck = 'ok' | 'invalid' | 'used';

export interface ChallengeGate {
  issue(): Promise<IssuedChallenge>;
  /** Checks the proof of work and spends the challenge; one UPDATE, so a replay racing the first use loses. */
  redeem(challenge: string, nonce: string): Promise<ChallengeCheck>;
}

export function createChallengeGate(db: DbOrTx, bits: number, ttlMs: number, now: () => Date): ChallengeGate {
  return {
    async issue() {
      const challenge = newChallenge();
      const expiresAt = new Date(now().getTime() + ttlMs);
      // Spent and stale challenges go as new ones come: the table stays the size of the last few minutes.
      await db.delete(abuseChallenges).where(lt(abuseChallenges.expiresAt, now()));
      await db.insert(abuseChallenges).values({ challenge, bits, expiresAt });
      return { challenge, bits, expiresAt: expiresAt.toISOString() };
    },

    async redeem(challenge, nonce) {
      const stored = (
        await db.select().from(abuseChallenges).where(eq(abuseChallenges.challenge, challenge)).limit(1)
      )[0];
      if (!stored || stored.expiresAt <= now() || !isSolution(challenge, nonce, stored.bits)) return 'invalid';
      const claimed = await db
        .update(abuseChallenges)
        .set({ usedAt: now() })
        .where(
          and(
            eq(abuseChallenges.challenge, challenge),
            isNull(abuseChallenges.usedAt),
            sql`${abuseChallenges.expiresAt} > ${now().toISOString()}::timestamptz`,
          ),
        )
        .returning({ challenge: abuseChallenges.challenge });
      return claimed.length === 1 ? 'ok' : 'used';
    },
  };
}
