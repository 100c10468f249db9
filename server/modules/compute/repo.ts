// The compute module's tables: vps_instances (cloud rows) and compute_settings. Each provider's account table is
// read by its own folder (providers/<id>/). `providers` arguments are the registered ids (registry.ts), so rows of
// 'custom' VPS orders are never touched here.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { computeSettings, vpsInstances } from '../../db/schema/index.js';
import { createWriteSignal } from '../../lib/write-signal.js';

export type InstanceRow = typeof vpsInstances.$inferSelect;
export type SettingsRow = typeof computeSettings.$inferSelect;

/**
 * Whoever keeps answers made from vps_instances (the users' kept lists, own-list-cache.ts) hears every write of this
 * process that the lists show at once, even before migration 0021's NOTIFY comes back after the commit. Process-wide:
 * two app instances in one process (tests) hear each other's writes, which only drops caches.
 */
const writes = createWriteSignal();
export const onInstancesWritten = writes.listen;
const written = writes.written;

/** What a row keeps in cloud_metadata (jsonb): plan, lease and last error of the provider steps, what ended it. */
export interface InstanceMeta {
  plan?: string | null;
  osId?: number | null;
  hostname?: string | null;
  tags?: string[];
  enableIpv6?: boolean;
  backups?: string;
  /** The machine's name inside its resource group (clouds that group resources). */
  vmName?: string;
  /** The image a trial is launched with (the trial's `os` choice); catalogue launches keep `osId`. */
  image?: string;
  /** Lease: the provider step of one worker runs until then (so two never create twice). */
  leaseUntil?: string | null;
  lastError?: string | null;
  endedAt?: string;
  endedBy?: string;
  paid?: boolean;
  /** Stopped because its owner was suspended; started again when the suspension is lifted. */
  stoppedBySuspension?: boolean;
}

export const metaOf = (row: InstanceRow): InstanceMeta => (row.cloudMetadata ?? {}) as InstanceMeta;

/** Statuses after which nothing runs on the provider. */
export const FINAL_STATUSES = ['terminated', 'failed'] as const;

// --- accounts -------------------------------------------------------------------------------------------

export async function readSettings(db: DbOrTx): Promise<SettingsRow | undefined> {
  return (await db.select().from(computeSettings).orderBy(computeSettings.id).limit(1))[0];
}

export async function writeSettings(
  db: DbOrTx,
  values: Partial<Omit<SettingsRow, 'id' | 'metadata' | 'updatedAt'>>,
  now: Date,
) {
  const current = await readSettings(db);
  if (current)
    await db
      .update(computeSettings)
      .set({ ...values, updatedAt: now })
      .where(eq(computeSettings.id, current.id));
  else await db.insert(computeSettings).values({ ...values, updatedAt: now });
}

// --- instances -------------------------------------------------------------------------------------------

export async function findInstance(db: DbOrTx, id: number): Promise<InstanceRow | undefined> {
  return (await db.select().from(vpsInstances).where(eq(vpsInstances.id, id)).limit(1))[0];
}

export async function insertInstance(db: DbOrTx, values: typeof vpsInstances.$inferInsert): Promise<InstanceRow> {
  return written((await db.insert(vpsInstances).values(values).returning())[0]!);
}

export async function updateInstance(
  db: DbOrTx,
  id: number,
  values: Partial<typeof vpsInstances.$inferInsert>,
  now: Date,
) {
  const rows = await db
    .update(vpsInstances)
    .set({ ...values, updatedAt: now })
    .where(eq(vpsInstances.id, id))
    .returning();
  return written(rows[0]);
}

/** Sets keys of cloud_metadata without losing the others (a jsonb merge in one statement). */
export async function mergeMeta(db: DbOrTx, id: number, patch: Partial<InstanceMeta>, now: Date) {
  await db
    .update(vpsInstances)
    .set({
      cloudMetadata: sql`coalesce(${vpsInstances.cloudMetadata}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(vpsInstances.id, id));
  written(undefined);
}

/**
 * Takes the row's provider lease until `until` when nobody holds it: true for exactly one caller at a time,
 * across app instances (a conditional UPDATE is atomic in PostgreSQL).
 */
export async function takeLease(db: DbOrTx, id: number, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(vpsInstances)
    .set({
      cloudMetadata: sql`coalesce(${vpsInstances.cloudMetadata}, '{}'::jsonb) || jsonb_build_object('leaseUntil', ${until.toISOString()}::text)`,
    })
    .where(
      and(
        eq(vpsInstances.id, id),
        sql`coalesce((${vpsInstances.cloudMetadata}->>'leaseUntil')::timestamptz, '-infinity'::timestamptz) < ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: vpsInstances.id });
  return rows.length === 1;
}

