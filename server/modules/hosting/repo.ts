import { and, gt, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { hostingAccounts, packageUsage } from '../../db/schema/index.js';
import { packageDisplayName, packageIsFree } from '../packages/index.js';
import { createWriteSignal } from '../../lib/write-signal.js';

export type HostingAccountRow = typeof hostingAccounts.$inferSelect;
export type NewHostingAccountRow = typeof hostingAccounts.$inferInsert;
export type PackageUsageRow = typeof packageUsage.$inferSelect;
/** An account with the display name of its package (read for views only). packageIsFree: a free plan's owner was never shown the cPanel password (only paid plans' success pages show it). */
export type HostingAccountWithPackage = HostingAccountRow & {
  packageName: string | null;
  packageIsFree: boolean | null;
};

// Class of the two-key advisory locks taken by this module (the second key is the user id).
const QUOTA_LOCK_CLASS = 72_301;

/**
 * The user's free sites, which their group's quota limits: accounts on a free package. Sites on a package the
 * customer pays for (Starter, Premium) or an admin gave on a non-free package are not free sites.
 */
export async function countFreeAccountsForUser(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(hostingAccounts)
    .where(and(eq(hostingAccounts.userId, userId), sql`${packageIsFree(hostingAccounts.packageId)} is not false`));
  return Number(rows[0]?.n ?? 0);
}

export async function countAccounts(db: DbOrTx, filter: { status?: string; packageId?: number } = {}): Promise<number> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(hostingAccounts.status, filter.status));
  if (filter.packageId !== undefined) conditions.push(eq(hostingAccounts.packageId, filter.packageId));
  const rows = await db
    .select({ n: count() })
    .from(hostingAccounts)
    .where(conditions.length ? and(...conditions) : undefined);
  return Number(rows[0]?.n ?? 0);
}

/**
 * In-process listeners told right after this process writes hosting rows. Other instances hear of it from the
 * database (NOTIFY hosting_changed, migration 0010), this one at once: an admin's own change never meets a cache
 * filled before it, even before the notice comes back. The set is process-wide, so two app instances in one
 * process (tests) hear each other's writes: harmless, it only drops caches; each stops listening when it closes.
 */
const writes = createWriteSignal();
export const onHostingRowsWritten = writes.listen;
const written = writes.written;

