import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vpsInstances } from '../../db/schema/index.js';

// "One free trial per e-mail address". A free trial's row keeps a digest of the address that took it
// (cloud_metadata.trialEmailDigest), not the address itself: the row outlives the account (user set null on
// erasure) and must not keep the person's address, only let the same address be recognised.

export const trialEmailDigest = (email: string) =>
  createHash('sha256').update(`hostfree-trial:${email.trim().toLowerCase()}`).digest('hex');

/** Free trials another account took with this address (a launch that failed for good did not use it). */
export async function countTrialsOfEmailByOthers(db: DbOrTx, email: string, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vpsInstances)
    .where(
      and(
        eq(vpsInstances.isTrial, true),
        notInArray(vpsInstances.status, ['failed']),
        sql`${vpsInstances.cloudMetadata}->>'trialEmailDigest' = ${trialEmailDigest(email)}`,
        or(isNull(vpsInstances.userId), ne(vpsInstances.userId, userId)),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Marks a free trial with the digest of the address that took it. */
export async function recordTrialEmail(db: DbOrTx, instanceId: number, email: string, now: Date) {
  await db
    .update(vpsInstances)
    .set({
      cloudMetadata: sql`coalesce(${vpsInstances.cloudMetadata}, '{}'::jsonb) || jsonb_build_object('trialEmailDigest', ${trialEmailDigest(email)}::text)`,
      updatedAt: now,
    })
    .where(eq(vpsInstances.id, instanceId));
}

/**
 * 48-hour runs any of these accounts took (one free trial per device: the accounts registered on the same one). A
 * paid run counts too: it comes only after its account's free one.
 */
export async function countTrialsOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vpsInstances)
    .where(
      and(
        eq(vpsInstances.isTrial, true),
        notInArray(vpsInstances.status, ['failed']),
        inArray(vpsInstances.userId, [...userIds]),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}
