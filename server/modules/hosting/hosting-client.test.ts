import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIMIT_MESSAGE } from '../../../contract/accounts.js';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import { hostingAccounts, hostingPackages, jobs, userGroups, users } from '../../db/schema/index.js';
import { fingerprintOf, nextAddress } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// Free subdomains as visitors and clients use them (000 §5, §7), with WHM unset unless a test sets it.
describe('free hosting: domain search, registration, accounts', () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const check = async (domain: unknown) => {
    const res = await t.post('/api/check-domain-availability', { domain });
    expect(res.statusCode).toBe(200);
    return res.json() as { available: boolean; domain: string; message: string };
  };

  describe('POST /api/check-domain-availability', () => {
    it('normalises the label: trimmed, lowercased, suffix stripped, other characters removed', async () => {
      const label = freshLabel('norm');
      expect(await check(`  ${label.toUpperCase()}.HostFree.test `)).toEqual({
        available: true,
        domain: `${label}.hostfree.test`,
        message: `${label}.hostfree.test is available!`,
      });
      expect((await check(`${label}!_@`)).domain).toBe(`${label}.hostfree.test`);
    });

    it.each([
      ['', HOSTING_MESSAGES.domainRequired],
      ['!!!', HOSTING_MESSAGES.domainRequired],
      ['ab', HOSTING_MESSAGES.tooShort],
      ['a'.repeat(64), HOSTING_MESSAGES.tooLong],
      ['-abc', HOSTING_MESSAGES.hyphenEdge],
      ['abc-', HOSTING_MESSAGES.hyphenEdge],
      ['www', HOSTING_MESSAGES.reserved],
      ['cpanel', HOSTING_MESSAGES.reserved],
      ['ns1', HOSTING_MESSAGES.reserved],
      ['xn--80ak6aa92e', HOSTING_MESSAGES.reserved],
    ])('refuses %j with its reason', async (input, message) => {
      const answer = await check(input);
      expect(answer.available).toBe(false);
      expect(answer.message).toBe(message);
    });

    it('accepts exactly 3 and 63 characters', async () => {
      expect((await check('abc')).available).toBe(true);
      expect((await check('b'.repeat(63))).available).toBe(true);
    });

    it('a malformed body answers 400 and nothing else', async () => {
      expect((await t.post('/api/check-domain-availability', {})).statusCode).toBe(400);
      expect((await t.post('/api/check-domain-availability', { domain: 42 })).statusCode).toBe(400);
    });

    it('a name taken here, or on WHM, is not available', async () => {
      const me = await t.client();
      const label = freshLabel('taken');
      expect((await t.post('/api/hosting-accounts', { subdomain: label }, me.token)).statusCode).toBe(201);
      expect(await check(label)).toMatchObject({ available: false, message: HOSTING_MESSAGES.taken });
      // The dashboard shows a refusal's reason as it comes: in the requester's language.
      const inSpanish = await t.app.inject({
        method: 'POST',
        url: '/api/check-domain-availability',
        payload: { domain: label },
        headers: { 'accept-language': 'es' },
      });
      expect(inSpanish.json()).toMatchObject({
        available: false,
        message: 'Este subdominio ya está en uso. Elige otro.',
      });

      const onWhm = freshLabel('onwhm');
      t.whm.state.addAccount({ user: 'someone1', domain: `${onWhm}.hostfree.test` });
      expect((await check(onWhm)).available).toBe(true); // WHM unset: our rows decide
      await t.configureWhm();
      expect(await check(onWhm)).toMatchObject({ available: false, message: HOSTING_MESSAGES.taken });
      // WHM down: answered from our rows, after the short time-out.
      t.whm.switches.fail('listaccts');
      expect((await check(freshLabel('down'))).available).toBe(true);
      t.whm.switches.reset();
    });

    it('is rate-limited per address', async () => {
      const remoteAddress = nextAddress();
      let last = 0;
      for (let i = 0; i < 121; i++) {
        last = (
          await t.app.inject({
            method: 'POST',
            url: '/api/check-domain-availability',
            payload: { domain: 'abcd' },
            remoteAddress,
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    });
  });

  describe('POST /api/hosting-accounts and GET /api/hosting-accounts', () => {
    it('creates a pending account on the free package with its provisioning job, and lists it for its owner only', async () => {
      const me = await t.client();
      const other = await t.client();
      const label = freshLabel('mine');
      const res = await t.post(
        '/api/hosting-accounts',
        { subdomain: `${label}.hostfree.test`, packageId: 1 },
        me.token,
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        domain: `${label}.hostfree.test`,
        account: {
          domain: `${label}.hostfree.test`,
          subdomain: label,
          status: 'pending',
          packageId: 1,
          diskLimit: 5120,
          bandwidthLimit: 10240,
          diskUsage: 0,
          cpanelUsername: null,
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/cpanelPassword|provisionError/);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `hosting.provision:${body.account.id}`));
      expect(job).toMatchObject({ kind: 'hosting.provision', status: 'queued' });

      const mine = (await t.get('/api/hosting-accounts', me.token)).json();
      expect(mine.map((a: { domain: string }) => a.domain)).toEqual([`${label}.hostfree.test`]);
      expect((await t.get('/api/hosting-accounts', other.token)).json()).toEqual([]);
      expect((await t.get('/api/hosting-accounts')).statusCode).toBe(401);
    });

    it('refuses a paid package (400) and an unknown one (400), creating nothing', async () => {
      const me = await t.client();
      const [paid] = await t.database.db
        .insert(hostingPackages)
        .values({
          name: `paid-${freshLabel()}`,
          displayName: 'Paid',
          price: 395,
          planType: 'starter',
          whmPackageName: 'starter',
        })
        .returning();
      const paidRes = await t.post(
        '/api/hosting-accounts',
        { subdomain: freshLabel('paid'), packageId: paid!.id },
        me.token,
      );
      expect(paidRes.statusCode).toBe(400);
      expect(paidRes.json().message).toBe(HOSTING_MESSAGES.freePackageOnly);
      const unknown = await t.post(
        '/api/hosting-accounts',
        { subdomain: freshLabel('unknown'), packageId: 999_999 },
        me.token,
      );
      expect(unknown.statusCode).toBe(400);
      expect((await t.get('/api/hosting-accounts', me.token)).json()).toEqual([]);
    });

    it('refuses a bad label (400) and a taken one (409)', async () => {
      const me = await t.client();
      const short = await t.post('/api/hosting-accounts', { subdomain: 'ab' }, me.token);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(HOSTING_MESSAGES.tooShort);
      const label = freshLabel('twice');
      expect((await t.post('/api/hosting-accounts', { subdomain: label }, me.token)).statusCode).toBe(201);
      const again = await t.post('/api/hosting-accounts', { subdomain: label }, (await t.client()).token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(HOSTING_MESSAGES.taken);
    });

    it('enforces the group quota (403) and can-create-hosting-account agrees', async () => {
      const me = await t.client();
      for (let i = 0; i < 2; i++)
        expect((await t.post('/api/hosting-accounts', { subdomain: freshLabel('quota') }, me.token)).statusCode).toBe(
          201,
        );
      const third = await t.post('/api/hosting-accounts', { subdomain: freshLabel('quota') }, me.token);
      expect(third.statusCode).toBe(403);
      expect(third.json().message).toBe(HOSTING_MESSAGES.quotaExceeded);
      expect((await t.get('/api/user/can-create-hosting-account', me.token)).json()).toEqual({
        canCreate: false,
        currentAccounts: 2,
        maxAccounts: 2,
      });
    });

    it('sites on a paid package are not free sites: they neither use the quota nor hide "add another"', async () => {
      const me = await t.client();
      expect((await t.post('/api/hosting-accounts', { subdomain: freshLabel('free') }, me.token)).statusCode).toBe(201);
      // What paid hosting writes for a Starter purchase: an ordinary hosting row on the paid package.
      const [starter] = await t.database.db
        .insert(hostingPackages)
        .values({
          name: `starter-${freshLabel()}`,
          displayName: 'Starter',
          planType: 'starter',
          price: 499,
          isFree: false,
        })
        .returning();
      for (const paid of [freshLabel('paid'), freshLabel('paid')]) {
        await t.database.db.insert(hostingAccounts).values({
          userId: me.user.id,
          packageId: starter!.id,
          domain: `${paid}.hostfree.test`,
          subdomain: paid,
          status: 'active',
        });
      }
      expect((await t.get('/api/user/can-create-hosting-account', me.token)).json()).toEqual({
        canCreate: true,
        currentAccounts: 1,
        maxAccounts: 2,
      });
      expect((await t.get('/api/user/group-limits', me.token)).json()).toMatchObject({ currentHostingAccounts: 1 });
      expect((await t.post('/api/hosting-accounts', { subdomain: freshLabel('free') }, me.token)).statusCode).toBe(201);
      expect((await t.post('/api/hosting-accounts', { subdomain: freshLabel('free') }, me.token)).statusCode).toBe(403);
      expect((await t.get('/api/hosting-accounts', me.token)).json()).toHaveLength(4);
    });

    it('a user without a group gets the Free group quota', async () => {
      const me = await t.client();
      await t.database.db.update(users).set({ userGroupId: null }).where(eq(users.id, me.user.id));
      for (let i = 0; i < 2; i++)
        expect((await t.post('/api/hosting-accounts', { subdomain: freshLabel('nogroup') }, me.token)).statusCode).toBe(
          201,
        );
      expect((await t.post('/api/hosting-accounts', { subdomain: freshLabel('nogroup') }, me.token)).statusCode).toBe(
        403,
      );
    });

    it('parallel creates at the quota: exactly the allowed number succeed', async () => {
      const me = await t.client();
      const [group] = await t.database.db
        .insert(userGroups)
        .values({ name: `race-${freshLabel()}`, displayName: 'Race', maxHostingAccounts: 3 })
        .returning();
      await t.database.db.update(users).set({ userGroupId: group!.id }).where(eq(users.id, me.user.id));
      const results = await Promise.all(
        Array.from({ length: 8 }, () => t.post('/api/hosting-accounts', { subdomain: freshLabel('race') }, me.token)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
      const rows = await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.userId, me.user.id));
      expect(rows).toHaveLength(3);
    });

    it('parallel creates of one name: exactly one succeeds', async () => {
      const label = freshLabel('samename');
      const people = await Promise.all([t.client(), t.client(), t.client()]);
      const results = await Promise.all(
        people.map((p) => t.post('/api/hosting-accounts', { subdomain: label }, p.token)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('unknown fields are refused (strict body)', async () => {
      const me = await t.client();
      const res = await t.post('/api/hosting-accounts', { subdomain: freshLabel('strict'), userId: 1 }, me.token);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/register-domain', () => {
    const device = (seed: string) => ({
      fingerprintHash: fingerprintOf(seed),
      macAddress: null,
      userAgent: 'Mozilla/5.0 test',
      screenResolution: '1280x800x24',
      timezone: 'Europe/Paris',
      language: 'fr-FR',
      platformInfo: '{"platform":"Linux"}',
    });

    it('creates an anonymous account without e-mail, signed in, with its pending hosting account', async () => {
      const label = freshLabel('anon');
      const res = await t.post('/api/register-domain', { subdomain: label, packageId: 1, ...device('reg-1') });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        token: expect.any(String),
        user: { isAnonymous: true, email: null, role: 'client', displayPassword: body.plaintextCredentials.password },
        plaintextCredentials: {
          username: body.user.username,
          password: expect.any(String),
          recoveryPhrase: expect.stringMatching(/^(\w+ ){11}\w+$/),
        },
        credentials: { password: body.plaintextCredentials.password },
        account: { domain: `${label}.hostfree.test`, status: 'pending' },
        domain: `${label}.hostfree.test`,
      });
      const mine = (await t.get('/api/hosting-accounts', body.token)).json();
      expect(mine).toHaveLength(1);
      const login = await t.post('/api/auth/login', {
        username: body.plaintextCredentials.username,
        password: body.plaintextCredentials.password,
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a paid package and a taken name without creating a user', async () => {
      const before = (await t.database.db.select().from(users)).length;
      const [paid] = await t.database.db
        .insert(hostingPackages)
        .values({ name: `paid2-${freshLabel()}`, displayName: 'Paid', price: 895, planType: 'premium' })
        .returning();
      expect(
        (await t.post('/api/register-domain', { subdomain: freshLabel('paidreg'), packageId: paid!.id })).statusCode,
      ).toBe(400);
      const me = await t.client();
      const label = freshLabel('regtaken');
      await t.post('/api/hosting-accounts', { subdomain: label }, me.token);
      expect((await t.post('/api/register-domain', { subdomain: label })).statusCode).toBe(409);
      expect((await t.post('/api/register-domain', { subdomain: 'w' })).statusCode).toBe(400);
      expect((await t.database.db.select().from(users)).length).toBe(before + 1); // only t.client()
    });

    it('applies the device limit: the third registration from one device is refused and leaves nothing behind', async () => {
      const seed = `limit-${freshLabel()}`;
      expect((await t.post('/api/register-domain', { subdomain: freshLabel('dev'), ...device(seed) })).statusCode).toBe(
        201,
      );
      expect((await t.post('/api/register-domain', { subdomain: freshLabel('dev'), ...device(seed) })).statusCode).toBe(
        201,
      );
      const label = freshLabel('dev');
      const third = await t.post('/api/register-domain', { subdomain: label, ...device(seed) });
      expect(third.statusCode).toBe(403);
      expect(third.json()).toMatchObject({ message: DEVICE_LIMIT_MESSAGE, deviceLimitReached: true });
      expect(
        await t.database.db
          .select()
          .from(hostingAccounts)
          .where(eq(hostingAccounts.domain, `${label}.hostfree.test`)),
      ).toEqual([]);
      expect((await check(label)).available).toBe(true);
    });

    it('parallel registrations from one device at the limit: exactly the allowed number succeed', async () => {
      const seed = `race-${freshLabel()}`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.post('/api/register-domain', { subdomain: freshLabel('devrace'), ...device(seed) }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 403, 403, 403]);
    });

    it('shares the per-address registration limit', async () => {
      const remoteAddress = nextAddress();
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/register-domain',
              remoteAddress,
              payload: { subdomain: freshLabel('addr') },
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });
});
