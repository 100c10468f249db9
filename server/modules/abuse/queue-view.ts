import type { AdminAbuseReport } from '../../../contract/abuse.js';
import type { AbuseDeps } from './deps.js';
import { listLiveAutoSuspensions, listReportsOfOwner, type AbuseReportRow } from './repo.js';

/** Earlier reports shown with each report (the owner's history), newest first. */
const EARLIER_REPORTS_SHOWN = 20;

type Site = { id: number; domain: string; status: string; userId: number };

/**
 * The admin queue's rows: each report with its site, the owner, the owner's other sites, their earlier reports and
 * the site's automatic suspension if one is in force. Reads are shared between rows of the same site or owner.
 */
export function createQueueView({ db, hosting, users }: Pick<AbuseDeps, 'db' | 'hosting' | 'users'>) {
  return async function toViews(rows: AbuseReportRow[]): Promise<AdminAbuseReport[]> {
    const sites = new Map<number, Promise<Site | undefined>>();
    const owners = new Map<number, ReturnType<typeof users.findUserContact>>();
    const ownerSites = new Map<number, Promise<Site[]>>();
    const once = <K, V>(map: Map<K, V>, key: K, load: () => V) => {
      if (!map.has(key)) map.set(key, load());
      return map.get(key)!;
    };
    const live = await listLiveAutoSuspensions(db, [
      ...new Set(rows.flatMap((r) => (r.hostingAccountId ? [r.hostingAccountId] : []))),
    ]);

    return Promise.all(
      rows.map(async (row) => {
        const site = row.hostingAccountId
          ? await once(sites, row.hostingAccountId, () => hosting.findAccountById(row.hostingAccountId!))
          : undefined;
        const ownerId = site?.userId ?? row.ownerUserId;
        const owner = ownerId ? await once(owners, ownerId, () => users.findUserContact(ownerId)) : null;
        const all = ownerId ? await once(ownerSites, ownerId, () => hosting.listAccountsOfUser(ownerId)) : [];
        const earlier = ownerId ? await listReportsOfOwner(db, ownerId, row.id, EARLIER_REPORTS_SHOWN) : [];
        const auto = live.find((a) => a.hostingAccountId === row.hostingAccountId);
        return {
          id: row.id,
          site: site ? { id: site.id, domain: site.domain, status: site.status } : null,
          domain: row.domain,
          category: row.category,
          evidenceUrls: row.evidenceUrls,
          details: row.details,
          reporterEmail: row.reporterEmail,
          status: row.status,
          resolution: row.resolution,
          resolutionNote: row.resolutionNote,
          createdAt: row.createdAt.toISOString(),
          resolvedAt: row.resolvedAt?.toISOString() ?? null,
          owner,
          ownerOtherSites: all
            .filter((s) => s.id !== site?.id)
            .map((s) => ({ id: s.id, domain: s.domain, status: s.status })),
          earlierReports: earlier.map((r) => ({
            id: r.id,
            domain: r.domain,
            category: r.category,
            createdAt: r.createdAt.toISOString(),
            status: r.status,
            resolution: r.resolution,
          })),
          autoSuspension: auto
            ? { id: auto.id, suspendedAt: auto.suspendedAt?.toISOString() ?? null, reportCount: auto.reportCount }
            : null,
        };
      }),
    );
  };
}
