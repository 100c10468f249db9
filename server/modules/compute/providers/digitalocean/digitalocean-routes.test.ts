// DigitalOcean through HostFree's HTTP API against the sandbox DigitalOcean: accounts with a write-only token, the
// token test, the catalogue, the default provider, and an admin's launch of a Droplet for a user, who sees it
// running and can stop, start and end it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGITALOCEAN_MESSAGES } from './contract.js';
import { startFakeDigitalOcean, type FakeDigitalOcean } from '../../../../../sandbox/digitalocean.js';
import { cloudAccounts } from '../../../../db/schema/index.js';
import { createDigitalOceanHttpClient } from '../../../../integrations/digitalocean/http-client.js';
import {
  bearer,
  createClock,
  nextAddress,
  registerAdmin,
  registerUser,
  type SignedInUser,
} from '../../../../test/accounts.js';
import { createTestApp, type TestContext } from '../../../../test/harness.js';

let fake: FakeDigitalOcean;
let t: TestContext;
let admin: SignedInUser;
const clock = createClock();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  fake = await startFakeDigitalOcean();
  t = await createTestApp(
    {},
    {
      now: clock.now,
      digitaloceanClientFactory: (token) =>
        createDigitalOceanHttpClient({ baseUrl: fake.apiUrl, token, timeoutMs: 800, retryPauseMs: 0 }),
    },
  );
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('DigitalOcean through the compute API', () => {
  let accountId = 0;

  it('links an account: the token is required, tested, sealed and never answered; the first becomes the default', async () => {
    const missing = await call('POST', '/api/admin/compute/providers/digitalocean/accounts', admin.token, {
      name: 'No token',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(DIGITALOCEAN_MESSAGES.tokenRequired);
    const bad = await call('POST', '/api/admin/compute/providers/digitalocean/accounts/test', admin.token, {
      token: 'dop_v1_wrong',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DIGITALOCEAN_MESSAGES.verifyFailed);
    const ok = await call('POST', '/api/admin/compute/providers/digitalocean/accounts/test', admin.token, {
      token: fake.token,
    });
    expect(ok.json()).toMatchObject({
      ok: true,
      message: 'Token verified',
      account: { email: 'owner@digitalocean.sandbox.test', status: 'active', team: 'Sandbox Team' },
    });
    fake.switches.fail('account', 503);
    expect(
      (
        await call('POST', '/api/admin/compute/providers/digitalocean/accounts/test', admin.token, {
          token: fake.token,
        })
      ).statusCode,
    ).toBe(502);
    fake.switches.reset();

    const created = await call('POST', '/api/admin/compute/providers/digitalocean/accounts', admin.token, {
      name: 'Main DO',
      token: fake.token,
      allowedRegions: 'fra1, ams3',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(fake.token);
    expect(created.json()).toMatchObject({
      name: 'Main DO',
      hasToken: true,
      tokenLast4: fake.token.slice(-4),
      isDefault: true,
      allowedRegions: ['fra1', 'ams3'],
    });
    accountId = created.json().id;
    const stored = (await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, accountId)))[0]!;
    expect(stored.provider).toBe('digitalocean');
    expect(JSON.stringify(stored)).not.toContain(fake.token);
    const kept = await call('PUT', `/api/admin/compute/providers/digitalocean/accounts/${accountId}`, admin.token, {
      name: 'Main DigitalOcean',
      token: '',
    });
    expect(kept.json()).toMatchObject({ name: 'Main DigitalOcean', hasToken: true });
    expect(
      (await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, accountId)))[0]!.secrets.token,
    ).toBe(stored.secrets.token);
    expect(
      (await call('POST', '/api/admin/compute/providers/digitalocean/accounts/test', admin.token, { accountId }))
        .statusCode,
    ).toBe(200);
  });

  it('serves the catalogue of the allowed regions and becomes the default provider', async () => {
    const meta = (await call('GET', `/api/admin/digitalocean/meta?accountId=${accountId}`, admin.token)).json();
    expect(meta.provider).toBe('digitalocean');
    expect(meta.regions.map((r: { id: string }) => r.id).sort()).toEqual(['ams3', 'fra1']);
    expect(meta.plans.find((p: { id: string }) => p.id === 's-1vcpu-1gb')).toMatchObject({
      vcpus: 1,
      ram: 1024,
      monthly_cost: 6,
    });
    expect(
      meta.operatingSystems.some(
        (o: { id: number; name: string }) => o.id === 185121098 && o.name === 'Ubuntu 24.04 (LTS) x64',
      ),
    ).toBe(true);
    const set = await call('POST', '/api/admin/compute/default-provider', admin.token, { provider: 'digitalocean' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      provider: 'digitalocean',
      account: { id: accountId },
      accountIds: { digitalocean: accountId },
    });
    const user = await registerUser(t.app);
    const clientMeta = (await call('GET', '/api/compute/meta', user.token)).json();
    expect(clientMeta.provider).toBe('digitalocean');
  });

  it('an admin launches a Droplet for a user, who sees it running with its address and password and can restart and end it', async () => {
    const user = await registerUser(t.app);
    const res = await call('POST', '/api/admin/compute/digitalocean/provision', admin.token, {
      userId: user.user.id,
      accountId,
      plan: 's-1vcpu-1gb',
      region: 'fra1',
      osId: 185121098,
      label: 'for-user',
      tag: 'vip',
    });
    expect(res.statusCode, res.body).toBe(201);
    const launched = res.json();
    expect(launched).toMatchObject({ provider: 'digitalocean', adminUsername: 'root', region: 'fra1' });
    expect(launched.adminPassword).toMatch(/^.{20}$/);
    const droplet = fake.droplets.get(Number(launched.instanceId))!;
    expect(droplet).toMatchObject({ region: 'fra1', size: 's-1vcpu-1gb', imageId: 185121098 });
    expect(droplet.tags).toEqual(['hostfree:hostfree_test', `hostfree-row:${launched.id}`, 'vip']);
    expect(droplet.userData).toContain(JSON.stringify(launched.adminPassword));
    fake.settleAll();
    let mine: { id: number; status: string; ipv4Address: string | null; cloudProvider: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      await t.app.services.jobs.runDue();
      mine = (await call('GET', '/api/compute/my', user.token)).json();
      if (mine[0]?.status === 'running') break;
      clock.advance(60_000);
    }
    expect(mine[0]).toMatchObject({
      id: launched.id,
      cloudProvider: 'digitalocean',
      status: 'running',
      ipv4Address: droplet.publicIpv4,
    });
    const admins = (await call('GET', '/api/admin/compute/instances?provider=digitalocean', admin.token)).json();
    expect(admins.instances.map((i: { id: number }) => i.id)).toContain(launched.id);
    const restarted = await call('POST', `/api/compute/${launched.id}/restart`, user.token);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(fake.requests.some((r) => r.key === 'dropletAction' && (r.body as { type: string }).type === 'reboot')).toBe(
      true,
    );
    expect((await call('DELETE', `/api/compute/${launched.id}`, user.token)).statusCode).toBe(200);
  });
});
