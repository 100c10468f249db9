// Account functions of the fake: createacct, removeacct, suspendacct, unsuspendacct, listaccts, accountsummary,
// listpkgs, addpkg, editpkg, changepackage (reference §5–§11; addpkg/editpkg as cPanel's Whostmgr/Packages/Mod.pm).
import {
  accountRow,
  apiFailure,
  mustProvide,
  noSuchUser,
  ok,
  refuse,
  searchPattern,
  type FakeReply,
  type Handler,
} from './reply.js';
import { domainRefusal, passwordRefusal, usernameRefusal } from './rules.js';
import {
  LIMIT_KEYS,
  type FakeWhmAccount,
  type FakeWhmLimitKey,
  type FakeWhmLimits,
  type FakeWhmPackage,
  type FakeWhmState,
} from './state.js';

/** createacct and addpkg/editpkg argument → package key (createacct says maxpark/maxaddon, listaccts maxparked/maxaddons). */
const LIMIT_PARAMS: Record<FakeWhmLimitKey, string> = {
  QUOTA: 'quota',
  BWLIMIT: 'bwlimit',
  MAXPOP: 'maxpop',
  MAXSQL: 'maxsql',
  MAXFTP: 'maxftp',
  MAXSUB: 'maxsub',
  MAXPARK: 'maxpark',
  MAXADDON: 'maxaddon',
  MAXLST: 'maxlst',
};
const SIZE_KEYS: readonly FakeWhmLimitKey[] = ['QUOTA', 'BWLIMIT'];

const invalidValue = (value: string, param: string) => `Invalid value “${value}” for the “${param}” setting.`;

/**
 * The limits named in the arguments, or the reason they are refused. A package refuses 0 for its quota and
 * bandwidth ("unlimited" is the word there); createacct takes 0 as unlimited (reference §15).
 */
function limitsFromParams(params: URLSearchParams, zeroSizeIsUnlimited: boolean): Partial<FakeWhmLimits> | string {
  const limits: Partial<FakeWhmLimits> = {};
  for (const key of LIMIT_KEYS) {
    const raw = params.get(LIMIT_PARAMS[key]);
    if (raw === null || raw.trim() === '') continue;
    const value = raw.trim().toLowerCase();
    if (value === 'unlimited') {
      limits[key] = 'unlimited';
      continue;
    }
    if (!/^\d+$/.test(value)) return invalidValue(raw, LIMIT_PARAMS[key]);
    const n = Number(value);
    if (SIZE_KEYS.includes(key) && n === 0) {
      if (!zeroSizeIsUnlimited) return invalidValue(raw, LIMIT_PARAMS[key]);
      limits[key] = 'unlimited';
      continue;
    }
    limits[key] = String(n);
  }
  return limits;
}

/** cPanel's package-name rule (Cpanel/Validate/PackageName.pm): letters, digits, space . _ -, not reserved. */
function packageNameRefusal(name: string): string | null {
  if (name.trim() === '') return 'No package supplied: “pkgname” or “name” is a required argument.';
  if (name === 'undefined' || name === 'extensions') return `“${name}” is a reserved package name.`;
  if (/[/\0]/.test(name) || name === '.' || name === '..')
    return `“${name}” is not a valid name for a file or directory.`;
  if (/[^a-zA-Z0-9 ._\-\u0080-\uFFFF]/.test(name)) {
    return `“${name}” is invalid. A package name may only contain multi-byte UTF-8 characters, spaces, and the following: a-z, A-Z, 0-9, ., _, -`;
  }
  return null;
}

