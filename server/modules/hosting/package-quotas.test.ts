import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whmPackageSharedMessage, type HostingPackage } from '../../../contract/admin.js';
import { PLAN_DEFAULTS } from '../../../contract/paid-hosting.js';
import { hostingAccounts, jobs } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// An account gets exactly the quotas its package sold, through the sandbox WHM. The sandbox's own
// 'starter' WHM package is what a real server had: 50 GB bandwidth, 50 e-mail accounts, 20 databases; 'premium' is
// unlimited. Starter sells 5 GB, 100 GB bandwidth, 5 e-mail accounts and 2 databases (000 §9).
describe('an account gets the quotas its package sold', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  let starter: HostingPackage;
  beforeAll(async () => {
    t = await createHostingTestApp();
    owner = await t.client();
    await t.configureWhm();
    starter = await createPackage({
      name: 'starter',
      displayName: 'Starter',
      planType: 'starter',
      whmPackageName: 'starter',
      ...PLAN_DEFAULTS.starter,
      subdomains: 10,
    });
    // The sync queued by the save would already fix the WHM package: these tests are about what createacct finds,
    // so the WHM package goes back to the sandbox's (wrong) limits, as on a server nobody has synced yet.
    t.whm.state.packages.get('starter')!.MAXPOP = '50';
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.whm.switches.reset());

  async function createPackage(body: Record<string, unknown>) {
    const res = await t.post('/api/admin/packages', body, t.admin.token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as HostingPackage;
  }
  const updatePackage = (id: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/packages/${id}`,
      payload: body,
      headers: { authorization: `Bearer ${t.admin.token}` },
    });
  async function createAccount(packageId: number) {
    const res = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('quota'), packageId, userId: owner.user.id },
      t.admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    await t.runJobs();
    const [row] = await t.database.db
      .select()
      .from(hostingAccounts)
      .where(eq(hostingAccounts.id, res.json().account.id as number));
    return row!;
  }
  const stats = async (id: number) => (await t.get(`/api/hosting-accounts/${id}/stats`, owner.token)).json();

  it('a Starter account reports 5 GB, 100 GB bandwidth, 5 e-mail accounts and 2 databases, live from WHM', async () => {
    const row = await createAccount(starter.id);
    expect(row).toMatchObject({ status: 'active', diskLimit: 5120, bandwidthLimit: 102400 });
    expect(t.whm.state.account(row.cpanelUsername!)?.plan).toBe('starter');
    expect(await stats(row.id)).toMatchObject({
      source: 'live',
      diskLimit: 5120,
      bandwidthLimit: 102400,
      emailLimit: 5,
      databaseLimit: 2,
      subdomainLimit: 10,
    });
    // The admin card reads the same limits from listaccts.
    const list = (await t.get(`/api/admin/hosting-accounts?search=${row.domain}`, t.admin.token)).json();
    expect(list.accounts[0]).toMatchObject({ diskLimit: 5120 * 1024 * 1024, bandwidthLimit: 102400 * 1024 * 1024 });
    expect(list.accounts[0].whmData).toMatchObject({
      package: 'starter',
      limits: { maxpop: '5', maxsql: '2', maxsub: '10' },
    });
    // WHM was told the quotas before createacct named the package, and createacct sent no quotas of its own.
    const calls = t.whm.requests.map((r) => r.fn);
    expect(calls.lastIndexOf('editpkg')).toBeLessThan(calls.lastIndexOf('createacct'));
    expect(t.whm.requests.findLast((r) => r.fn === 'createacct')?.params).not.toHaveProperty('quota');
  });

  it('an edit of the package reaches the accounts already on it', async () => {
    const row = await createAccount(starter.id);
    expect((await updatePackage(starter.id, { emailAccounts: 8, bandwidthQuota: 204800 })).statusCode).toBe(200);
    await t.runJobs();
    expect(await stats(row.id)).toMatchObject({
      source: 'live',
      bandwidthLimit: 204800,
      emailLimit: 8,
      databaseLimit: 2,
    });
    expect((await updatePackage(starter.id, { emailAccounts: 5, bandwidthQuota: 102400 })).statusCode).toBe(200);
    await t.runJobs();
    expect(await stats(row.id)).toMatchObject({ bandwidthLimit: 102400, emailLimit: 5 });
  });

  it('the free package (WHM "default", unlimited on the sandbox) gives its own quotas too', async () => {
    const row = await createAccount(1);
    expect(await stats(row.id)).toMatchObject({
      diskLimit: 5120,
      bandwidthLimit: 10240,
      emailLimit: 5,
      databaseLimit: 2,
      subdomainLimit: 5,
    });
  });

  it("'Unlimited' only where the package is: a count of 999 or more is unlimited on WHM, the rest are figures", async () => {
    const premium = await createPackage({
      name: 'premium',
      displayName: 'Premium',
      planType: 'premium',
      whmPackageName: 'premium',
      ...PLAN_DEFAULTS.premium,
      subdomains: 999,
    });
    const row = await createAccount(premium.id);
    expect(await stats(row.id)).toMatchObject({
      diskLimit: 10240,
      bandwidthLimit: 204800,
      emailLimit: 25,
      databaseLimit: 10,
      subdomainLimit: 'unlimited',
    });
  });

  it('a package sharing a WHM package must sell the same quotas (409 names the other package)', async () => {
    const same = await createPackage({
      name: `starter-${freshLabel()}`,
      displayName: 'Starter again',
      whmPackageName: 'starter',
      ...PLAN_DEFAULTS.starter,
      subdomains: 10,
    });
    const other = await t.post(
      '/api/admin/packages',
      {
        name: `other-${freshLabel()}`,
        displayName: 'Other',
        price: 0,
        whmPackageName: 'starter',
        diskSpaceQuota: 2048,
      },
      t.admin.token,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(whmPackageSharedMessage('starter', 'Starter'));
    const edit = await updatePackage(same.id, { databases: 3 });
    expect(edit.statusCode).toBe(409);
    expect((await updatePackage(same.id, { databases: 3, whmPackageName: `hf_${freshLabel()}` })).statusCode).toBe(200);
  });

  it('while WHM refuses the package the account waits with the reason, and is created once WHM takes it', async () => {
    const pkg = await createPackage({
      name: `gold-${freshLabel()}`,
      displayName: 'Gold',
      price: 500,
      whmPackageName: `gold_${freshLabel()}`,
      diskSpaceQuota: 3000,
    });
    t.whm.switches.resultZero('addpkg', 'You do not have permission to create packages.');
    const res = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('gold'), packageId: pkg.id, userId: owner.user.id },
      t.admin.token,
    );
    await t.runJobs();
    const id = res.json().account.id as number;
    const [waiting] = await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id));
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting!.provisionError).toContain(`The quotas of WHM package “${pkg.whmPackageName}” could not be set`);
    expect(t.whm.state.accountByDomain(waiting!.domain)).toBeUndefined();
    t.whm.switches.reset();
    await t.runJobs(60 * 60_000);
    const [done] = await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id));
    expect(done).toMatchObject({ status: 'active', provisionError: null });
    expect(await stats(id)).toMatchObject({ diskLimit: 3000 });
  });

  it("moving accounts to another package gives them that package's quotas", async () => {
    const from = await createPackage({
      name: `from-${freshLabel()}`,
      displayName: 'From',
      price: 0,
      whmPackageName: `from_${freshLabel()}`,
      diskSpaceQuota: 700,
      emailAccounts: 1,
    });
    const row = await createAccount(from.id);
    expect(await stats(row.id)).toMatchObject({ diskLimit: 700, emailLimit: 1 });
    // The target's WHM package still has the sandbox's limits: the move writes them first.
    t.whm.state.packages.get('starter')!.MAXSQL = '20';
    const res = await t.post(
      `/api/admin/account-groups/${from.id}/change-package`,
      { packageId: starter.id },
      t.admin.token,
    );
    expect(res.json().summary).toEqual({ successful: 1, failed: 0 });
    expect(await stats(row.id)).toMatchObject({ diskLimit: 5120, emailLimit: 5, databaseLimit: 2 });
  });

  it('the sync job writes every package and is queued by a save, by the API settings and at start', async () => {
    t.whm.state.packages.get('starter')!.QUOTA = '1';
    await t.app.services.hosting.scheduleWhmPackageSync();
    await t.runJobs();
    expect(t.whm.state.packages.get('starter')).toMatchObject({
      QUOTA: '5120',
      BWLIMIT: '102400',
      MAXPOP: '5',
      MAXSQL: '2',
      MAXSUB: '10',
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'hosting.whm-packages'))
      .orderBy(jobs.id)
      .then((l) => l.slice(-1));
    expect(job).toMatchObject({ status: 'completed' });
    // Nothing differs: listpkgs only.
    const before = t.whm.requests.length;
    await t.app.services.hosting.scheduleWhmPackageSync();
    await t.runJobs();
    expect(t.whm.requests.slice(before).map((r) => r.fn)).toEqual(['listpkgs']);
  });
});
