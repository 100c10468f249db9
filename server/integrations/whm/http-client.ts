// The real WhmClient: WHM API 1 over HTTPS (reference §4–§14). Transport, time-outs and the envelope live in
// transport.ts; this file maps each function's arguments and reply onto our types.
import { bytesToMb, isRecord, parseAccount, parsePackage, parseStat, toLimit, toNumber, toText } from './parse.js';
import { parseZoneLines, zoneEditParams } from './cpanel/dns.js';
import { createWhmTransport, type WhmParams, type WhmTransport } from './transport.js';
import {
  WhmError,
  type WhmAccount,
  type WhmClient,
  type WhmClientFactory,
  type WhmConnection,
  type WhmPackageLimits,
  type WhmUapiParam,
  type WhmUsageStats,
} from './types.js';
import { whmUsernameProblem } from './username.js';

const STAT_KEYS = [
  'diskusage',
  'bandwidthusage',
  'emailaccounts',
  'mysqldatabases',
  'subdomains',
  'ftpaccounts',
  'addondomains',
  'parkeddomains',
] as const;

// Reasons that mean "no such account" rather than a failure (reference §6, §8, §9).
const NOT_FOUND_REASONS = [
  'No accounts found',
  'Account does not exist',
  'does not exist',
  'You do not have a user named',
];

/** listaccts/showbw `search` is a PCRE on the server; we always search literally (no ReDoS, no surprises). */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

function accountsOf(data: unknown): WhmAccount[] {
  const list = isRecord(data) && Array.isArray(data.acct) ? data.acct : [];
  return list
    .filter(isRecord)
    .map(parseAccount)
    .sort((a, b) => a.user.localeCompare(b.user));
}

/** addpkg/editpkg arguments: a package refuses 0 for quota and bwlimit, so "no limit" is always the word. */
function packageParams(limits: WhmPackageLimits) {
  const value = (n: number | null) => (n === null ? 'unlimited' : Math.max(0, Math.round(n)));
  return {
    name: limits.name,
    quota: limits.quotaMb === null ? 'unlimited' : Math.max(1, Math.round(limits.quotaMb)),
    bwlimit: limits.bandwidthMb === null ? 'unlimited' : Math.max(1, Math.round(limits.bandwidthMb)),
    maxpop: value(limits.maxpop),
    maxsql: value(limits.maxsql),
    maxsub: value(limits.maxsub),
  };
}

export interface WhmHttpClientOptions {
  /** Tests may pass a fetch; production uses the global one. */
  fetch?: typeof fetch;
}