const createacct: Handler = ({ state, params }) => {
  const rawUser = params.get('username');
  if (!rawUser) return mustProvide('username');
  const user = rawUser.toLowerCase();
  const domain = (params.get('domain') ?? '').toLowerCase();
  if (!domain) return mustProvide('domain');
  const userProblem = usernameRefusal(state, user);
  if (userProblem) return refuse(userProblem);
  const domainProblem = domainRefusal(state, domain, user, params.get('forcedns') === '1');
  if (domainProblem) return refuse(domainProblem);
  const namedPlan = params.get('plan');
  const plan = namedPlan ?? params.get('pkgname') ?? 'default';
  if (!state.packages.has(plan))
    return apiFailure(`The package “${plan}” is not valid. at /usr/local/cpanel/Whostmgr/Accounts/Create.pm line 842.`);
  // Without a plan the quota and max* arguments are the account's own limits; with one, the package decides.
  const ownLimits = namedPlan === null ? limitsFromParams(params, true) : {};
  if (typeof ownLimits === 'string') return refuse(ownLimits);
  const password = params.get('password') ?? params.get('pass');
  if (password !== null) {
    const weak = passwordRefusal(password);
    if (weak) return refuse(weak);
  }
  state.addAccount({ user, domain, plan, email: params.get('contactemail'), ownLimits });
  const raw = `Checking input data...Done\nWWWAcct 12.5.0 (c) cPanel, L.L.C....\n+===================================+\n| New Account Info                  |\n| Domain: ${domain}\n| UserName: ${user}\n| Package: ${plan}\n+===================================+\nAccount Creation Complete!!!`;
  return ok(
    'Account Creation Ok',
    {
      ip: state.sharedIp,
      package: plan,
      nameserver: `ns1.${state.hostname}`,
      nameserver2: `ns2.${state.hostname}`,
      nameserver3: '',
      nameserver4: '',
      nameservera: null,
      nameservera2: null,
      nameservera3: null,
      nameservera4: null,
      nameserverentry: null,
      nameserverentry2: null,
      nameserverentry3: null,
      nameserverentry4: null,
    },
    raw,
  );
};

const removeacct: Handler = ({ state, params }) => {
  const user = params.get('username') ?? params.get('user');
  if (!user) return mustProvide('username');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  state.accounts.delete(account.user);
  return ok(
    `${account.user} account removed`,
    undefined,
    `Running pre removal script (/usr/local/cpanel/scripts/prekillacct)......Done\nRemoving Account...Done\n${account.user} account removed`,
  );
};

const suspendacct: Handler = ({ state, params }) => {
  const user = params.get('user');
  if (!user) return mustProvide('user');
  if (user === 'root') return refuse('Failed to suspend account.');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  account.suspended = true;
  account.suspendReason = params.get('reason') || null;
  account.suspendTime = Math.floor(Date.now() / 1000);
  return ok(
    'OK',
    undefined,
    `Changing Shell to /bin/false...Done\nLocking Password...Done\n${account.user}'s account has been suspended`,
  );
};

const unsuspendacct: Handler = ({ state, params }) => {
  const user = params.get('user');
  if (!user) return mustProvide('user');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  account.suspended = false;
  account.suspendReason = null;
  account.suspendTime = 0;
  return ok('OK', undefined, `Unlocking Password...Done\n${account.user}'s account is now active`);
};

const SEARCH_FIELDS: Record<string, (a: FakeWhmAccount) => string[]> = {
  domain: (a) => [a.domain],
  owner: (a) => [a.owner],
  user: (a) => [a.user],
  ip: (a) => [a.ip],
  package: (a) => [a.plan],
  domain_and_user: (a) => [a.domain, a.user],
};

function findAccounts(state: FakeWhmState, params: URLSearchParams): FakeWhmAccount[] | string {
  const all = [...state.accounts.values()];
  const search = params.get('search');
  if (search === null || search === '') return all;
  const field = SEARCH_FIELDS[params.get('searchtype') ?? 'domain'];
  if (!field) return 'Unknown search type.';
  if (params.get('searchmethod') === 'exact') {
    const wanted = search.toLowerCase();
    return all.filter((a) => field(a).some((v) => v.toLowerCase() === wanted));
  }
  const pattern = searchPattern(search);
  if (!pattern) return 'Invalid regular expression.';
  return all.filter((a) => field(a).some((v) => pattern.test(v)));
}

const listaccts: Handler = ({ state, params }) => {
  const found = findAccounts(state, params);
  if (typeof found === 'string') return refuse(found);
  if (found.length === 0) {
    // An exact user search says so; every other empty search is a success without `data` (reference §8).
    const exactUser = params.get('searchmethod') === 'exact' && params.get('searchtype') === 'user';
    return exactUser ? refuse('No accounts found.') : ok('OK');
  }
  return ok('OK', { acct: found.map((a) => accountRow(state, a)) });
};

