import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deviceFingerprints } from '../../db/schema/index.js';

export type FingerprintRow = typeof deviceFingerprints.$inferInsert;

// Namespace of the two-key advisory locks that guard per-fingerprint quotas; the two-key space never
// collides with single-key locks such as the migration lock.
const FINGERPRINT_LOCK_SPACE = 7270;

/** Serialises every registration from one fingerprint until the surrounding transaction ends. */
export async function lockFingerprint(tx: DbOrTx, fingerprintHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FINGERPRINT_LOCK_SPACE}, hashtext(${fingerprintHash}))`);
}

/** Accounts registered from a fingerprint: the rows a registration wrote, not mere sightings. */
export async function countRegistrationsFromFingerprint(db: DbOrTx, fingerprintHash: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(deviceFingerprints)
    .where(and(eq(deviceFingerprints.fingerprintHash, fingerprintHash), eq(deviceFingerprints.registeredHere, true)));
  return Number(rows[0]?.n ?? 0);
}

export async function countFingerprintsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: countDistinct(deviceFingerprints.fingerprintHash) })
    .from(deviceFingerprints)
    .where(eq(deviceFingerprints.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Inserts or refreshes the record of (user, fingerprint); the user is null when signed out (the unique
 * constraint treats nulls as equal). Answers whether a new row was written. `registeredHere` is only ever
 * raised, never cleared, so a later sighting cannot give a registration slot back.
 */
export async function upsertFingerprint(db: DbOrTx, row: FingerprintRow): Promise<{ created: boolean }> {
  const { userId: _userId, fingerprintHash: _hash, createdAt: _createdAt, id: _id, registeredHere, ...details } = row;
  const rows = await db
    .insert(deviceFingerprints)
    .values(row)
    .onConflictDoUpdate({
      target: [deviceFingerprints.userId, deviceFingerprints.fingerprintHash],
      set: { ...details, ...(registeredHere ? { registeredHere: true } : {}) },
    })
    // xmax is 0 on a freshly inserted tuple and set on an updated one.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(rows[0]?.created) };
}

/**
 * One free trial per device: the other accounts registered on a device this account was registered on
 * (registration rows on both sides, so signing in on a shared computer does not tie two people together).
 */
export async function findAccountsRegisteredOnSameDevice(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = (await db.execute(sql`
    select distinct other.user_id as id from ${deviceFingerprints} mine
    join ${deviceFingerprints} other on other.fingerprint_hash = mine.fingerprint_hash and other.registered_here
    where mine.user_id = ${userId} and mine.registered_here and other.user_id is not null and other.user_id <> ${userId}`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.rows.map((row) => Number(row.id));
}
