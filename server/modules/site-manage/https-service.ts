import type { z } from 'zod';
import { SITE_MESSAGES, type siteHttpsSchema } from '../../../contract/site-manage.js';
import { isAutosslCheckRunning, listInstalledHosts } from '../../integrations/whm/cpanel/ssl.js';
import type { SiteAudit } from './site-audit.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { Db } from '../../db/client.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import { WhmError } from '../../integrations/whm/types.js';
import { onWhm, toSiteError, type SiteAccess, type SiteActor } from './site-access.js';

type SiteHttps = z.infer<typeof siteHttpsSchema>;

// HTTPS per domain: the certificate installed_hosts reports, AutoSSL's latest problem in plain words, and
// "Check again". For a domain whose DNS points elsewhere, the advice names the A record to set.

const covers = (names: string[], domain: string) =>
  names.some(
    (n) =>
      n === domain ||
      (n.startsWith('*.') && domain.endsWith(n.slice(1)) && domain.split('.').length === n.split('.').length),
  );

/** AutoSSL's problem → what the customer should do. */
export function adviseOn(problem: string, domain: string, serverIp: string | null, isFreeSubdomain: boolean): string {
  const dnsProblem = /does not resolve|resolves to|DNS|NXDOMAIN|no IPv4/i.test(problem);
  if (dnsProblem && isFreeSubdomain)
    return 'HostFree runs the DNS of this address; the next automatic check usually fixes it. If it stays, contact support.';
  if (dnsProblem)
    return `Your domain does not point to this server yet. At the company where you registered ${domain}, set its A record to ${serverIp ?? 'the server’s address'} (and www the same, or a CNAME to ${domain}), wait for the change to spread (often under an hour), then press “Check again”.`;
  return 'AutoSSL could not secure this domain. Press “Check again” later; if the problem stays, contact support with the message above.';
}

/** "Check again" while WHM is unreachable: queued, run when it answers (starting a check twice is harmless). */
export const AUTOSSL_CHECK_JOB = 'site.autossl-check';

const isOutage = (error: unknown) =>
  error instanceof WhmError && ['timeout', 'network', 'unavailable', 'http', 'malformed'].includes(error.kind);

export function createHttpsService({
  db,
  access,
  audit,
  jobs,
  hosting,
  apiSettings,
  now,
}: {
  db: Db;
  access: SiteAccess;
  audit: SiteAudit;
  jobs: JobRunner;
  hosting: HostingService;
  apiSettings: ApiSettingsService;
  now: () => Date;
}) {
  jobs.register(AUTOSSL_CHECK_JOB, async (job) => {
    const account = await hosting.findAccountById(Number((job.payload as { accountId?: unknown }).accountId));
    // Suspended or gone since it was queued: nothing to check.
    if (!account?.cpanelUsername || account.status !== 'active') return 'skipped';
    const whm = await apiSettings.getWhm();
    if (!whm) throw new Error('WHM is not configured');
    await whm.client.startAutosslCheck(account.cpanelUsername);
    return 'started';
  });

  return {
    async read(actor: SiteActor, accountId: number): Promise<SiteHttps> {
      const site = await access.open(actor, accountId);
      const [hosts, problems, checkRunning, serverIp] = await onWhm(() =>
        Promise.all([
          listInstalledHosts(site.whm, site.user),
          site.whm.autosslProblems(site.user),
          isAutosslCheckRunning(site.whm, site.user),
          site.whm.accountSummary({ user: site.user }).then((a) => a?.ip ?? null),
        ]),
      );
      const domains = [...new Set(hosts.flatMap((h) => (h.fqdns.length > 0 ? h.fqdns : [h.servername])))];
      return {
        serverIp,
        checkRunning,
        domains: domains.map((domain) => {
          const host = hosts.find((h) => h.fqdns.includes(domain) || h.servername === domain);
          const covered = Boolean(
            host && !host.isSelfSigned && host.notAfter && covers(host.certificateDomains, domain),
          );
          const problem = covered ? null : (problems.find((p) => p.domain === domain)?.problem ?? null);
          return {
            domain,
            covered,
            expiresAt: covered ? host!.notAfter : null,
            issuer: covered ? host!.issuer : null,
            problem,
            advice: problem ? adviseOn(problem, domain, serverIp, site.isFreeSubdomain) : null,
          };
        }),
      };
    },

    /**
     * "Check again": safe to repeat, so a second press while one runs just starts another, and while WHM cannot be
     * reached the check is queued (one per account) and starts when it answers.
     */
    async checkAgain(actor: SiteActor, accountId: number): Promise<{ message: string; queued: boolean }> {
      const site = await access.open(actor, accountId);
      try {
        await site.whm.startAutosslCheck(site.user);
      } catch (error) {
        if (!isOutage(error)) throw toSiteError(error);
        await db.transaction(async (tx) => {
          await enqueueJob(
            tx,
            AUTOSSL_CHECK_JOB,
            { accountId: site.accountId },
            { dedupeKey: `${AUTOSSL_CHECK_JOB}:${site.accountId}`, maxAttempts: 50, runAt: now() },
          );
        });
        await audit(site, 'site.https_check', { queued: true });
        return { message: SITE_MESSAGES.checkQueued, queued: true };
      }
      await audit(site, 'site.https_check');
      return { message: SITE_MESSAGES.checkStarted, queued: false };
    },
  };
}
