// The fake WHM itself, on the raw wire: the rules and shapes of reference §2–§17 that the client's own checks
// would otherwise hide (server-side username rules, formatting, missing `data`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWhm, type FakeWhm } from './whm.js';

let whm: FakeWhm;

beforeAll(async () => {
  whm = await startFakeWhm({ loginPages: true });
});
afterAll(() => whm.stop());
beforeEach(() => {
  whm.switches.reset();
  whm.state.clear();
});

async function call(fn: string, params: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') {
  const form = new URLSearchParams({ 'api.version': '1', ...params }).toString();
  const response = await fetch(`${whm.url}/json-api/${fn}${method === 'GET' ? `?${form}` : ''}`, {
    method,
    headers: {
      authorization: `WHM root:${whm.token}`,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? form : undefined,
  });
  return (await response.json()) as {
    metadata: { result: number; reason: string; command: string; output?: { raw: string } };
    data?: Record<string, unknown>;
  };
}

const createacct = (username: string, domain: string, extra: Record<string, string> = {}) =>
  call('createacct', { username, domain, password: 'Str0ng-Pass!', ...extra }, 'POST');

describe('fake WHM on the wire', () => {
  it('creates with a POST form body, lower-cases the username, and logs output.raw', async () => {
    const reply = await createacct('Alice', 'alice.example.net', { plan: 'free_plan' });
    expect(reply.metadata).toMatchObject({ command: 'createacct', result: 1, reason: 'Account Creation Ok' });
    expect(reply.metadata.output?.raw).toContain('Account Creation Complete');
    expect(whm.state.account('alice')?.plan).toBe('free_plan');
  });

  it.each([
    ['root', '“root” is a reserved username on this system.'],
    ['testing', '“testing” is not a valid username on this system.'],
    ['9lives', '“9lives” is not a valid username on this system.'],
    ['wheel', 'Sorry, a group for that username already exists.'],
  ])('refuses username %s with the server reason', async (username, reason) => {
    expect((await createacct(username, `${username}.example.net`)).metadata).toMatchObject({ result: 0, reason });
  });

  it('enforces first-8-character uniqueness, exact duplicates and domain uniqueness', async () => {
    await createacct('bobsmith1', 'bob.example.net');
    expect((await createacct('bobsmith1', 'other.example.net')).metadata.reason).toBe(
      'This system already has an account named “bobsmith1”.',
    );
    expect((await createacct('bobsmith2', 'other.example.net')).metadata.reason).toContain('same initial 8 characters');
    expect((await createacct('carol', 'BOB.example.net')).metadata.reason).toBe(
      'The domain “bob.example.net” already exists in the userdata for the user “bobsmith1”.',
    );
  });

  it('refuses an unknown plan, a weak password, an existing DNS zone (unless forcedns=1) and a public suffix', async () => {
    expect((await createacct('dave', 'dave.example.net', { plan: 'gold' })).metadata.reason).toMatch(
      /^API failure: \(XID \w+\) The package “gold” is not valid/,
    );
    expect(
      (await call('createacct', { username: 'dave', domain: 'dave.example.net', password: 'password' }, 'POST'))
        .metadata.reason,
    ).toContain('too weak');
    whm.state.dnsZones.add('zone.example.net');
    expect((await createacct('erin', 'zone.example.net')).metadata.reason).toContain(
      'A DNS entry for “zone.example.net” already exists',
    );
    expect((await createacct('erin', 'zone.example.net', { forcedns: '1' })).metadata.result).toBe(1);
    expect((await createacct('fred', 'co.uk')).metadata.reason).toContain('public suffix');
  });

  it('formats listaccts like WHM: "M"/"none"/"unlimited", and leaves data out when nothing matches', async () => {
    whm.state.addAccount({ user: 'gina', domain: 'gina.example.net', plan: 'free_plan', usage: { diskMb: 12.7 } });
    whm.state.addAccount({ user: 'hugo', domain: 'hugo.example.net', plan: 'default', usage: { diskMb: 0 } });
    const rows = (await call('listaccts')).data?.acct as Record<string, unknown>[];
    expect(rows.find((r) => r.user === 'gina')).toMatchObject({
      diskused: '12M',
      disklimit: '1024M',
      suspendreason: 'not suspended',
      maxpop: '10',
    });
    expect(rows.find((r) => r.user === 'hugo')).toMatchObject({
      diskused: 'none',
      disklimit: 'unlimited',
      maxpop: 'unlimited',
    });
    expect(await call('listaccts', { searchtype: 'domain', search: 'GINA\\.' })).toMatchObject({
      data: { acct: [{ user: 'gina' }] },
    });
    const empty = await call('listaccts', { searchtype: 'domain', search: 'nomatch' });
    expect(empty.metadata).toMatchObject({ result: 1, reason: 'OK' });
    expect(empty).not.toHaveProperty('data');
    expect(
      (await call('listaccts', { searchtype: 'user', search: 'zed', searchmethod: 'exact' })).metadata,
    ).toMatchObject({ result: 0, reason: 'No accounts found.' });
    expect((await call('listaccts', { searchtype: 'color', search: 'x' })).metadata.reason).toBe(
      'Unknown search type.',
    );
  });

  it('answers accountsummary without arguments and removeacct for a stranger with thrown-error reasons', async () => {
    expect((await call('accountsummary')).metadata.reason).toBe(
      'API failure: You must specify a user or domain to get a summary of.',
    );
    expect((await call('accountsummary', { user: 'nobody1' })).metadata).toMatchObject({
      result: 0,
      reason: 'Account does not exist.',
    });
    expect((await call('removeacct', { user: 'nobody1' })).metadata.reason).toMatch(
      /^API failure: \(XID \w{6}\) You do not have a user named “nobody1”\.$/,
    );
  });

  it('lists packages with upper-case keys and string values, sorted by name', async () => {
    const pkg = (await call('listpkgs')).data?.pkg as Record<string, unknown>[];
    expect(pkg.map((p) => p.name)).toEqual(['default', 'free_plan', 'premium', 'starter']);
    expect(pkg[1]).toMatchObject({ QUOTA: '1024', BWLIMIT: '10240', MAXPOP: '10', CGI: 'y' });
  });

  it("addpkg/editpkg: cPanel's reasons, 0 refused for quota, unsent values new = unlimited and edited = kept", async () => {
    expect((await call('addpkg', { name: 'gold', quota: '2048', maxpop: '5' })).metadata).toMatchObject({
      result: 1,
      reason: 'You have successfully created the package “gold”.',
    });
    expect(whm.state.packages.get('gold')).toMatchObject({
      QUOTA: '2048',
      MAXPOP: '5',
      BWLIMIT: 'unlimited',
      MAXSQL: 'unlimited',
    });
    expect((await call('addpkg', { name: 'gold' })).metadata).toMatchObject({
      result: 0,
      reason: 'The package “gold” already exists. If you wish to make changes, please edit the package.',
    });
    expect((await call('editpkg', { name: 'gold', quota: '0' })).metadata).toMatchObject({
      result: 0,
      reason: 'Invalid value “0” for the “quota” setting.',
    });
    expect((await call('editpkg', { name: 'gold', maxpop: 'lots' })).metadata.result).toBe(0);
    const edited = await call('editpkg', { name: 'gold', maxsql: '3' });
    expect(edited).toMatchObject({
      metadata: { result: 1, reason: 'You have successfully modified the package “gold”.' },
      data: { pkg: 'gold' },
    });
    expect(whm.state.packages.get('gold')).toMatchObject({ QUOTA: '2048', MAXPOP: '5', MAXSQL: '3' });
    expect((await call('addpkg', { name: 'extensions' })).metadata.reason).toBe(
      '“extensions” is a reserved package name.',
    );
    expect((await call('addpkg', { name: 'bad/name' })).metadata.result).toBe(0);
    expect((await call('addpkg', { name: 'semi;colon' })).metadata.reason).toContain('A package name may only contain');
  });

  it("createacct without a plan keeps the quota arguments as the account's own limits, until it changes package", async () => {
    await createacct('quinn', 'quinn.example.net', { quota: '300', bwlimit: '0', maxpop: '4', maxsql: '1' });
    const row = (await call('accountsummary', { user: 'quinn' })).data as { acct: Record<string, unknown>[] };
    expect(row.acct[0]).toMatchObject({
      plan: 'default',
      disklimit: '300M',
      maxpop: '4',
      maxsql: '1',
      maxsub: 'unlimited',
    });
    // With a plan the package decides, whatever else is sent.
    await createacct('rosa', 'rosa.example.net', { plan: 'free_plan', quota: '300', maxpop: '4' });
    expect(
      ((await call('accountsummary', { user: 'rosa' })).data as { acct: Record<string, unknown>[] }).acct[0],
    ).toMatchObject({ disklimit: '1024M', maxpop: '10' });
    expect((await createacct('sam', 'sam.example.net', { quota: 'lots' })).metadata).toMatchObject({
      result: 0,
      reason: 'Invalid value “lots” for the “quota” setting.',
    });
    await call('changepackage', { user: 'quinn', pkg: 'free_plan' });
    expect(
      ((await call('accountsummary', { user: 'quinn' })).data as { acct: Record<string, unknown>[] }).acct[0],
    ).toMatchObject({ disklimit: '1024M', maxpop: '10' });
  });

  it('rejects a call without api.version=1 in the old shape, and names an unknown function', async () => {
    const old = await fetch(`${whm.url}/json-api/listaccts`, { headers: { authorization: `whm root:${whm.token}` } });
    expect(await old.json()).toEqual({ status: 0, statusmsg: expect.any(String) });
    expect((await call('no_such_fn')).metadata).toMatchObject({
      result: 0,
      reason: expect.stringContaining('Unknown app'),
    });
  });

  it('checks showbw months and years', async () => {
    expect((await call('showbw', { month: '13' })).metadata.reason).toBe('Invalid month provided');
    expect((await call('showbw', { year: '1969' })).metadata.reason).toBe('Invalid year provided');
  });

  it('serves a login page once per session URL, and refuses root a cPanel session', async () => {
    whm.state.addAccount({ user: 'ivan', domain: 'ivan.example.net' });
    const { data } = await call('create_user_session', { user: 'ivan', service: 'cpaneld' });
    const url = String(data?.url);
    expect(url.startsWith(`${whm.url}/cpsess`)).toBe(true);
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('ivan.example.net');
    expect((await fetch(url)).status).toBe(401);
    expect((await call('create_user_session', { user: 'root', service: 'cpaneld' })).metadata.reason).toBe(
      'You do not have permission to create sessions for the user “root”.',
    );
    expect((await call('create_user_session', { user: 'ivan', service: 'whostmgrd' })).metadata.reason).toContain(
      'not a reseller',
    );
  });

  it('leaves out StatsBar stats whose feature is off, and reports UAPI failures inside data.uapi', async () => {
    whm.state.addAccount({ user: 'jane', domain: 'jane.example.net' }).hiddenStats.add('ftpaccounts');
    const stats = await call('uapi_cpanel', {
      'cpanel.user': 'jane',
      'cpanel.module': 'StatsBar',
      'cpanel.function': 'get_stats',
      display: 'ftpaccounts|diskusage|bogus',
    });
    expect((stats.data?.uapi as { data: { id: string }[] }).data.map((s) => s.id)).toEqual(['diskusage']);
    const other = await call('uapi_cpanel', {
      'cpanel.user': 'jane',
      'cpanel.module': 'Email',
      'cpanel.function': 'list_pops',
    });
    expect(other.metadata.result).toBe(1);
    expect(other.data?.uapi).toMatchObject({ status: 0, errors: [expect.any(String)] });
  });
});