export function createWhmHttpClient(connection: WhmConnection, options: WhmHttpClientOptions = {}): WhmClient {
  const whm: WhmTransport = createWhmTransport(connection, options.fetch);

  return {
    async version() {
      const { data } = await whm.call('version');
      const version = isRecord(data) ? toText(data.version) : null;
      if (!version) throw new WhmError('malformed', 'WHM answered version without a version number');
      return version;
    },

    async createAccount(input) {
      const problem = whmUsernameProblem(input.username);
      if (problem) throw new WhmError('invalid', problem);
      // POST: the password belongs in a body, not in a URL that WHM's access log keeps.
      const { data } = await whm.call(
        'createacct',
        {
          username: input.username,
          domain: input.domain,
          password: input.password,
          plan: input.plan,
          contactemail: input.contactEmail ?? undefined,
        },
        { method: 'POST', slow: true },
      );
      return {
        ip: isRecord(data) ? toText(data.ip) : null,
        package: isRecord(data) ? toText(data.package) : null,
      };
    },

    async removeAccount(username) {
      await whm.call('removeacct', { username }, { slow: true });
    },

    // Suspension takes the same server-wide account lock as createacct, so it may queue behind one.
    async suspendAccount(username, reason) {
      await whm.call('suspendacct', { user: username, reason }, { slow: true });
    },

    async unsuspendAccount(username) {
      await whm.call('unsuspendacct', { user: username }, { slow: true });
    },

    async listAccounts(filter) {
      const params = filter
        ? filter.exact
          ? { searchtype: filter.searchtype, search: filter.search, searchmethod: 'exact' }
          : { searchtype: filter.searchtype, search: escapeRegex(filter.search) }
        : {};
      const { data } = await whm.call('listaccts', params, { acceptReasons: ['No accounts found'] });
      return accountsOf(data);
    },

    async accountSummary(by) {
      const params = 'user' in by ? { user: by.user } : { domain: by.domain };
      const envelope = await whm.call('accountsummary', params, { acceptReasons: NOT_FOUND_REASONS });
      if (envelope.metadata.result === 0) return null;
      return accountsOf(envelope.data)[0] ?? null;
    },

    async listPackages() {
      const { data } = await whm.call('listpkgs');
      const list = isRecord(data) && Array.isArray(data.pkg) ? data.pkg : [];
      return list
        .filter(isRecord)
        .map(parsePackage)
        .filter((p) => p.name !== '')
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async addPackage(limits) {
      await whm.call('addpkg', packageParams(limits));
    },

    // WHM applies an edited package to every account on it (in a server task), which may queue behind account work.
    async editPackage(limits) {
      await whm.call('editpkg', packageParams(limits), { slow: true });
    },

    async changePackage(username, pkg) {
      await whm.call('changepackage', { user: username, pkg }, { slow: true });
    },

    async createUserSession(username, service, preferredDomain, app) {
      const { data } = await whm.call('create_user_session', {
        user: username,
        service,
        preferred_domain: preferredDomain,
        app,
      });
      const url = isRecord(data) ? toText(data.url) : null;
      if (!url || !/^https?:\/\//i.test(url))
        throw new WhmError('malformed', 'WHM answered create_user_session without a login URL');
      return { url, expires: isRecord(data) ? toNumber(data.expires) : null };
    },

    async bandwidthUsedMb(username) {
      const { data } = await whm.call('showbw', { searchtype: 'user', search: `^${escapeRegex(username)}$` });
      const list = isRecord(data) && Array.isArray(data.acct) ? data.acct.filter(isRecord) : [];
      const entry = list.find((a) => toText(a.user) === username);
      if (!entry) return { usedMb: 0, limitMb: null };
      const limitBytes = toLimit(entry.limit);
      return {
        usedMb: bytesToMb(toNumber(entry.totalbytes) ?? 0),
        // "0" and "unlimited" both mean no limit here (reference §13).
        limitMb: limitBytes === null || limitBytes === 0 ? null : bytesToMb(limitBytes),
      };
    },

    async bandwidthOfAllAccounts() {
      // No search: one call answers every account of the server (reference §13), whatever their number.
      const { data } = await whm.call('showbw', {});
      if (!isRecord(data)) throw new WhmError('malformed', 'WHM answered showbw without data');
      const month = toNumber(data.month);
      const year = toNumber(data.year);
      if (!month || !year) throw new WhmError('malformed', 'WHM answered showbw without its month');
      const bytesByUser = new Map<string, number>();
      for (const entry of Array.isArray(data.acct) ? data.acct.filter(isRecord) : []) {
        const user = toText(entry.user);
        const bytes = toNumber(entry.totalbytes);
        // A deleted account's figures stay in the month's list; it has no site to judge.
        if (user && bytes !== null && toNumber(entry.deleted) !== 1) bytesByUser.set(user.toLowerCase(), bytes);
      }
      return { month, year, bytesByUser };
    },

    async usageStats(username) {
      const { data } = await whm.call('uapi_cpanel', {
        'cpanel.user': username,
        'cpanel.module': 'StatsBar',
        'cpanel.function': 'get_stats',
        display: STAT_KEYS.join('|'),
      });
      const uapi = isRecord(data) ? data.uapi : undefined;
      if (!isRecord(uapi)) throw new WhmError('malformed', 'WHM answered uapi_cpanel without a UAPI result');
      if (toNumber(uapi.status) !== 1) {
        const errors = Array.isArray(uapi.errors) ? uapi.errors.filter((e): e is string => typeof e === 'string') : [];
        const reason = errors.join(' ') || 'StatsBar::get_stats failed';
        throw new WhmError('api', reason, reason);
      }
      const stats: WhmUsageStats = {};
      const list = Array.isArray(uapi.data) ? uapi.data.filter(isRecord) : [];
      for (const entry of list) {
        const key = toText(entry.id) ?? toText(entry.name);
        const stat = parseStat(entry);
        if (stat && key && (STAT_KEYS as readonly string[]).includes(key))
          stats[key as (typeof STAT_KEYS)[number]] = stat;
      }
      return stats;
    },

    // POST: mailbox and WordPress passwords travel in UAPI arguments and belong in a body, not a logged URL.
    async uapi(username, module, fn, params = {}) {
      const { data } = await whm.call(
        'uapi_cpanel',
        { 'cpanel.user': username, 'cpanel.module': module, 'cpanel.function': fn, ...uapiParams(params) },
        { method: 'POST' },
      );
      return readUapiData(data, `${module}::${fn}`);
    },

    async autosslProblems(username) {
      const { data } = await whm.call('get_autossl_problems_for_user', { username });
      const list = isRecord(data) && Array.isArray(data.problems_by_domain) ? data.problems_by_domain : [];
      return list.filter(isRecord).flatMap((entry) => {
        const domain = toText(entry.domain);
        const problem = toText(entry.problem);
        return domain && problem ? [{ domain, problem, time: toText(entry.time) }] : [];
      });
    },

    async startAutosslCheck(username) {
      await whm.call('start_autossl_check_for_one_user', { username });
    },

    async parseDnsZone(zone) {
      const { data } = await whm.call('parse_dns_zone', { zone });
      return parseZoneLines(isRecord(data) ? data.payload : undefined, 'parse_dns_zone');
    },

    async massEditDnsZone(zone, serial, change) {
      const { data } = await whm.call(
        'mass_edit_dns_zone',
        { zone, serial, ...zoneEditParams(change) },
        { method: 'POST' },
      );
      return isRecord(data) ? toText(data.new_serial) : null;
    },
  };
}

/**
 * UAPI arguments as WHM API 1 carries them: a list repeats its key with a numeric suffix (`add`, `add-1`, `add-2`),
 * the way cPanel passes several values of one argument over HTTP.
 */
function uapiParams(params: Record<string, WhmUapiParam>): WhmParams {
  const out: WhmParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item, i) => (out[i === 0 ? key : `${key}-${i}`] = item));
    else out[key] = value as string | number;
  }
  return out;
}

/** The UAPI result inside `data.uapi` (reference §14): its data when status is 1, else its errors as a WhmError. */
export function readUapiData(data: unknown, call: string): unknown {
  const uapi = isRecord(data) ? data.uapi : undefined;
  if (!isRecord(uapi)) throw new WhmError('malformed', `WHM answered ${call} without a UAPI result`);
  if (toNumber(uapi.status) !== 1) {
    const errors = Array.isArray(uapi.errors) ? uapi.errors.filter((e): e is string => typeof e === 'string') : [];
    const reason = errors.join(' ') || `${call} failed`;
    throw new WhmError('api', reason, reason);
  }
  return uapi.data ?? null;
}

/** The factory handed to buildApp as a dep: one client per configured connection. */
export const createWhmClient: WhmClientFactory = (connection) => createWhmHttpClient(connection);
