import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { hostingAccounts } from '../../db/schema/index.js';
import { findOwners, userIdsInGroup, userIdsMatching } from '../accounts/index.js';
import { packageDisplayName } from '../packages/index.js';
import type { HostingAccountRow } from './repo.js';

// Admin views over hosting accounts. A page is one query over hosting_accounts (the package name a sub-select of
// the packages module), then its owners in one more query of the accounts module: two queries per page, not one per
// row (the admin list groups accounts per user, 001 §2).

export interface AdminListFilter {
  search?: string;
  /** A user-group id, 'none' for users without a group, undefined for all. */
  groupId?: number | 'none';
  limit: number;
  offset: number;
}

/** LIKE wildcards typed by the admin are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The matching accounts' ids and owners, each search arm on its own index (200,000 accounts): the domain
 * through its trigram index, the owner's username or e-mail through the users' trigram indexes (a sub-select of the
 * accounts module) and then hosting_accounts_user_idx. One OR over both would scan every account. Domains are stored
 * lowercase, so the domain test is a plain LIKE. Undefined: no filter.
 */
function matchesOf(db: DbOrTx, filter: AdminListFilter): SQL | undefined {
  const group =
    filter.groupId === undefined ? undefined : inArray(hostingAccounts.userId, userIdsInGroup(db, filter.groupId));
  const arm = (condition: SQL | undefined) =>
    db
      .select({ id: hostingAccounts.id, userId: hostingAccounts.userId })
      .from(hostingAccounts)
      .where(and(condition, group));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    return sql`${arm(sql`${hostingAccounts.domain} like ${pattern}`)} union ${arm(inArray(hostingAccounts.userId, userIdsMatching(db, pattern)))}`;
  }
  return group ? sql`${arm(undefined)}` : undefined;
}

// Newest owners first, each owner's accounts together and in creation order.
const pageOrder = [desc(hostingAccounts.userId), asc(hostingAccounts.id)];

function selectPage(db: DbOrTx) {
  return db
    .select({ account: hostingAccounts, packageName: packageDisplayName(hostingAccounts.packageId) })
    .from(hostingAccounts);
}

/** The page's rows with their owners; an account whose owner is gone (a race with a user's deletion) is left out. */
async function withOwners(db: DbOrTx, rows: Awaited<ReturnType<typeof selectPage>>) {
  const owners = await findOwners(
    db,
    rows.map((row) => row.account.userId),
  );
  return rows.flatMap((row) => {
    const user = owners.get(row.account.userId);
    return user ? [{ ...row, user }] : [];
  });
}

export async function listAccountsForAdmin(db: DbOrTx, filter: AdminListFilter) {
  const matches = matchesOf(db, filter);
  if (!matches) {
    // Unfiltered: the page walks the user_id index and stops after `limit`; the count is its own cheap scan.
    const [rows, totals] = await Promise.all([
      selectPage(db)
        .orderBy(...pageOrder)
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ n: count() }).from(hostingAccounts),
    ]);
    return { rows: await withOwners(db, rows), total: Number(totals[0]?.n ?? 0) };
  }
  // Filtered: the matches are collected once (a materialized CTE, so the planner cannot walk the user_id index
  // through every row hoping for an early page), then the page and the total come from that set, and the page's
  // rows are fetched by id. Plans at 20,000 and 200,000 accounts: bench/results/explain-admin-hosting-*.txt.
  const result = await db.execute(sql`
    with matches as materialized (${matches})
    select id, count(*) over () as total from matches order by user_id desc, id asc limit ${filter.limit} offset ${filter.offset}`);
  const found = (result as unknown as { rows: { id: number | string; total: number | string }[] }).rows.map((r) => ({
    id: Number(r.id),
    total: Number(r.total),
  }));
  if (found.length === 0) {
    // Past the last page (or nothing matches): the total still has to be told.
    if (filter.offset === 0) return { rows: [], total: 0 };
    const totals = await db.execute(sql`select count(*) as n from (${matches}) as m`);
    return { rows: [], total: Number((totals as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0) };
  }
  const rows = await selectPage(db)
    .where(
      inArray(
        hostingAccounts.id,
        found.map((m) => m.id),
      ),
    )
    .orderBy(...pageOrder);
  return { rows: await withOwners(db, rows), total: found[0]!.total };
}

export type AdminListRow = Awaited<ReturnType<typeof listAccountsForAdmin>>['rows'][number];

/** Account counts per package: the "account groups" of bulk package management. */
export async function countAccountsPerPackage(db: DbOrTx) {
  const rows = await db
    .select({ packageId: hostingAccounts.packageId, n: count() })
    .from(hostingAccounts)
    .groupBy(hostingAccounts.packageId)
    .orderBy(asc(hostingAccounts.packageId));
  return rows.map((r) => ({ packageId: r.packageId, count: Number(r.n) }));
}

export async function listAccountsOnPackage(
  db: DbOrTx,
  packageId: number,
  limit?: number,
): Promise<HostingAccountRow[]> {
  const query = db
    .select()
    .from(hostingAccounts)
    .where(eq(hostingAccounts.packageId, packageId))
    .orderBy(asc(hostingAccounts.id));
  return limit ? query.limit(limit) : query;
}

/**
 * A fingerprint of the hosting rows (how many, last change). Every change we make on WHM also writes a row
 * (provisioning, Fix, removal, package change), so a cached WHM listing older than this stamp is stale —
 * on any instance, not only the one that made the change.
 */
export async function readHostingStamp(db: DbOrTx): Promise<string> {
  // Status and package sums make the stamp move even when two changes share one timestamp.
  const [row] = await db
    .select({
      total: count(),
      active: sql<string>`count(*) filter (where ${hostingAccounts.status} = 'active')`,
      packages: sql<string | null>`sum(${hostingAccounts.packageId})`,
      last: sql<string | null>`max(${hostingAccounts.updatedAt})::text`,
    })
    .from(hostingAccounts);
  return [row?.total, row?.active, row?.packages, row?.last].join('|');
}
