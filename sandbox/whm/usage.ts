// version, create_user_session, showbw and uapi_cpanel StatsBar::get_stats (reference §4, §12–§14).
import { randomBytes, randomInt } from 'node:crypto';
import { mustProvide, noSuchUser, ok, refuse, searchPattern, unlimitedSize, type Handler } from './reply.js';
import type { FakeWhmAccount, FakeWhmLimitKey, FakeWhmState } from './state.js';
import { backupUapi } from './uapi-backup.js';
import { dnsUapi } from './uapi-dns.js';
import { emailUapi } from './uapi-email.js';
import type { UapiHandler } from './uapi-reply.js';
import { sslUapi } from './uapi-ssl.js';
import { wpxUapi } from './uapi-wpx.js';

/** The UAPI functions the fake offers besides StatsBar::get_stats, keyed "Module::function". */
const SITE_UAPI: Record<string, UapiHandler> = { ...sslUapi, ...wpxUapi, ...dnsUapi, ...emailUapi, ...backupUapi };

const BYTES_PER_MB = 1_048_576;
const SERVICE_PORTS: Record<string, number> = { cpaneld: 2083, whostmgrd: 2087, webmaild: 2096 };

const version: Handler = ({ state }) => ok('OK', { version: state.version });

const create_user_session: Handler = ({ state, params, selfUrl, loginPages }) => {
  const user = params.get('user');
  const service = params.get('service');
  if (!user) return mustProvide('user');
  if (!service) return mustProvide('service');
  if (!(service in SERVICE_PORTS))
    return refuse(`The parameter “service” must be one of: cpaneld, whostmgrd, webmaild. You gave “${service}”.`);
  if (user === 'root') {
    if (service !== 'whostmgrd') return refuse(`You do not have permission to create sessions for the user “${user}”.`);
  } else {
    // Webmail sessions may name a mailbox instead of the cPanel user (reference §12).
    const account = service === 'webmaild' && user.includes('@') ? state.accountOfMailbox(user) : state.account(user);
    if (!account) return refuse(`You cannot create a session for the user “${user}” because they do not exist.`);
    if (account.suspended)
      return refuse(`You cannot create a session for the user “${user}” because they are currently suspended.`);
    if (service === 'whostmgrd')
      return refuse(`You cannot create a “whostmgrd” session for the user “${user}” because they are not a reseller.`);
  }
  const cpsess = `/cpsess${String(randomInt(1_000_000_000, 9_999_999_999))}`;
  const session = `${user}:${randomBytes(18).toString('base64url')}`;
  const expires = Math.floor(Date.now() / 1000) + 15 * 60;
  state.sessions.set(session, { user, service, expires, used: false, app: params.get('app') });
  const host = params.get('preferred_domain') || state.hostname;
  // With login pages on, the URL points back at this fake, which serves a stand-in panel page (for the demo).
  const origin = loginPages ? selfUrl : `https://${host}:${SERVICE_PORTS[service]}`;
  const locale = params.get('locale');
  const url = `${origin}${cpsess}/login/?session=${encodeURIComponent(session)}${locale ? `&locale=${encodeURIComponent(locale)}` : ''}`;
  return ok('Created session', { url, session, cp_security_token: cpsess, expires, service });
};

function matching(state: FakeWhmState, params: URLSearchParams): FakeWhmAccount[] | null {
  const all = [...state.accounts.values()];
  const search = params.get('search');
  if (!search) return all;
  const pattern = searchPattern(search);
  if (!pattern) return null;
  const type = params.get('searchtype') ?? 'user';
  return all.filter((a) => pattern.test(type === 'domain' ? a.domain : type === 'owner' ? a.owner : a.user));
}

const showbw: Handler = ({ state, params }) => {
  const now = new Date();
  const month = Number(params.get('month') ?? now.getUTCMonth() + 1);
  const year = Number(params.get('year') ?? now.getUTCFullYear());
  if (!Number.isInteger(month) || month < 1 || month > 12) return refuse('Invalid month provided');
  if (!Number.isInteger(year) || year < 1970 || year > 2200) return refuse('Invalid year provided');
  const accounts = matching(state, params);
  if (!accounts) return refuse('Invalid regular expression.');
  const acct = accounts.map((a) => {
    const bytes = Math.round(a.usage.bandwidthMb * BYTES_PER_MB);
    const limitMb = state.limitsOf(a).BWLIMIT;
    const limited = !unlimitedSize(limitMb);
    return {
      user: a.user,
      maindomain: a.domain,
      owner: a.owner,
      reseller: 0,
      deleted: 0,
      totalbytes: bytes,
      limit: limited ? String(Number(limitMb) * BYTES_PER_MB) : 'unlimited',
      bwlimited: limited && bytes >= Number(limitMb) * BYTES_PER_MB ? 1 : 0,
      bwusage: [{ domain: a.domain, usage: bytes, deleted: 0 }],
    };
  });
  const totalused = acct.reduce((sum, a) => sum + a.totalbytes, 0);
  return ok('OK', { month, year, reseller: 'root', totalused, acct });
};