const accountsummary: Handler = ({ state, params }) => {
  const user = params.get('user');
  const domain = params.get('domain');
  if (!user && !domain) return refuse('API failure: You must specify a user or domain to get a summary of.');
  const account = user ? state.account(user) : state.accountByDomain(domain ?? '');
  if (!account) return refuse('Account does not exist.', { acct: [] });
  return ok('OK', { acct: [accountRow(state, account)] });
};

const listpkgs: Handler = ({ state }) => {
  const pkg = [...state.packages.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({
      ...p,
      MAX_EMAILACCT_QUOTA: 'unlimited',
      MAX_EMAIL_PER_HOUR: 'unlimited',
      MAX_DEFER_FAIL_PERCENTAGE: 'unlimited',
      MAX_TEAM_USERS: null,
      DIGESTAUTH: 'n',
      _PACKAGE_EXTENSIONS: '',
    }));
  return ok('OK', { pkg });
};

const changepackage: Handler = ({ state, params }) => {
  const user = params.get('user');
  const name = params.get('pkg');
  if (!user) return mustProvide('user');
  if (!name) return mustProvide('pkg');
  const target = state.packages.get(name);
  if (!target) return refuse('Specified package does not exist.');
  const account = state.account(user);
  if (!account) return refuse(`Sorry, the user ${user} does not exist`);
  const before = state.limitsOf(account);
  account.plan = name;
  // The package's values replace any the account had of its own.
  delete account.ownLimits;
  const raw = `<b>Changing the maximum email accounts from “${before.MAXPOP}” to “${target.MAXPOP}”.</b><br />\nChanging the disk quota to ${target.QUOTA} MB.<br />\nAccount Upgrade/Downgrade Complete for ${account.user}`;
  return ok('OK', undefined, raw);
};

/**
 * addpkg and editpkg share cPanel's _modpkg: a limit not sent is "unlimited" in a new package and kept as it was
 * in an edited one; an edit reaches every account on the package (WHM queues that as a server task; here it is
 * immediate, because accounts read their package's limits live).
 */
function savePackage(state: FakeWhmState, params: URLSearchParams, edit: boolean): FakeReply {
  const name = params.get('name') ?? params.get('pkgname') ?? '';
  const nameProblem = packageNameRefusal(name);
  if (nameProblem) return refuse(nameProblem);
  const limits = limitsFromParams(params, false);
  if (typeof limits === 'string') return refuse(limits);
  const existing = state.packages.get(name);
  if (existing && !edit)
    return refuse(`The package “${name}” already exists. If you wish to make changes, please edit the package.`);
  const base: FakeWhmPackage = existing ?? {
    name,
    QUOTA: 'unlimited',
    BWLIMIT: 'unlimited',
    MAXPOP: 'unlimited',
    MAXSQL: 'unlimited',
    MAXFTP: 'unlimited',
    MAXSUB: 'unlimited',
    MAXPARK: 'unlimited',
    MAXADDON: 'unlimited',
    MAXLST: 'unlimited',
    CGI: 'y',
    HASSHELL: 'n',
    IP: 'n',
    CPMOD: 'jupiter',
    FEATURELIST: 'default',
    LANG: 'en',
  };
  const saved: FakeWhmPackage = { ...base, ...limits };
  for (const flag of ['cgi', 'hasshell', 'ip'] as const) {
    const raw = params.get(flag);
    if (raw !== null)
      saved[flag === 'cgi' ? 'CGI' : flag === 'hasshell' ? 'HASSHELL' : 'IP'] = raw === '1' || raw === 'y' ? 'y' : 'n';
  }
  if (params.get('cpmod')) saved.CPMOD = params.get('cpmod')!;
  if (params.get('featurelist')) saved.FEATURELIST = params.get('featurelist')!;
  state.packages.set(name, saved);
  if (existing) for (const account of state.accounts.values()) if (account.plan === name) delete account.ownLimits;
  return ok(
    edit && existing
      ? `You have successfully modified the package “${name}”.`
      : `You have successfully created the package “${name}”.`,
    { pkg: name },
  );
}

const addpkg: Handler = ({ state, params }) => savePackage(state, params, false);
const editpkg: Handler = ({ state, params }) => savePackage(state, params, true);

export const accountHandlers: Record<string, Handler> = {
  createacct,
  removeacct,
  suspendacct,
  unsuspendacct,
  listaccts,
  accountsummary,
  listpkgs,
  addpkg,
  editpkg,
  changepackage,
};
