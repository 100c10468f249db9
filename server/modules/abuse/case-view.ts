import type { AbuseCaseAppealInfo, AdminAbuseCase } from '../../../contract/abuse-detection.js';
import { isAppealable } from './cases.js';
import type { AbuseDeps } from './deps.js';
import { findLatestCaseOfSite, listCasesOfOwner, type AbuseCaseRow } from './detection-repo.js';

/** Earlier cases shown with each case (the owner's history), newest first. */
const EARLIER_CASES_SHOWN = 20;

type Site = { id: number; domain: string; status: string; userId: number };

/** The admin queue's case rows: the case with its site, owner, the owner's other sites and earlier cases. */
export function createCaseView({ db, hosting, users }: Pick<AbuseDeps, 'db' | 'hosting' | 'users'>) {
  async function toViews(rows: AbuseCaseRow[]): Promise<AdminAbuseCase[]> {
    const sites = new Map<number, Promise<Site | undefined>>();
    const owners = new Map<number, ReturnType<typeof users.findUserContact>>();
    const ownerSites = new Map<number, Promise<Site[]>>();
    const once = <K, V>(map: Map<K, V>, key: K, load: () => V) => {
      if (!map.has(key)) map.set(key, load());
      return map.get(key)!;
    };
    return Promise.all(
      rows.map(async (row) => {
        const site = row.hostingAccountId
          ? await once(sites, row.hostingAccountId, () => hosting.findAccountById(row.hostingAccountId!))
          : undefined;
        const ownerId = site?.userId ?? row.ownerUserId;
        const owner = ownerId ? await once(owners, ownerId, () => users.findUserContact(ownerId)) : null;
        const all = ownerId ? await once(ownerSites, ownerId, () => hosting.listAccountsOfUser(ownerId)) : [];
        const earlier = ownerId ? await listCasesOfOwner(db, ownerId, row.id, EARLIER_CASES_SHOWN) : [];
        return {
          id: row.id,
          site: site ? { id: site.id, domain: site.domain, status: site.status } : null,
          domain: row.domain,
          origin: row.origin,
          verdict: row.verdict,
          threat: row.threat,
          score: row.score,
          signals: row.signals,
          sources: row.sources,
          snippet: row.snippet,
          pageUrl: row.pageUrl,
          status: row.status,
          quarantinedAt: row.quarantinedAt?.toISOString() ?? null,
          suspendedAt: row.suspendedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          resolvedAt: row.resolvedAt?.toISOString() ?? null,
          resolutionNote: row.resolutionNote,
          appealable: isAppealable(row),
          owner,
          ownerOtherSites: all
            .filter((s) => s.id !== site?.id)
            .map((s) => ({ id: s.id, domain: s.domain, status: s.status })),
          earlierCases: earlier.map((c) => ({
            id: c.id,
            domain: c.domain,
            verdict: c.verdict,
            status: c.status,
            createdAt: c.createdAt.toISOString(),
          })),
        };
      }),
    );
  }

  /** For a support desk: is the site's latest case appealable, and what its evidence says, in a line. */
  async function appealInfo(hostingAccountId: number): Promise<AbuseCaseAppealInfo | null> {
    const row = await findLatestCaseOfSite(db, hostingAccountId);
    if (!row) return null;
    const signals = row.signals
      .slice()
      .sort((a, b) => b.points - a.points)
      .slice(0, 3)
      .map((s) => `${s.signal} (${s.detail})`);
    return {
      caseId: row.id,
      domain: row.domain,
      status: row.status,
      appealable: isAppealable(row),
      summary: `${row.verdict} ${row.threat}, score ${row.score}: ${signals.join('; ') || 'no signals'}`,
    };
  }

  return { toViews, appealInfo };
}
