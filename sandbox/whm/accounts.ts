// Account functions of the fake: createacct, removeacct, suspendacct, unsuspendacct, listaccts, accountsummary,
// listpkgs, changepackage (reference §5–§11).
import { accountRow, apiFailure, mustProvide, noSuchUser, ok, refuse, searchPattern, type Handler } from './reply.js';
import { domainRefusal, passwordRefusal, usernameRefusal } from './rules.js';
import type { FakeWhmAccount, FakeWhmState } from './state.js';

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
  const plan = params.get('plan') ?? params.get('pkgname') ?? 'default';
  if (!state.packages.has(plan)) return apiFailure(`The package “${plan}” is not valid. at /usr/local/cpanel/Whostmgr/Accounts/Create.pm line 842.`);
  const password = params.get('password') ?? params.get('pass');
  if (password !== null) {
    const weak = passwordRefusal(password);
    if (weak) return refuse(weak);
  }
  state.addAccount({ user, domain, plan, email: params.get('contactemail') });
  const raw = `Checking input data...Done\nWWWAcct 12.5.0 (c) cPanel, L.L.C....\n+===================================+\n| New Account Info                  |\n| Domain: ${domain}\n| UserName: ${user}\n| Package: ${plan}\n+===================================+\nAccount Creation Complete!!!`;
  return ok('Account Creation Ok', {
    ip: state.sharedIp, package: plan,
    nameserver: `ns1.${state.hostname}`, nameserver2: `ns2.${state.hostname}`, nameserver3: '', nameserver4: '',
    nameservera: null, nameservera2: null, nameservera3: null, nameservera4: null,
    nameserverentry: null, nameserverentry2: null, nameserverentry3: null, nameserverentry4: null,
  }, raw);
};

const removeacct: Handler = ({ state, params }) => {
  const user = params.get('username') ?? params.get('user');
  if (!user) return mustProvide('username');
  const account = state.account(user);
  if (!account) return noSuchUser(user);
  state.accounts.delete(account.user);
  return ok(`${account.user} account removed`, undefined, `Running pre removal script (/usr/local/cpanel/scripts/prekillacct)......Done\nRemoving Account...Done\n${account.user} account removed`);
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
  return ok('OK', undefined, `Changing Shell to /bin/false...Done\nLocking Password...Done\n${account.user}'s account has been suspended`);
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
  const pkg = [...state.packages.values()].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({
    ...p, MAX_EMAILACCT_QUOTA: 'unlimited', MAX_EMAIL_PER_HOUR: 'unlimited', MAX_DEFER_FAIL_PERCENTAGE: 'unlimited',
    MAX_TEAM_USERS: null, DIGESTAUTH: 'n', _PACKAGE_EXTENSIONS: '',
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
  const before = state.packages.get(account.plan);
  account.plan = name;
  const raw = `<b>Changing the maximum email accounts from “${before?.MAXPOP ?? '*unknown*'}” to “${target.MAXPOP}”.</b><br />\nChanging the disk quota to ${target.QUOTA} MB.<br />\nAccount Upgrade/Downgrade Complete for ${account.user}`;
  return ok('OK', undefined, raw);
};

export const accountHandlers: Record<string, Handler> = {
  createacct, removeacct, suspendacct, unsuspendacct, listaccts, accountsummary, listpkgs, changepackage,
};