export async function releaseLease(db: DbOrTx, id: number) {
  await db
    .update(vpsInstances)
    .set({ cloudMetadata: sql`coalesce(${vpsInstances.cloudMetadata}, '{}'::jsonb) - 'leaseUntil'` })
    .where(eq(vpsInstances.id, id));
}

/**
 * Moves a row from one of `from` to `to` only if it is still in one of them: the winner of a race (two expiry
 * runs, an expiry and a Terminate click) gets the row back, everyone else undefined.
 */
export async function transition(
  db: DbOrTx,
  id: number,
  from: readonly string[],
  to: string,
  now: Date,
): Promise<InstanceRow | undefined> {
  const rows = await db
    .update(vpsInstances)
    .set({ status: to, updatedAt: now })
    .where(and(eq(vpsInstances.id, id), inArray(vpsInstances.status, [...from])))
    .returning();
  return written(rows[0]);
}

type Ids = readonly string[];

export function listUserInstances(db: DbOrTx, userId: number, providers: Ids) {
  return db
    .select()
    .from(vpsInstances)
    .where(and(eq(vpsInstances.userId, userId), inArray(vpsInstances.cloudProvider, [...providers])))
    .orderBy(desc(vpsInstances.createdAt), desc(vpsInstances.id));
}

/**
 * listUserInstances as a prepared statement, planned once per connection: GET /api/compute/my runs it on every visit
 * and refetch of the /compute page (bench/README.md). Same rows, same order.
 */
export function prepareListUserInstances(db: Db) {
  const query = db
    .select()
    .from(vpsInstances)
    .where(
      and(
        eq(vpsInstances.userId, sql.placeholder('userId')),
        sql`${vpsInstances.cloudProvider} = any(${sql.placeholder('providers')})`,
      ),
    )
    .orderBy(desc(vpsInstances.createdAt), desc(vpsInstances.id))
    .prepare('list_user_instances');
  return (userId: number, providers: Ids) => query.execute({ userId, providers: [...providers] });
}

export function listRemoteInstances(db: DbOrTx) {
  return db
    .select()
    .from(vpsInstances)
    .where(and(eq(vpsInstances.source, 'remote'), notInArray(vpsInstances.status, ['terminated'])))
    .orderBy(desc(vpsInstances.createdAt), desc(vpsInstances.id));
}

export function listAdminInstances(db: DbOrTx, provider: string, providers: Ids) {
  return db
    .select()
    .from(vpsInstances)
    .where(
      provider === 'all'
        ? inArray(vpsInstances.cloudProvider, [...providers])
        : eq(vpsInstances.cloudProvider, provider),
    )
    .orderBy(desc(vpsInstances.createdAt), desc(vpsInstances.id));
}

/** Live (not ended) cloud rows, for the status sync. */
export function listLiveInstances(db: DbOrTx, providers: Ids) {
  return db
    .select()
    .from(vpsInstances)
    .where(
      and(inArray(vpsInstances.cloudProvider, [...providers]), notInArray(vpsInstances.status, [...FINAL_STATUSES])),
    )
    .orderBy(vpsInstances.id);
}

export async function listKnownProviderIds(db: DbOrTx, provider: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: vpsInstances.providerInstanceId })
    .from(vpsInstances)
    .where(and(eq(vpsInstances.cloudProvider, provider), sql`${vpsInstances.providerInstanceId} is not null`));
  return new Set(rows.map((r) => r.id!));
}

export async function countLive(db: DbOrTx, userId: number, provider: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vpsInstances)
    .where(
      and(
        eq(vpsInstances.userId, userId),
        eq(vpsInstances.cloudProvider, provider),
        eq(vpsInstances.source, 'local'),
        notInArray(vpsInstances.status, [...FINAL_STATUSES, 'deleting']),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Trials this user ever started that counted (a launch that failed for good did not use the free one), on any cloud. */
export async function countTrialsUsed(db: DbOrTx, userId: number, providers: Ids): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vpsInstances)
    .where(
      and(
        eq(vpsInstances.userId, userId),
        inArray(vpsInstances.cloudProvider, [...providers]),
        eq(vpsInstances.isTrial, true),
        notInArray(vpsInstances.status, ['failed']),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Trials whose 48 hours are over and that are not ended yet. */
export function listExpiredTrials(db: DbOrTx, now: Date, providers: Ids) {
  return db
    .select({ id: vpsInstances.id })
    .from(vpsInstances)
    .where(
      and(
        inArray(vpsInstances.cloudProvider, [...providers]),
        eq(vpsInstances.isTrial, true),
        sql`${vpsInstances.expiresAt} <= ${now.toISOString()}::timestamptz`,
        notInArray(vpsInstances.status, [...FINAL_STATUSES]),
      ),
    );
}
