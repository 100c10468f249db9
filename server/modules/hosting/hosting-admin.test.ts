import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import { hostingAccounts, hostingPackages, packageUsage, userGroups, users } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// Stats, cPanel sign-on and the hosting administration calls (000 §7, 001 §7), with WHM unset first, then the fake.
describe('hosting stats, sign-on and administration', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    t = await createHostingTestApp();
    [owner, stranger] = await Promise.all([t.client(), t.client()]);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.whm.switches.reset());

  const adminCreate = async (user: SignedInUser, label = freshLabel('adm'), packageId = 1) => {
    const res = await t.post(
      '/api/admin/create-hosting-account',
      { domain: label, packageId, userId: user.user.id },
      t.admin.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json().account as { id: number; domain: string; subdomain: string };
  };
  const readRow = async (id: number) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id)))[0]!;

  describe('before WHM is configured', () => {
    it('stats of a pending account are the local figures with the reason', async () => {
      const account = await adminCreate(owner);
      const res = await t.get(`/api/hosting-accounts/${account.id}/stats`, owner.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        source: 'local',
        error: HOSTING_MESSAGES.notProvisioned,
        diskUsage: 0,
        diskLimit: 5120,
        bandwidthLimit: 10240,
        suspended: false,
        packageName: 'Free Hosting',
      });
    });

    it("stats of another user's account answer 404; admins may read any; signed out 401", async () => {
      const account = await adminCreate(owner);
      expect((await t.get(`/api/hosting-accounts/${account.id}/stats`, stranger.token)).statusCode).toBe(404);
      expect((await t.get('/api/hosting-accounts/999999/stats', stranger.token)).statusCode).toBe(404);
      expect((await t.get(`/api/hosting-accounts/${account.id}/stats`, t.admin.token)).statusCode).toBe(200);
      expect((await t.get(`/api/hosting-accounts/${account.id}/stats`)).statusCode).toBe(401);
    });

    it("cpanel-login of a pending account answers 409; of someone else's 404", async () => {
      const account = await adminCreate(owner);
      const pending = await t.post('/api/cpanel-login', { domain: account.domain }, owner.token);
      expect(pending.statusCode).toBe(409);
      expect(pending.json().message).toBe(HOSTING_MESSAGES.notProvisioned);
      expect((await t.post('/api/cpanel-login', { domain: account.domain }, stranger.token)).statusCode).toBe(404);
      expect((await t.post('/api/cpanel-login', { domain: 'nothing-here' }, owner.token)).statusCode).toBe(404);
    });

    it('whm-packages and whm-login answer 409 "WHM is not configured"', async () => {
      const packages = await t.get('/api/admin/whm-packages', t.admin.token);
      expect(packages.statusCode).toBe(409);
      expect(packages.json().message).toBe(HOSTING_MESSAGES.whmNotConfigured);
      const login = await t.post('/api/admin/whm-login', {}, t.admin.token);
      expect(login.statusCode).toBe(409);
      expect(login.json().message).toContain(HOSTING_MESSAGES.whmLoginFailed);
    });

    it('the admin list marks every account with whmData.error', async () => {
      await adminCreate(owner);
      const list = (await t.get('/api/admin/hosting-accounts', t.admin.token)).json();
      expect(list.accounts[0].whmData).toMatchObject({ error: HOSTING_MESSAGES.whmNotConfigured, package: null });
    });
  });

  describe('with WHM', () => {
    let live: { id: number; domain: string };
    beforeAll(async () => {
      await t.configureWhm();
      live = await adminCreate(owner);
      await t.runJobs();
      await t.runJobs(60 * 60_000);
      expect((await readRow(live.id)).status).toBe('active');
    });

    describe('GET /api/hosting-accounts/:id/stats', () => {
      it('answers live figures from WHM and refreshes the stored ones', async () => {
        const { cpanelUsername } = await readRow(live.id);
        t.whm.state.setUsage(cpanelUsername!, {
          diskMb: 42,
          bandwidthMb: 300,
          emailaccounts: 3,
          mysqldatabases: 1,
          subdomains: 2,
          ftpaccounts: 1,
        });
        const res = await t.get(`/api/hosting-accounts/${live.id}/stats`, owner.token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          source: 'live',
          error: null,
          suspended: false,
          packageName: 'default',
          ip: '203.0.113.10',
          // The free package's quotas, though the sandbox's 'default' WHM package starts unlimited.
          diskUsage: 42,
          diskLimit: 5120,
          bandwidthUsed: 300,
          bandwidthLimit: 10240,
          emailAccounts: 3,
          emailLimit: 5,
          databases: 1,
          databaseLimit: 2,
          subdomains: 2,
          subdomainLimit: 5,
          ftpAccounts: 1,
        });
        expect(await readRow(live.id)).toMatchObject({ diskUsage: 42, bandwidthUsed: 300 });
        const [usage] = await t.database.db
          .select()
          .from(packageUsage)
          .where(eq(packageUsage.hostingAccountId, live.id));
        expect(usage).toMatchObject({ diskUsed: 42, emailAccountsUsed: 3, databasesUsed: 1, subdomainsUsed: 2 });
      });

      it('a stat WHM leaves out (feature off) is null', async () => {
        const { cpanelUsername } = await readRow(live.id);
        t.whm.state.account(cpanelUsername!)!.hiddenStats.add('ftpaccounts');
        const stats = (await t.get(`/api/hosting-accounts/${live.id}/stats`, owner.token)).json();
        t.whm.state.account(cpanelUsername!)!.hiddenStats.clear();
        expect(stats).toMatchObject({ source: 'live', ftpAccounts: null, ftpAccountLimit: null });
      });

      it.each([
        ['down', () => t.whm.switches.fail(undefined, 500)],
        ['hanging', () => t.whm.switches.hang()],
        ['garbage', () => t.whm.switches.garbage()],
      ])('WHM %s: 200 with the stored figures, source local and the error', async (_name, breakIt) => {
        breakIt();
        const res = await t.get(`/api/hosting-accounts/${live.id}/stats`, owner.token);
        expect(res.statusCode).toBe(200);
        // Plain words for the owner: never WHM's 'answered accountsummary with HTTP 503'.
        expect(res.json()).toMatchObject({
          source: 'local',
          diskUsage: 42,
          error: HOSTING_MESSAGES.liveStatsUnavailable,
        });
      });

      it('a suspension on WHM shows in the stats; the row keeps its status and the queued sync makes WHM match it', async () => {
        const { cpanelUsername } = await readRow(live.id);
        t.whm.state.account(cpanelUsername!)!.suspended = true;
        expect((await t.get(`/api/hosting-accounts/${live.id}/stats`, owner.token)).json().suspended).toBe(true);
        expect((await readRow(live.id)).status).toBe('active');
        await t.runJobs();
        expect(t.whm.state.account(cpanelUsername!)!.suspended).toBe(false);
        expect((await t.get(`/api/hosting-accounts/${live.id}/stats`, owner.token)).json().suspended).toBe(false);
        expect((await readRow(live.id)).status).toBe('active');
      });
    });

    describe('POST /api/cpanel-login', () => {
      it('answers a single sign-on URL for the owner (by full domain or label)', async () => {
        const { cpanelUsername } = await readRow(live.id);
        for (const domain of [live.domain, live.domain.split('.')[0]]) {
          const res = await t.post('/api/cpanel-login', { domain }, owner.token);
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({
            loginUrl: expect.stringMatching(/^https:\/\/panel\.sandbox\.test:2083\/cpsess\d+\/login\/\?session=/),
            username: cpanelUsername,
            error: null,
          });
        }
        const call = t.whm.requests.filter((r) => r.fn === 'create_user_session').at(-1)!;
        expect(call.params).toMatchObject({
          user: [cpanelUsername],
          service: ['cpaneld'],
          preferred_domain: ['panel.sandbox.test'],
        });
      });

      it('on WHM refusal answers 200: plainly for a free account, with the username for manual login on a paid plan', async () => {
        const refuse = () =>
          t.whm.switches.resultZero(
            'create_user_session',
            'You cannot create a session for the user because they are currently suspended.',
          );
        refuse();
        const free = await t.post('/api/cpanel-login', { domain: live.domain }, owner.token);
        expect(free.statusCode).toBe(200);
        // A free account's owner was never shown a cPanel password, so no 'sign in there as …'.
        expect(free.json()).toMatchObject({
          loginUrl: null,
          message: HOSTING_MESSAGES.cpanelLoginFailed,
          debug: expect.stringContaining('suspended'),
          error: 'SESSION_FAILED',
          username: null,
          panelUrl: null,
        });

        const [paid] = await t.database.db
          .insert(hostingPackages)
          .values({ name: `paid-${freshLabel()}`, displayName: 'Paid plan', price: 395, isFree: false })
          .returning();
        const { packageId } = await readRow(live.id);
        await t.database.db.update(hostingAccounts).set({ packageId: paid!.id }).where(eq(hostingAccounts.id, live.id));
        try {
          refuse();
          const res = await t.post('/api/cpanel-login', { domain: live.domain }, owner.token);
          expect(res.json()).toMatchObject({
            loginUrl: null,
            error: 'SESSION_FAILED',
            username: (await readRow(live.id)).cpanelUsername,
            panelUrl: 'https://panel.sandbox.test:2083',
          });
        } finally {
          await t.database.db.update(hostingAccounts).set({ packageId }).where(eq(hostingAccounts.id, live.id));
        }
      });

      it('an admin may open any account; another client gets 404', async () => {
        expect((await t.post('/api/cpanel-login', { domain: live.domain }, t.admin.token)).json().loginUrl).toEqual(
          expect.any(String),
        );
        expect((await t.post('/api/cpanel-login', { domain: live.domain }, stranger.token)).statusCode).toBe(404);
      });
    });

    describe('GET /api/admin/hosting-accounts', () => {
      let grouped: SignedInUser;
      beforeAll(async () => {
        grouped = await t.client();
        const [group] = await t.database.db
          .insert(userGroups)
          .values({ name: `g-${freshLabel()}`, displayName: 'G', maxHostingAccounts: 30 })
          .returning();
        await t.database.db
          .update(users)
          .set({ userGroupId: group!.id, email: 'findme_100%@example.test' })
          .where(eq(users.id, grouped.user.id));
        for (let i = 0; i < 12; i++) await adminCreate(grouped, `grp${i}x${freshLabel()}`);
        await t.runJobs();
      });

      it('pages accounts (10 by default), grouped per user, with sizes in bytes and whmData', async () => {
        const res = await t.get('/api/admin/hosting-accounts', t.admin.token);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.accounts).toHaveLength(10);
        expect(body.pagination).toMatchObject({ page: 1, limit: 10, hasPrevious: false, hasNext: true });
        expect(body.pagination.total).toBeGreaterThanOrEqual(15);
        // Newest owner first, and grouped.
        expect(body.users[0]).toMatchObject({
          id: grouped.user.id,
          username: grouped.user.username,
          email: 'findme_100%@example.test',
          role: 'client',
        });
        expect(body.users[0].hostingAccounts).toHaveLength(10);
        const first = body.users[0].hostingAccounts[0];
        expect(first).toMatchObject({
          diskLimit: 5120 * 1024 * 1024,
          bandwidthLimit: 10240 * 1024 * 1024,
          status: 'active',
          packageName: 'Free Hosting',
        });
        expect(first.whmData).toMatchObject({
          package: 'default',
          ip: '203.0.113.10',
          theme: 'jupiter',
          error: null,
          limits: { maxpop: '5', maxsql: '2', maxsub: '5' },
        });
        expect(JSON.stringify(body)).not.toMatch(/cpanelPassword|passwordHash|recoveryPhrase/);
        const second = (await t.get('/api/admin/hosting-accounts?page=2', t.admin.token)).json();
        expect(second.pagination).toMatchObject({ page: 2, hasPrevious: true });
        expect(second.accounts[0].id).not.toBe(body.accounts[0].id);
      });

      it('searches domain, username and e-mail, with LIKE wildcards taken literally', async () => {
        const byDomain = (
          await t.get(
            `/api/admin/hosting-accounts?search=${encodeURIComponent(live.domain.toUpperCase())}`,
            t.admin.token,
          )
        ).json();
        expect(byDomain.accounts.map((a: { id: number }) => a.id)).toEqual([live.id]);
        const byUser = (
          await t.get(`/api/admin/hosting-accounts?search=${grouped.user.username}&limit=100`, t.admin.token)
        ).json();
        expect(byUser.pagination.total).toBe(12);
        const lastPage = (
          await t.get(`/api/admin/hosting-accounts?search=${grouped.user.username}&limit=5&page=3`, t.admin.token)
        ).json();
        expect(lastPage.accounts).toHaveLength(2);
        expect(lastPage.pagination).toMatchObject({ total: 12, totalPages: 3, hasNext: false, hasPrevious: true });
        expect(lastPage.accounts.map((a: { id: number }) => a.id)).toEqual(
          byUser.accounts.slice(10).map((a: { id: number }) => a.id),
        );
        const pastTheEnd = (
          await t.get(`/api/admin/hosting-accounts?search=${grouped.user.username}&limit=5&page=9`, t.admin.token)
        ).json();
        expect(pastTheEnd).toMatchObject({ accounts: [], pagination: { total: 12, page: 9 } });
        const byEmail = (
          await t.get(`/api/admin/hosting-accounts?search=${encodeURIComponent('findme_100%')}`, t.admin.token)
        ).json();
        expect(byEmail.pagination.total).toBe(12);
        expect(
          (await t.get(`/api/admin/hosting-accounts?search=${encodeURIComponent('%')}`, t.admin.token)).json()
            .pagination.total,
        ).toBe(12);
        expect(
          (await t.get(`/api/admin/hosting-accounts?search=${encodeURIComponent('fi_dme')}`, t.admin.token)).json()
            .pagination.total,
        ).toBe(0);
      });

      it('filters by user group', async () => {
        const group = (await t.database.db.select().from(users).where(eq(users.id, grouped.user.id)))[0]!.userGroupId;
        const inGroup = (await t.get(`/api/admin/hosting-accounts?groupId=${group}&limit=100`, t.admin.token)).json();
        expect(inGroup.pagination.total).toBe(12);
        expect(
          (await t.get('/api/admin/hosting-accounts?groupId=all&limit=100', t.admin.token)).json().pagination.total,
        ).toBeGreaterThan(12);
        expect((await t.get('/api/admin/hosting-accounts?groupId=none', t.admin.token)).json().pagination.total).toBe(
          0,
        );
      });

      it('refuses a limit above 100 and a bad page', async () => {
        expect((await t.get('/api/admin/hosting-accounts?limit=101', t.admin.token)).statusCode).toBe(400);
        expect((await t.get('/api/admin/hosting-accounts?page=0', t.admin.token)).statusCode).toBe(400);
        expect((await t.get('/api/admin/hosting-accounts', owner.token)).statusCode).toBe(403);
      });

      it("shows our own changes at once and WHM's disk figures on the Live bars", async () => {
        const account = await adminCreate(owner);
        const path = `/api/admin/hosting-accounts?search=${account.domain}`;
        expect((await t.get(path, t.admin.token)).json().accounts[0].whmData).toBeNull();
        await t.runJobs();
        // No clock advance: the provisioning changed our rows, so the cached WHM listing is not reused.
        const provisioned = (await t.get(path, t.admin.token)).json().accounts[0];
        expect(provisioned).toMatchObject({ status: 'active', whmData: { error: null } });
        t.whm.state.setUsage(provisioned.cpanelUsername, { diskMb: 42 });
        t.clock.advance(60_000);
        expect((await t.get(path, t.admin.token)).json().accounts[0].diskUsage).toBe(42 * 1024 * 1024);
        await t.del(`/api/admin/hosting-accounts/${account.id}`, t.admin.token);
      });

      it('pending accounts have no whmData (Fix shows); WHM failing gives whmData.error', async () => {
        const pending = await adminCreate(owner);
        const search = (await t.get(`/api/admin/hosting-accounts?search=${pending.domain}`, t.admin.token)).json();
        expect(search.accounts[0]).toMatchObject({ status: 'pending', whmData: null });
        t.clock.advance(60_000); // past the list cache
        t.whm.switches.fail('listaccts', 500);
        const failing = (await t.get(`/api/admin/hosting-accounts?search=${live.domain}`, t.admin.token)).json();
        expect(failing.accounts[0].whmData).toMatchObject({ error: expect.stringContaining('500') });
        await t.del(`/api/admin/hosting-accounts/${pending.id}`, t.admin.token);
      });
    });

    describe('creating for users', () => {
      it('POST /api/admin/create-anonymous-account answers credentials that sign in', async () => {
        const res = await t.post('/api/admin/create-anonymous-account', {}, t.admin.token);
        expect(res.statusCode).toBe(201);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(['id', 'password', 'recoveryPhrase', 'username']);
        expect((await t.post('/api/auth/login', { username: body.username, password: body.password })).statusCode).toBe(
          200,
        );
        const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
        expect(row).toMatchObject({ isAnonymous: true, email: null, role: 'client' });
      });

      it('an admin may use any active package and is not bound by the group quota', async () => {
        const [paid] = await t.database.db
          .insert(hostingPackages)
          .values({
            name: `starter-${freshLabel()}`,
            displayName: 'Starter',
            price: 395,
            planType: 'starter',
            whmPackageName: 'starter',
            diskSpaceQuota: 5120,
            bandwidthQuota: 51200,
          })
          .returning();
        const someone = await t.client();
        for (let i = 0; i < 3; i++) await adminCreate(someone, freshLabel('over'), paid!.id);
        expect((await t.get('/api/hosting-accounts', someone.token)).json()).toHaveLength(3);
        // Sites on a paid package are not free sites: the owner's own free ones are still within quota.
        expect(
          (await t.post('/api/hosting-accounts', { subdomain: freshLabel('self') }, someone.token)).statusCode,
        ).toBe(201);
        expect(
          (await t.post('/api/hosting-accounts', { subdomain: freshLabel('self') }, someone.token)).statusCode,
        ).toBe(201);
        expect(
          (await t.post('/api/hosting-accounts', { subdomain: freshLabel('self') }, someone.token)).statusCode,
        ).toBe(403);
      });

      it('refuses an unknown user (404), an inactive or unknown package (400) and a bad name (400)', async () => {
        expect(
          (
            await t.post(
              '/api/admin/create-hosting-account',
              { domain: freshLabel(), packageId: 1, userId: 999_999 },
              t.admin.token,
            )
          ).statusCode,
        ).toBe(404);
        const [inactive] = await t.database.db
          .insert(hostingPackages)
          .values({ name: `off-${freshLabel()}`, displayName: 'Off', isActive: false })
          .returning();
        expect(
          (
            await t.post(
              '/api/admin/create-hosting-account',
              { domain: freshLabel(), packageId: inactive!.id, userId: owner.user.id },
              t.admin.token,
            )
          ).statusCode,
        ).toBe(400);
        expect(
          (
            await t.post(
              '/api/admin/create-hosting-account',
              { domain: 'ab', packageId: 1, userId: owner.user.id },
              t.admin.token,
            )
          ).statusCode,
        ).toBe(400);
        expect(
          (
            await t.post(
              '/api/admin/create-hosting-account',
              { domain: freshLabel(), packageId: 1, userId: owner.user.id },
              owner.token,
            )
          ).statusCode,
        ).toBe(403);
      });
    });

    describe('account groups and bulk package change', () => {
      it('lists accounts grouped by package with counts', async () => {
        const body = (await t.get('/api/admin/account-groups', t.admin.token)).json();
        const free = body.groups.find((g: { packageId: number }) => g.packageId === 1);
        expect(free).toMatchObject({ id: 1, name: 'free', displayName: 'Free Hosting', whmPackageName: 'default' });
        const count = (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.packageId, 1)))
          .length;
        expect(free.accountCount).toBe(count);
      });

      it('changes the package on WHM for each account; only those WHM accepted move', async () => {
        const [from] = await t.database.db
          .insert(hostingPackages)
          .values({ name: `from-${freshLabel()}`, displayName: 'From', whmPackageName: 'default' })
          .returning();
        const [to] = await t.database.db
          .insert(hostingPackages)
          .values({
            name: `to-${freshLabel()}`,
            displayName: 'To',
            whmPackageName: 'free_plan',
            diskSpaceQuota: 1024,
            bandwidthQuota: 10240,
          })
          .returning();
        const someone = await t.client();
        const a = await adminCreate(someone, freshLabel('bulk'), from!.id);
        const b = await adminCreate(someone, freshLabel('bulk'), from!.id);
        await t.runJobs();
        // One account moves on WHM; the other is gone there, so WHM refuses it.
        t.whm.state.accounts.delete((await readRow(b.id)).cpanelUsername!);
        const res = await t.post(
          `/api/admin/account-groups/${from!.id}/change-package`,
          { packageId: to!.id },
          t.admin.token,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ summary: { successful: 1, failed: 1 } });
        expect(await readRow(a.id)).toMatchObject({ packageId: to!.id, diskLimit: 1024 });
        expect(await readRow(b.id)).toMatchObject({ packageId: from!.id });
        expect(t.whm.state.account((await readRow(a.id)).cpanelUsername!)!.plan).toBe('free_plan');
      });

      it('refuses an unknown target package and an empty group', async () => {
        expect(
          (await t.post('/api/admin/account-groups/1/change-package', { packageId: 999_999 }, t.admin.token))
            .statusCode,
        ).toBe(400);
        const [empty] = await t.database.db
          .insert(hostingPackages)
          .values({ name: `empty-${freshLabel()}`, displayName: 'Empty', whmPackageName: 'default' })
          .returning();
        expect(
          (await t.post(`/api/admin/account-groups/${empty!.id}/change-package`, { packageId: 1 }, t.admin.token))
            .statusCode,
        ).toBe(404);
      });
    });

    describe('WHM packages and WHM login', () => {
      it('lists WHM packages, named by our package where one uses them', async () => {
        const res = await t.get('/api/admin/whm-packages', t.admin.token);
        expect(res.statusCode).toBe(200);
        const packages = res.json().packages as { name: string; displayname: string }[];
        expect(packages).toContainEqual({ name: 'default', displayname: 'Free Hosting' });
        expect(packages).toContainEqual({ name: 'premium', displayname: 'premium' });
        t.whm.switches.fail('listpkgs', 500);
        expect((await t.get('/api/admin/whm-packages', t.admin.token)).statusCode).toBe(502);
      });

      it('opens WHM as the token user, or answers 502 "Failed to open WHM"', async () => {
        const res = await t.post('/api/admin/whm-login', {}, t.admin.token);
        expect(res.statusCode).toBe(200);
        expect(res.json().loginUrl).toMatch(/^https:\/\/.*:2087\/cpsess\d+\/login\/\?session=root/);
        t.whm.switches.fail('create_user_session', 500);
        const failed = await t.post('/api/admin/whm-login', {}, t.admin.token);
        expect(failed.statusCode).toBe(502);
        expect(failed.json().message).toMatch(/^Failed to open WHM/);
      });
    });
  });
});