// display key → [label, package limit key, usage field, feature]
const STATS: Record<string, [string, FakeWhmLimitKey, keyof FakeWhmAccount['usage'], string]> = {
  diskusage: ['Disk Usage', 'QUOTA', 'diskMb', 'diskusageviewer'],
  bandwidthusage: ['Bandwidth', 'BWLIMIT', 'bandwidthMb', 'bandwidth'],
  emailaccounts: ['Email Accounts', 'MAXPOP', 'emailaccounts', 'popaccts'],
  mysqldatabases: ['MySQL® Databases', 'MAXSQL', 'mysqldatabases', 'mysql'],
  subdomains: ['Subdomains', 'MAXSUB', 'subdomains', 'subdomains'],
  ftpaccounts: ['FTP Accounts', 'MAXFTP', 'ftpaccounts', 'ftpaccts'],
  addondomains: ['Addon Domains', 'MAXADDON', 'addondomains', 'addondomains'],
  parkeddomains: ['Aliases', 'MAXPARK', 'parkeddomains', 'parkeddomains'],
};

function statObject(state: FakeWhmState, account: FakeWhmAccount, key: string) {
  const [item, limitKey, field, feature] = STATS[key]!;
  const rawMax = state.limitsOf(account)[limitKey];
  const size = field === 'diskMb' || field === 'bandwidthMb';
  const unlimited = rawMax === 'unlimited' || rawMax === '*unknown*' || (size && rawMax === '0');
  const used = account.usage[field];
  const count = field === 'bandwidthMb' ? used.toFixed(2) : String(Math.floor(used));
  const max = unlimited ? 'unlimited' : rawMax;
  const percent = unlimited || Number(max) === 0 ? 0 : Math.min(100, Math.round((used / Number(max)) * 100));
  return {
    id: key,
    name: key,
    item,
    phrase: item,
    feature,
    module: 'StatsBar',
    role: null,
    _count: count,
    _max: max,
    count: size ? `${count} MB` : Number(count).toLocaleString('en-US'),
    max: unlimited ? '∞' : size ? `${max} MB` : max,
    percent,
    percent5: Math.round(percent / 5) * 5,
    percent10: Math.round(percent / 10) * 10,
    percent20: Math.round(percent / 20) * 20,
    is_maxed: !unlimited && used >= Number(max) ? 1 : 0,
    _maxed: !unlimited && used >= Number(max) ? 1 : 0,
    units: size ? 'MB' : undefined,
    normalized: 1,
    zeroisunlimited: size ? 1 : 0,
  };
}

const uapi_cpanel: Handler = ({ state, params, method, query }) => {
  const user = params.get('cpanel.user');
  if (!user) return mustProvide('cpanel.user');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  const module = params.get('cpanel.module');
  const fn = params.get('cpanel.function');
  const uapi = (status: 0 | 1, data: unknown, errors: string[] | null) => ({
    uapi: { status, errors, messages: null, warnings: null, metadata: { transformed: 1 }, data },
  });
  if (module !== 'StatsBar' || fn !== 'get_stats') {
    const handler = SITE_UAPI[`${module}::${fn}`];
    if (!handler)
      return ok('OK', uapi(0, null, [`Failed to load module “${module}”: the function “${fn}” is not offered.`]));
    // cPanel runs a UAPI call as the user; a suspended user's calls fail inside UAPI, not in WHM's envelope.
    if (account.suspended) return ok('OK', uapi(0, null, [`The account “${account.user}” is suspended.`]));
    const result = handler({ state, account, params, method, query });
    return ok('OK', uapi(result.status, result.data, result.errors));
  }
  const keys = (params.get('display') ?? '').split('|').filter((k) => k in STATS && !account.hiddenStats.has(k));
  return ok(
    'OK',
    uapi(
      1,
      keys.map((k) => statObject(state, account, k)),
      null,
    ),
  );
};

export const usageHandlers: Record<string, Handler> = { version, create_user_session, showbw, uapi_cpanel };
