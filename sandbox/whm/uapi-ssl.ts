// SSL::installed_hosts and SSL::is_autossl_check_in_progress (UAPI), with the WHM API 1 AutoSSL pair
// get_autossl_problems_for_user / start_autossl_check_for_one_user. A check runs over a few polls, then every
// domain that resolves to the account's address gets an AutoSSL certificate and the others a problem in cPanel's
// own words ("… does not resolve to any IPv4 addresses on the internet" / "… resolves to … not this server").
import { mustProvide, noSuchUser, ok, type Handler } from './reply.js';
import type { FakeWhmAccount, FakeWhmState } from './state.js';
import { uapiOk, type UapiHandler } from './uapi-reply.js';

const DAY = 86_400;

/** The domains of one account's website: its main domain and www. */
const siteDomains = (account: FakeWhmAccount) => [account.domain, `www.${account.domain}`];

function finishCheck(state: FakeWhmState, account: FakeWhmAccount): void {
  const site = state.site(account.user);
  const now = new Date();
  const address = state.addressOf(account, account.domain);
  site.autosslProblems = [];
  if (address === account.ip) {
    site.certificates.set(account.domain, {
      domains: siteDomains(account),
      notAfter: Math.floor(now.getTime() / 1000) + 90 * DAY,
      isAutossl: true,
      isSelfSigned: false,
    });
    return;
  }
  const problem = address
    ? `The domain “${account.domain}” resolves to “${address}”. It needs to resolve to “${account.ip}”.`
    : `${account.domain} does not resolve to any IPv4 addresses on the internet.`;
  for (const domain of siteDomains(account)) {
    site.autosslProblems.push({
      domain,
      problem: problem.replaceAll(account.domain, domain),
      time: now.toISOString(),
      log: now.toISOString(),
    });
  }
}

const installed_hosts: UapiHandler = ({ state, account }) => {
  const cert = state.site(account.user).certificates.get(account.domain);
  const certificate = cert
    ? {
        domains: cert.domains,
        not_after: cert.notAfter,
        is_self_signed: cert.isSelfSigned ? 1 : 0,
        is_autossl: cert.isAutossl ? 1 : 0,
        'issuer.organizationName': cert.isSelfSigned ? account.domain : 'Sandbox AutoSSL CA',
        'issuer.commonName': cert.isSelfSigned ? account.domain : 'Sandbox AutoSSL R1',
        auto_ssl_provider: cert.isAutossl ? 'cPanel' : null,
      }
    : {
        // Every website has a certificate; without AutoSSL's it is cPanel's own self-signed one.
        domains: [account.domain],
        not_after: Math.floor(Date.now() / 1000) + 365 * DAY,
        is_self_signed: 1,
        is_autossl: 0,
        'issuer.organizationName': account.domain,
        'issuer.commonName': account.domain,
        auto_ssl_provider: null,
      };
  return uapiOk([
    {
      servername: account.domain,
      docroot: `/home/${account.user}/public_html`,
      ip: account.ip,
      fqdns: siteDomains(account),
      certificate,
    },
  ]);
};

const is_autossl_check_in_progress: UapiHandler = ({ state, account }) => {
  const site = state.site(account.user);
  if (site.autosslCheckPolls > 0) {
    site.autosslCheckPolls -= 1;
    if (site.autosslCheckPolls === 0) finishCheck(state, account);
    return uapiOk(1);
  }
  return uapiOk(0);
};

export const sslUapi: Record<string, UapiHandler> = {
  'SSL::installed_hosts': installed_hosts,
  'SSL::is_autossl_check_in_progress': is_autossl_check_in_progress,
};

const get_autossl_problems_for_user: Handler = ({ state, params }) => {
  const user = params.get('username');
  if (!user) return mustProvide('username');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  return ok('OK', { problems_by_domain: state.site(account.user).autosslProblems });
};

const start_autossl_check_for_one_user: Handler = ({ state, params }) => {
  const user = params.get('username');
  if (!user) return mustProvide('username');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  const site = state.site(account.user);
  site.autosslCheckPolls = state.siteSettings.autosslCheckPolls;
  if (site.autosslCheckPolls === 0) finishCheck(state, account);
  return ok('OK', { pid: String(40000 + Math.floor(Math.random() * 9999)) });
};

export const autosslHandlers: Record<string, Handler> = {
  get_autossl_problems_for_user,
  start_autossl_check_for_one_user,
};