/** Serialises hosting-account creation per user for the rest of the transaction (quota count + insert). */
export async function lockUserQuota(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}::int, ${userId}::int)`);
}

/** undefined when the domain is already taken (the unique index decides, so parallel inserts cannot both win). */
export async function insertAccount(tx: DbOrTx, values: NewHostingAccountRow): Promise<HostingAccountRow | undefined> {
  const rows = await tx
    .insert(hostingAccounts)
    .values(values)
    .onConflictDoNothing({ target: hostingAccounts.domain })
    .returning();
  return written(rows[0]);
}

const withPackageName = {
  account: hostingAccounts,
  packageName: packageDisplayName(hostingAccounts.packageId),
  packageIsFree: packageIsFree(hostingAccounts.packageId),
};

function flatten(
  rows: { account: HostingAccountRow; packageName: string | null; packageIsFree: boolean | null }[],
): HostingAccountWithPackage[] {
  return rows.map((r) => ({ ...r.account, packageName: r.packageName, packageIsFree: r.packageIsFree }));
}

export async function findAccountById(db: DbOrTx, id: number): Promise<HostingAccountWithPackage | undefined> {
  const rows = await db.select(withPackageName).from(hostingAccounts).where(eq(hostingAccounts.id, id)).limit(1);
  return flatten(rows)[0];
}

export async function findAccountByDomain(db: DbOrTx, domain: string): Promise<HostingAccountWithPackage | undefined> {
  const rows = await db
    .select(withPackageName)
    .from(hostingAccounts)
    .where(eq(hostingAccounts.domain, domain))
    .limit(1);
  return flatten(rows)[0];
}

/** The client dashboard's list: prepared once, since it is read every time the dashboard loads. */
export function prepareListAccountsOfUser(db: Db) {
  const statement = db
    .select(withPackageName)
    .from(hostingAccounts)
    .where(eq(hostingAccounts.userId, sql.placeholder('userId')))
    .orderBy(asc(hostingAccounts.id))
    .prepare('hosting_accounts_of_user');
  return async (userId: number) => flatten(await statement.execute({ userId }));
}

export async function listAccountsOfUser(db: DbOrTx, userId: number): Promise<HostingAccountRow[]> {
  return db.select().from(hostingAccounts).where(eq(hostingAccounts.userId, userId)).orderBy(asc(hostingAccounts.id));
}

export async function isDomainTaken(db: DbOrTx, domain: string): Promise<boolean> {
  const rows = await db
    .select({ id: hostingAccounts.id })
    .from(hostingAccounts)
    .where(eq(hostingAccounts.domain, domain))
    .limit(1);
  return rows.length > 0;
}

export async function updateAccount(
  db: DbOrTx,
  id: number,
  patch: Partial<NewHostingAccountRow>,
  now: Date,
): Promise<HostingAccountRow | undefined> {
  const rows = await db
    .update(hostingAccounts)
    .set({ ...patch, updatedAt: now })
    .where(eq(hostingAccounts.id, id))
    .returning();
  return written(rows[0]);
}

/**
 * Stores the cPanel username and sealed password chosen for an account, only if none is stored yet: two
 * provisioning runs racing on one account end up using the same name, so WHM can never get two accounts.
 */
export async function claimCpanelCredentials(
  db: DbOrTx,
  id: number,
  username: string,
  sealedPassword: string,
  now: Date,
) {
  const rows = await db
    .update(hostingAccounts)
    .set({ cpanelUsername: username, cpanelPassword: sealedPassword, updatedAt: now })
    .where(and(eq(hostingAccounts.id, id), isNull(hostingAccounts.cpanelUsername)))
    .returning();
  return written(rows[0]);
}

export async function isCpanelUsernameUsed(db: DbOrTx, username: string): Promise<boolean> {
  // First 8 characters must be unique on a WHM server (reference §5a); compare those.
  const rows = await db
    .select({ id: hostingAccounts.id })
    .from(hostingAccounts)
    .where(sql`left(${hostingAccounts.cpanelUsername}, 8) = ${username.slice(0, 8)}`)
    .limit(1);
  return rows.length > 0;
}

export async function deleteAccountRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(hostingAccounts).where(eq(hostingAccounts.id, id));
  written(undefined);
}

export async function listPendingAccountIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: hostingAccounts.id })
    .from(hostingAccounts)
    .where(eq(hostingAccounts.status, 'pending'));
  return rows.map((r) => r.id);
}

export async function findPackageUsage(db: DbOrTx, hostingAccountId: number): Promise<PackageUsageRow | undefined> {
  return (await db.select().from(packageUsage).where(eq(packageUsage.hostingAccountId, hostingAccountId)).limit(1))[0];
}

export async function upsertPackageUsage(
  db: DbOrTx,
  values: Omit<typeof packageUsage.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(packageUsage)
    .values(values)
    .onConflictDoUpdate({
      target: packageUsage.hostingAccountId,
      set: {
        diskUsed: values.diskUsed,
        bandwidthUsed: values.bandwidthUsed,
        emailAccountsUsed: values.emailAccountsUsed,
        databasesUsed: values.databasesUsed,
        subdomainsUsed: values.subdomainsUsed,
        lastUpdated: values.lastUpdated,
      },
    });
}

/** Active accounts by id, a page at a time (the abuse scan's weekly rescan finds its sites this way). */
export async function listActiveAccountIds(db: DbOrTx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: hostingAccounts.id })
    .from(hostingAccounts)
    .where(and(eq(hostingAccounts.status, 'active'), gt(hostingAccounts.id, afterId)))
    .orderBy(hostingAccounts.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Like updateAccount, but only while the row still has `status` (and, when given, a suspension reason starting with
 * `reasonPrefix`): a write that lost a race to another changes nothing and answers undefined.
 */
export async function updateAccountWhile(
  db: DbOrTx,
  id: number,
  expected: { status: string; reasonPrefix?: string },
  patch: Partial<NewHostingAccountRow>,
  now: Date,
): Promise<HostingAccountRow | undefined> {
  const conditions: SQL[] = [eq(hostingAccounts.id, id), eq(hostingAccounts.status, expected.status)];
  if (expected.reasonPrefix !== undefined)
    conditions.push(sql`starts_with(${hostingAccounts.suspendReason}, ${expected.reasonPrefix})`);
  const rows = await db
    .update(hostingAccounts)
    .set({ ...patch, updatedAt: now })
    .where(and(...conditions))
    .returning();
  return rows[0] ? written(rows[0]) : undefined;
}

/** Sites on WHM under a package marked free, active or suspended: what the idle rule looks at. */
export async function listFreeSitesOnWhm(db: DbOrTx) {
  return db
    .select({
      id: hostingAccounts.id,
      userId: hostingAccounts.userId,
      domain: hostingAccounts.domain,
      cpanelUsername: hostingAccounts.cpanelUsername,
      status: hostingAccounts.status,
      suspendReason: hostingAccounts.suspendReason,
    })
    .from(hostingAccounts)
    .where(
      and(
        sql`${packageIsFree(hostingAccounts.packageId)} is true`,
        sql`${hostingAccounts.status} in ('active', 'suspended')`,
        sql`${hostingAccounts.cpanelUsername} is not null`,
        sql`${hostingAccounts.whmAccountId} is not null`,
      ),
    )
    .orderBy(asc(hostingAccounts.id));
}
