// cPanel's rules for a NEW account's username (reference §5a), checked before createacct so a bad name fails
// at once with a clear reason instead of after a slow round trip. The server stays the authority: names that
// clash with existing system users or accounts (first 8 characters) are only known to WHM.

export const WHM_USERNAME_MAX = 16;

const RESERVED_PREFIXES = [
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
const RESERVED_SUFFIXES = ['assword', '.lock', '.cache', '.yaml', '.json', '.db'];

// The documented reserved names plus the mail aliases a stock cPanel server carries in /etc/aliases.
const RESERVED_NAMES = new Set([
  'all',
  'abrt',
  'clamav',
  'cpanel-ccs',
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
  '_lock',
  // /etc/aliases on a stock server
  'abuse',
  'admin',
  'info',
  'support',
  'sales',
  'hostmaster',
  'noc',
  'security',
  'usenet',
  'news',
  'www',
  'ftp',
  'uucp',
  'operator',
  'daemon',
  'bin',
  'adm',
  'lp',
  'mail',
  'games',
  'gopher',
  'named',
  'mysql',
  'apache',
  'nscd',
  'rpc',
  'rpcuser',
  'nfsnobody',
  'sshd',
  'dbus',
  'exim',
  'mailnull',
  'cpanelphpmyadmin',
  'cpanelroundcube',
]);

/** Why `name` cannot be a new cPanel username, or null when it can. Expects the name already lower-cased. */
export function whmUsernameProblem(name: string): string | null {
  if (name.length < 1 || name.length > WHM_USERNAME_MAX)
    return `The username must be 1 to ${WHM_USERNAME_MAX} characters long.`;
  if (name !== name.toLowerCase()) return 'The username must be lower case.';
  if (!/^[a-z][a-z0-9]*$/.test(name))
    return 'The username must start with a letter and contain only letters a-z and digits.';
  if (RESERVED_NAMES.has(name)) return `“${name}” is a reserved username on this system.`;
  if (RESERVED_PREFIXES.some((p) => name.startsWith(p))) return `“${name}” is not a valid username on this system.`;
  if (RESERVED_SUFFIXES.some((s) => name.endsWith(s))) return `“${name}” is not a valid username on this system.`;
  return null;
}
