import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTestEnv } from '../../config.js';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import { apiSettings, hostingAccounts, jobs } from '../../db/schema/index.js';
import { WhmError } from '../../integrations/whm/types.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// Provisioning that loses nothing against the fake WHM: the row first, a retried job,
// re-linking after a lost answer, Fix, and deletion that removes the WHM account first.
describe('hosting provisioning on WHM', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createHostingTestApp();
    owner = await t.client();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.whm.switches.reset());

  const readRow = async (id: number) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id)))[0]!;
  const readJob = async (id: number) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'hosting.provision'))).filter(
      (j) => (j.payload as { accountId: number }).accountId === id,
    );
  const createAccount = async (user: SignedInUser = owner) => {
    const label = freshLabel('prov');
    const res = await t.post(
      '/api/admin/create-hosting-account',
      { domain: label, packageId: 1, userId: user.user.id },
      t.admin.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json().account as { id: number; domain: string };
  };
  const whmAccountsFor = (domain: string) => [...t.whm.state.accounts.values()].filter((a) => a.domain === domain);

  describe('WHM not configured', () => {
    it('keeps the account pending with the reason, retries later, and provisions once the settings are saved', async () => {
      const account = await createAccount();
      expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
      expect(await readRow(account.id)).toMatchObject({
        status: 'pending',
        provisionError: HOSTING_MESSAGES.whmNotConfigured,
        cpanelUsername: null,
      });
      const [job] = await readJob(account.id);
      expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: HOSTING_MESSAGES.whmNotConfigured });

      // The retry waits for its backoff, and fails the same way while WHM is still unset.
      expect(await t.runJobs()).toBe(0);
      await t.runJobs(60 * 60_000);
      expect((await readJob(account.id))[0]).toMatchObject({ status: 'queued', attempts: 2 });

      // Saving the settings makes pending jobs due at once.
      await t.configureWhm();
      await t.runJobs();
      const row = await readRow(account.id);
      expect(row).toMatchObject({ status: 'active', provisionError: null, whmAccountId: row.cpanelUsername });
      expect(row.cpanelUsername).toMatch(/^[a-z][a-z0-9]{7}$/);
      expect(row.cpanelPassword).toMatch(/^v1\./); // sealed, never plain
      expect(whmAccountsFor(account.domain)).toHaveLength(1);
      expect(whmAccountsFor(account.domain)[0]).toMatchObject({ user: row.cpanelUsername, plan: 'default' });
      expect((await readJob(account.id))[0]).toMatchObject({ status: 'completed' });
    });
  });

  describe('WHM configured', () => {
    beforeAll(async () => {
      await t.configureWhm();
    });

    it('provisions a new account through the job', async () => {
      const account = await createAccount();
      await t.runJobs();
      expect(await readRow(account.id)).toMatchObject({ status: 'active', provisionError: null });
      const createCalls = t.whm.requests.filter(
        (r) => r.fn === 'createacct' && r.params.domain?.[0] === account.domain,
      );
      expect(createCalls).toHaveLength(1);
      // The password goes in the POST body, never in the URL.
      expect(createCalls[0]!.method).toBe('POST');
      expect(createCalls[0]!.url).not.toMatch(/password/);
    });

    it.each([
      ['a 500', () => t.whm.switches.fail('createacct', 500)],
      ['a hang', () => t.whm.switches.hang('createacct')],
      ['garbage', () => t.whm.switches.garbage('createacct')],
      ['metadata.result 0', () => t.whm.switches.resultZero('createacct', 'Sorry, the server is busy.')],
    ])('after %s the account stays pending with the error, and the retry provisions it', async (_name, breakIt) => {
      breakIt();
      const account = await createAccount();
      await t.runJobs();
      const failed = await readRow(account.id);
      expect(failed.status).toBe('pending');
      expect(failed.provisionError).toEqual(expect.any(String));
      expect(failed.provisionError).not.toMatch(/<html/i);
      expect((await readJob(account.id))[0]).toMatchObject({ status: 'queued', attempts: 1 });
      t.whm.switches.reset();
      await t.runJobs(60 * 60_000);
      expect(await readRow(account.id)).toMatchObject({ status: 'active', provisionError: null });
      expect(whmAccountsFor(account.domain)).toHaveLength(1);
    });

    it('createacct done but its answer lost: the retry re-links it, and WHM holds exactly one account', async () => {
      t.whm.switches.hangAfter('createacct');
      const account = await createAccount();
      await t.runJobs();
      const afterHang = await readRow(account.id);
      // Checked right after the lost answer: the account exists, so it is linked at once.
      if (afterHang.status === 'pending') {
        t.whm.switches.reset();
        await t.runJobs(60 * 60_000);
      }
      expect(await readRow(account.id)).toMatchObject({ status: 'active', provisionError: null });
      expect(whmAccountsFor(account.domain)).toHaveLength(1);
      expect(
        t.whm.requests.filter((r) => r.fn === 'createacct' && r.params.domain?.[0] === account.domain),
      ).toHaveLength(1);
    });

    it('lost answer while WHM stays unreachable: pending with the error, then re-linked without a second createacct', async () => {
      t.whm.switches.hangAfter('createacct');
      // The look-up before createacct works; every look-up after it times out, as if WHM went away.
      let lookups = 0;
      t.whmOverrides.accountSummary = (real, by) => {
        lookups += 1;
        return lookups <= 2
          ? real.accountSummary(by)
          : Promise.reject(new WhmError('timeout', 'WHM did not answer accountsummary within 1 s'));
      };
      const account = await createAccount();
      await t.runJobs();
      expect(await readRow(account.id)).toMatchObject({
        status: 'pending',
        provisionError: expect.stringContaining('it will be checked and retried'),
      });
      delete t.whmOverrides.accountSummary;
      t.whm.switches.reset();
      await t.runJobs(60 * 60_000);
      expect(await readRow(account.id)).toMatchObject({ status: 'active' });
      expect(
        t.whm.requests.filter((r) => r.fn === 'createacct' && r.params.domain?.[0] === account.domain),
      ).toHaveLength(1);
      expect(whmAccountsFor(account.domain)).toHaveLength(1);
    });

    it.runIf(readTestEnv().dbKind === 'postgres')(
      'no transaction is open while createacct hangs (security-test-plan G8)',
      async () => {
        t.whm.switches.hang('createacct');
        const account = await createAccount();
        const running = t.runJobs();
        await vi.waitFor(() =>
          expect(t.whm.requests.some((r) => r.fn === 'createacct' && r.params.domain?.[0] === account.domain)).toBe(
            true,
          ),
        );
        const result = await t.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        );
        expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
        await running;
        expect((await readRow(account.id)).status).toBe('pending');
      },
    );

    it('a domain held on WHM by another account is never handed over: the account stays pending with the reason', async () => {
      const account = await createAccount();
      t.whm.state.addAccount({ user: 'stranger1', domain: account.domain });
      await t.runJobs();
      expect(await readRow(account.id)).toMatchObject({
        status: 'pending',
        provisionError: expect.stringContaining('another account'),
      });
      expect(t.whm.state.account('stranger1')).toBeDefined();
    });

    it('a cPanel username taken on WHM is replaced by a new one', async () => {
      const account = await createAccount();
      // Claim a username first by running against a WHM that refuses, then occupy that name with a stranger.
      t.whm.switches.fail('createacct', 500);
      await t.runJobs();
      const { cpanelUsername } = await readRow(account.id);
      t.whm.state.addAccount({ user: cpanelUsername!, domain: `elsewhere-${account.domain}` });
      t.whm.switches.reset();
      await t.runJobs(60 * 60_000);
      await t.runJobs(60 * 60_000);
      const row = await readRow(account.id);
      expect(row.status).toBe('active');
      expect(row.cpanelUsername).not.toBe(cpanelUsername);
    });
  });

  describe('POST /api/admin/fix-whm-account/:id', () => {
    it('provisions at once, answers the outcome and ends the waiting job', async () => {
      await t.configureWhm();
      t.whm.switches.fail('createacct', 500);
      const account = await createAccount();
      await t.runJobs();
      t.whm.switches.reset();
      const res = await t.post(`/api/admin/fix-whm-account/${account.id}`, {}, t.admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        outcome: 'created',
        account: { id: account.id, status: 'active', provisionError: null },
      });
      expect((await readJob(account.id))[0]).toMatchObject({ status: 'completed', result: { cancelled: true } });
      await t.runJobs(60 * 60_000);
      expect(await readJob(account.id)).toHaveLength(1);
      // Again: nothing to do.
      expect((await t.post(`/api/admin/fix-whm-account/${account.id}`, {}, t.admin.token)).json().outcome).toBe(
        'already_active',
      );
    });

    it('re-links an account that WHM already has', async () => {
      const account = await createAccount();
      t.whm.switches.hangAfter('createacct');
      await t.runJobs();
      t.whm.switches.reset();
      const res = await t.post(`/api/admin/fix-whm-account/${account.id}`, {}, t.admin.token);
      expect(res.statusCode).toBe(200);
      expect(['relinked', 'already_active']).toContain(res.json().outcome);
      expect(whmAccountsFor(account.domain)).toHaveLength(1);
    });

    it('answers 502 with the reason when WHM fails, keeping the account pending', async () => {
      const account = await createAccount();
      t.whm.switches.fail('createacct', 500);
      const res = await t.post(`/api/admin/fix-whm-account/${account.id}`, {}, t.admin.token);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/HTTP 500/);
      expect((await readRow(account.id)).status).toBe('pending');
    });

    it('answers 409 when WHM is not configured, and 404 for an unknown id', async () => {
      const account = await createAccount();
      const saved = await t.database.db.select().from(apiSettings);
      await t.database.db.update(apiSettings).set({ whmApiToken: null });
      const res = await t.post(`/api/admin/fix-whm-account/${account.id}`, {}, t.admin.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HOSTING_MESSAGES.whmNotConfigured);
      await t.database.db.update(apiSettings).set({ whmApiToken: saved[0]!.whmApiToken });
      expect((await t.post('/api/admin/fix-whm-account/999999', {}, t.admin.token)).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/admin/hosting-accounts/:id', () => {
    it('removes the WHM account first, then the row', async () => {
      await t.configureWhm();
      const account = await createAccount();
      await t.runJobs();
      const { cpanelUsername } = await readRow(account.id);
      expect(t.whm.state.account(cpanelUsername!)).toBeDefined();
      const res = await t.del(`/api/admin/hosting-accounts/${account.id}`, t.admin.token);
      expect(res.statusCode).toBe(200);
      expect(t.whm.state.account(cpanelUsername!)).toBeUndefined();
      expect(await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, account.id))).toEqual([]);
    });

    it('keeps the row and answers 502 with the reason when WHM refuses', async () => {
      const account = await createAccount();
      await t.runJobs();
      t.whm.switches.resultZero('removeacct', 'Sorry, the account is locked.');
      const res = await t.del(`/api/admin/hosting-accounts/${account.id}`, t.admin.token);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/account is locked/);
      expect(await readRow(account.id)).toMatchObject({ status: 'active' });
    });

    it('an account never provisioned, or already missing on WHM, is simply deleted', async () => {
      const pending = await createAccount();
      expect((await t.del(`/api/admin/hosting-accounts/${pending.id}`, t.admin.token)).statusCode).toBe(200);
      expect(await readJob(pending.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
      const gone = await createAccount();
      await t.runJobs();
      t.whm.state.accounts.delete((await readRow(gone.id)).cpanelUsername!);
      expect((await t.del(`/api/admin/hosting-accounts/${gone.id}`, t.admin.token)).statusCode).toBe(200);
      expect((await t.del(`/api/admin/hosting-accounts/${gone.id}`, t.admin.token)).statusCode).toBe(404);
    });

    it('removeAllAccountsOfUser removes what it can and names what it could not', async () => {
      const someone = await t.client();
      const first = await createAccount(someone);
      const second = await createAccount(someone);
      await t.runJobs();
      const stuck = (await readRow(second.id)).cpanelUsername!;
      t.whm.switches.resultZero('removeacct', 'Sorry, the account is locked.');
      await expect(t.app.services.hosting.removeAllAccountsOfUser(someone.user.id)).rejects.toMatchObject({
        code: 'UPSTREAM_FAILED',
        message: expect.stringContaining(second.domain),
      });
      t.whm.switches.reset();
      expect(t.whm.state.account(stuck)).toBeDefined();
      await t.app.services.hosting.removeAllAccountsOfUser(someone.user.id);
      expect(
        await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.userId, someone.user.id)),
      ).toEqual([]);
      expect(whmAccountsFor(first.domain)).toEqual([]);
      expect(whmAccountsFor(second.domain)).toEqual([]);
    });

    it('removeAllAccountsOfUser with WHM unset: 409, the provisioned account kept, a never-provisioned one removed', async () => {
      const someone = await t.client();
      const live = await createAccount(someone);
      await t.runJobs();
      const [saved] = await t.database.db.select().from(apiSettings);
      await t.database.db.update(apiSettings).set({ whmApiToken: null });
      const neverProvisioned = await createAccount(someone);
      await expect(t.app.services.hosting.removeAllAccountsOfUser(someone.user.id)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining(live.domain),
      });
      await t.database.db.update(apiSettings).set({ whmApiToken: saved!.whmApiToken });
      const left = await t.database.db
        .select()
        .from(hostingAccounts)
        .where(eq(hostingAccounts.userId, someone.user.id));
      expect(left.map((r) => r.id)).toEqual([live.id]);
      expect(neverProvisioned.id).not.toBe(live.id);
    });
  });
});
