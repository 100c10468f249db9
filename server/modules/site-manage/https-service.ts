import type { z } from 'zod';
import { SITE_MESSAGES, type siteHttpsSchema } from '../../../contract/site-manage.js';
import { isAutosslCheckRunning, listInstalledHosts } from '../../integrations/whm/cpanel/ssl.js';
import type { SiteAudit } from './site-audit.js';
import { onWhm, type SiteAccess, type SiteActor } from './site-access.js';

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

export function createHttpsService({ access, audit }: { access: SiteAccess; audit: SiteAudit }) {
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

    /** "Check again": safe to repeat, so a second press while one runs just starts another. */
    async checkAgain(actor: SiteActor, accountId: number): Promise<{ message: string }> {
      const site = await access.open(actor, accountId);
      await onWhm(() => site.whm.startAutosslCheck(site.user));
      await audit(site, 'site.https_check');
      return { message: SITE_MESSAGES.checkStarted };
    },
  };
}
