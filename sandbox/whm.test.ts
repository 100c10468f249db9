// Contract tests: the REAL WHM client against the fake WHM, function by function (reference §4–§15).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhmHttpClient } from '../server/integrations/whm/http-client.js';
import type { WhmClient } from '../server/integrations/whm/types.js';
import { startFakeWhm, type FakeWhm } from './whm.js';

let whm: FakeWhm;
let client: WhmClient;

beforeAll(async () => {
  whm = await startFakeWhm();
  client = createWhmHttpClient(whm.connection({ timeoutMs: 2_000, slowTimeoutMs: 2_000 }));
});
afterAll(() => whm.stop());
beforeEach(() => {
  whm.switches.reset();
  whm.state.clear();
  whm.requests.length = 0;
});

const create = (username: string, domain: string, plan = 'free_plan') =>
  client.createAccount({ username, domain, password: 'Str0ng-Pass!', plan, contactEmail: `${username}@example.net` });

describe('WHM client against the fake WHM', () => {
  it('reads the version with the token header and api.version=1', async () => {
    expect(await client.version()).toBe('11.124.0.21');
    const [request] = whm.requests;
    expect(request?.headers.authorization).toBe(`whm root:${whm.token}`);
    expect(request?.params['api.version']).toEqual(['1']);
  });

  it('creates an account, sends the password only in a POST body, and lists it with its limits', async () => {
    expect(await create('alice', 'alice.hostfree.test')).toEqual({ ip: '203.0.113.10', package: 'free_plan' });
    const request = whm.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).not.toContain('Str0ng');
    const [alice] = await client.listAccounts();
    expect(alice).toMatchObject({
      user: 'alice',
      domain: 'alice.hostfree.test',
      email: 'alice@example.net',
      plan: 'free_plan',
      suspended: false,
      suspendReason: null,
      diskUsedMb: 3,
      diskLimitMb: 1024,
      limits: { maxpop: '10', maxsql: '5', maxftp: '1', maxsub: '10', maxaddons: '0', maxparked: '0' },
    });
    expect(alice?.startdate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('turns "none" disk use into 0 and "unlimited" into null', async () => {
    whm.state.addAccount({ user: 'bob', domain: 'bob.example.net', plan: 'default', usage: { diskMb: 0 } });
    const [bob] = await client.listAccounts();
    expect(bob).toMatchObject({ diskUsedMb: 0, diskLimitMb: null, limits: { maxpop: null, maxsql: null } });
  });

  it('answers [] for a search without matches (no data key) and for an exact user search ("No accounts found.")', async () => {
    whm.state.addAccount({ user: 'carol', domain: 'carol.example.net' });
    expect(await client.listAccounts({ searchtype: 'domain', search: 'nomatch' })).toEqual([]);
    expect(await client.listAccounts({ searchtype: 'user', search: 'nobody', exact: true })).toEqual([]);
    expect(whm.requests.at(-1)?.params.searchmethod).toEqual(['exact']);
  });

  it('searches literally: regex characters are escaped, matches are substrings, exact means equality', async () => {
    whm.state.addAccount({ user: 'dave', domain: 'dave.example.net' });
    whm.state.addAccount({ user: 'erin', domain: 'davexexample.net' });
    const found = await client.listAccounts({ searchtype: 'domain', search: 'dave.example' });
    expect(found.map((a) => a.user)).toEqual(['dave']);
    expect(await client.listAccounts({ searchtype: 'user', search: 'dav', exact: true })).toEqual([]);
    expect((await client.listAccounts({ searchtype: 'user', search: 'DAVE', exact: true })).map((a) => a.user)).toEqual(
      ['dave'],
    );
  });

  it('summarises one account by user or domain, and answers null for a missing one', async () => {
    whm.state.addAccount({ user: 'frank', domain: 'frank.example.net' });
    expect((await client.accountSummary({ user: 'frank' }))?.domain).toBe('frank.example.net');
    expect((await client.accountSummary({ domain: 'frank.example.net' }))?.user).toBe('frank');
    expect(await client.accountSummary({ user: 'ghost' })).toBeNull();
  });

  it('suspends with a reason, unsuspends, and removes', async () => {
    await create('gina', 'gina.example.net');
    await client.suspendAccount('gina', 'Abuse report 42');
    expect(await client.accountSummary({ user: 'gina' })).toMatchObject({
      suspended: true,
      suspendReason: 'Abuse report 42',
    });
    await client.unsuspendAccount('gina');
    expect(await client.accountSummary({ user: 'gina' })).toMatchObject({ suspended: false, suspendReason: null });
    await client.removeAccount('gina');
    expect(await client.accountSummary({ user: 'gina' })).toBeNull();
  });

  it('lists packages with MB sizes and null for unlimited, sorted by name', async () => {
    const packages = await client.listPackages();
    expect(packages.map((p) => p.name)).toEqual(['default', 'free_plan', 'premium', 'starter']);
    expect(packages.find((p) => p.name === 'free_plan')).toEqual({
      name: 'free_plan',
      quotaMb: 1024,
      bandwidthMb: 10240,
      maxpop: '10',
      maxsql: '5',
      maxsub: '10',
      maxftp: '1',
    });
    expect(packages.find((p) => p.name === 'premium')).toMatchObject({
      quotaMb: 20480,
      bandwidthMb: null,
      maxpop: null,
    });
  });

  it('changes the package, and reports an unknown package as an api error with its reason', async () => {
    await create('hank', 'hank.example.net');
    await client.changePackage('hank', 'starter');
    expect((await client.accountSummary({ user: 'hank' }))?.plan).toBe('starter');
    await expect(client.changePackage('hank', 'gold')).rejects.toMatchObject({
      kind: 'api',
      message: 'Specified package does not exist.',
    });
  });

  it('adds a package with the given limits (unlimited where asked), and refuses a name that exists', async () => {
    await client.addPackage({
      name: 'hf_starter',
      quotaMb: 5120,
      bandwidthMb: 102400,
      maxpop: 5,
      maxsql: 2,
      maxsub: null,
    });
    expect(whm.requests.at(-1)?.params).toMatchObject({
      name: ['hf_starter'],
      quota: ['5120'],
      bwlimit: ['102400'],
      maxpop: ['5'],
      maxsql: ['2'],
      maxsub: ['unlimited'],
    });
    expect((await client.listPackages()).find((p) => p.name === 'hf_starter')).toMatchObject({
      quotaMb: 5120,
      bandwidthMb: 102400,
      maxpop: '5',
      maxsql: '2',
      maxsub: null,
    });
    await expect(
      client.addPackage({ name: 'hf_starter', quotaMb: 1, bandwidthMb: 1, maxpop: 0, maxsql: 0, maxsub: 0 }),
    ).rejects.toMatchObject({
      kind: 'api',
      message: expect.stringContaining('already exists'),
    });
  });

  it('edits a package, and every account on it reports the new limits (accountsummary, StatsBar, showbw)', async () => {
    await create('mona', 'mona.example.net', 'starter');
    await client.editPackage({ name: 'starter', quotaMb: 5120, bandwidthMb: 102400, maxpop: 5, maxsql: 2, maxsub: 10 });
    const summary = await client.accountSummary({ user: 'mona' });
    expect(summary).toMatchObject({
      plan: 'starter',
      diskLimitMb: 5120,
      limits: { maxpop: '5', maxsql: '2', maxsub: '10', maxftp: '5' },
    });
    const stats = await client.usageStats('mona');
    expect(stats).toMatchObject({
      diskusage: { max: 5120 },
      bandwidthusage: { max: 102400 },
      emailaccounts: { max: 5 },
      mysqldatabases: { max: 2 },
      subdomains: { max: 10 },
    });
    expect((await client.bandwidthUsedMb('mona')).limitMb).toBe(102400);
    // Root's editpkg creates a package that is not there yet.
    await client.editPackage({ name: 'hf_new', quotaMb: 100, bandwidthMb: 200, maxpop: 1, maxsql: 1, maxsub: 1 });
    expect((await client.listPackages()).find((p) => p.name === 'hf_new')).toMatchObject({
      quotaMb: 100,
      bandwidthMb: 200,
    });
  });

  it('creates a single-use cPanel session URL, and a WHM one for root', async () => {
    await create('ivy', 'ivy.example.net');
    const session = await client.createUserSession('ivy', 'cpaneld', 'server.sandbox.test');
    expect(session.url).toMatch(/^https:\/\/server\.sandbox\.test:2083\/cpsess\d{10}\/login\/\?session=ivy%3A/);
    expect(session.expires).toBeGreaterThan(Date.now() / 1000);
    expect((await client.createUserSession('root', 'whostmgrd')).url).toMatch(/:2087\/cpsess\d{10}\//);
  });

  it('refuses sessions for missing and suspended users with the server reason', async () => {
    await expect(client.createUserSession('nosuch', 'cpaneld')).rejects.toMatchObject({
      kind: 'api',
      message: 'You cannot create a session for the user “nosuch” because they do not exist.',
    });
    await create('jack', 'jack.example.net');
    await client.suspendAccount('jack', 'unpaid');
    await expect(client.createUserSession('jack', 'cpaneld')).rejects.toMatchObject({
      kind: 'api',
      message: expect.stringContaining('currently suspended'),
    });
  });

  it('converts showbw bytes to MB (1 MB = 1,048,576 bytes) and an unlimited limit to null', async () => {
    await create('kate', 'kate.example.net');
    whm.state.setUsage('kate', { bandwidthMb: 1.5 });
    expect(await client.bandwidthUsedMb('kate')).toEqual({ usedMb: 1.5, limitMb: 10240 });
    whm.state.addAccount({ user: 'kat', domain: 'kat.example.net', plan: 'premium', usage: { bandwidthMb: 0 } });
    expect(await client.bandwidthUsedMb('kat')).toEqual({ usedMb: 0, limitMb: null });
    expect(whm.requests.at(-1)?.params.search).toEqual(['^kat$']);
  });

  it("reads every account's showbw bytes of the month in one call, names lower-cased", async () => {
    await create('kira', 'kira.example.net');
    whm.state.setUsage('kira', { bandwidthMb: 2 });
    const month = await client.bandwidthOfAllAccounts();
    expect(month.month).toBeGreaterThanOrEqual(1);
    expect(month.year).toBeGreaterThanOrEqual(2024);
    expect(month.bytesByUser.get('kira')).toBe(2 * 1_048_576);
    expect(whm.requests.at(-1)?.params.search).toBeUndefined();
  });

  it('reads StatsBar counts and limits: "unlimited" → null, "0" → zero allowed, absent stats → undefined', async () => {
    await create('liam', 'liam.example.net');
    whm.state.setUsage('liam', { diskMb: 120, bandwidthMb: 20.2, emailaccounts: 3, mysqldatabases: 1 });
    whm.state.account('liam')!.hiddenStats.add('ftpaccounts');
    const stats = await client.usageStats('liam');
    expect(stats).toMatchObject({
      diskusage: { count: 120, max: 1024 },
      bandwidthusage: { count: 20.2, max: 10240 },
      emailaccounts: { count: 3, max: 10 },
      mysqldatabases: { count: 1, max: 5 },
      addondomains: { count: 0, max: 0 },
    });
    expect(stats.ftpaccounts).toBeUndefined();
    expect(whm.requests.at(-1)?.url).toContain('display=diskusage%7Cbandwidthusage%7C');
    await client.changePackage('liam', 'default');
    expect((await client.usageStats('liam')).emailaccounts).toEqual({ count: 3, max: null });
  });

  it('reports a StatsBar call for an unknown user as an api error', async () => {
    await expect(client.usageStats('nobodyhere')).rejects.toMatchObject({
      kind: 'api',
      message: 'You do not have a user named “nobodyhere”.',
    });
  });
});
