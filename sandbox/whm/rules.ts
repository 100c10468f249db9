// createacct's checks as a cPanel server makes them (reference §5a, §5c), with its reason texts. Written apart
// from the client's own pre-check on purpose: a shared implementation would hide a bug in either.
import type { FakeWhmState } from './state.js';

const RESERVED = new Set([
  'all',
  'abrt',
  'clamav',
  'cpeasyapache',
  'cphulkd',
  'cpwebcalls',
  'dbus',
  'dirs',
  'dnsadmin',
  'dovecot',
  'eximstats',
  'files',
  'ftpxferlog',
  'haldaemon',
  'information_schema',
  'mailman',
  'modsec',
  'munin',
  'mydns',
  'nobody',
  'performance_schema',
  'postgres',
  'postmaster',
  'proftpd',
  'root',
  'roundcube',
  'shadow',
  'spamassassin',
  'ssl',
  'sys',
  'system',
  'tcpdump',
  'tmp',
  'tomcat',
  'toor',
  'virtfs',
  'virtual',
  'webmaster',
  'whmxfer',
  // /etc/aliases
  'abuse',
  'admin',
  'info',
  'support',
  'sales',
  'hostmaster',
  'noc',
  'security',
]);
// Existing system groups on a stock server: the "seen in the wild" reason.
const SYSTEM_GROUPS = new Set([
  'wheel',
  'mail',
  'bin',
  'daemon',
  'adm',
  'lp',
  'games',
  'ftp',
  'named',
  'mysql',
  'exim',
  'users',
]);
const BAD_PREFIXES = [
  'test',
  'cpanel',
  'cpses',
  'cptkt',
  'cpbackup',
  'cpmydns',
  'mydns',
  'pg_toast',
  'pg_temp',
  'passwd.',
];
const BAD_SUFFIXES = ['assword', '.lock', '.cache', '.yaml', '.json', '.db'];
const PUBLIC_SUFFIXES = new Set(['com', 'net', 'org', 'cc', 'io', 'co.uk', 'org.uk', 'com.au', 'test']);

/** The reason createacct gives for `user` (already lower-cased), or null when the name is free. */
export function usernameRefusal(state: FakeWhmState, user: string): string | null {
  if (RESERVED.has(user)) return `“${user}” is a reserved username on this system.`;
  if (SYSTEM_GROUPS.has(user)) return 'Sorry, a group for that username already exists.';
  const badShape =
    user.length < 1 ||
    user.length > 16 ||
    !/^[a-z][a-z0-9]*$/.test(user) ||
    BAD_PREFIXES.some((p) => user.startsWith(p)) ||
    BAD_SUFFIXES.some((s) => user.endsWith(s));
  if (badShape) return `“${user}” is not a valid username on this system.`;
  if (state.accounts.has(user)) return `This system already has an account named “${user}”.`;
  // Database prefixing is on (the default), so the first 8 characters must be unique.
  const head = user.slice(0, 8);
  for (const other of state.accounts.keys()) {
    if (other.slice(0, 8) === head) {
      return `The name of another account on this server has the same initial 8 characters as the given username (${user}). Each username’s first 8 characters must be unique.`;
    }
  }
  return null;
}

/** The reason createacct gives for the main `domain` (lower-cased), in the server's order of checks. */
export function domainRefusal(state: FakeWhmState, domain: string, user: string, forceDns: boolean): string | null {
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (domain.length > 253 || !new RegExp(`^(?:${label}\\.)+[a-z]{2,63}$`).test(domain)) {
    return `The system cannot accept “${domain}” as a domain name.`;
  }
  if (domain === user) return `The domain “${domain}” cannot be the same as the username.`;
  if (domain === state.hostname || domain.endsWith(`.${state.hostname}`)) {
    return `“${domain}” is the server’s hostname or a subdomain of it. You cannot use it as an account’s domain.`;
  }
  if (PUBLIC_SUFFIXES.has(domain)) {
    return `The system cannot accept “${domain}” as a domain name because it is a top-level domain or other public suffix.`;
  }
  const owner = state.accountByDomain(domain);
  if (owner) return `The domain “${domain}” already exists in the userdata for the user “${owner.user}”.`;
  if (state.dnsZones.has(domain) && !forceDns) {
    return `A DNS entry for “${domain}” already exists. You must remove this DNS entry from this server or all servers in the DNS cluster to proceed.`;
  }
  return null;
}

/** cPanel's minimum password strength, roughly: long enough and not of a single character class. */
export function passwordRefusal(password: string): string | null {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z0-9]/].filter((r) => r.test(password)).length;
  if (password.length >= 8 && classes >= 2) return null;
  return 'Sorry, the password you selected cannot be used because it is too weak and would be too easy to guess. Please select a password with strength rating of 65 or higher.';
}
