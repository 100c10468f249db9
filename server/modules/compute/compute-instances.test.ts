// My instances, actions, console, admin list and provision, remote instances, every route and role
// (001 §2, §4, §7).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { auditEvents, jobs } from '../../db/schema/index.js';
import { installTag } from './names.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

const launch = { plan: 'vc2-1c-1gb', region: 'ewr', osId: 2284 };

describe('compute instances', () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
    await t.linkVultr();
    await t.linkAzure();
    await t.setProvider('vultr');
    t.vultr.readsToActive = 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('my list is newest first and only mine; actions, console and terminate on a foreign id answer 404', async () => {
    const alice = await t.client();
    const bob = await t.client();
    const first = (await t.post('/api/compute/provision', { ...launch, label: 'one' }, alice.token)).json();
    await t.del(`/api/compute/${first.id}`, alice.token);
    t.clock.advance(1000);
    const second = (await t.post('/api/compute/provision', { ...launch, label: 'two' }, alice.token)).json();
    const bobs = (await t.post('/api/compute/provision', launch, bob.token)).json();
    const mine = (await t.get('/api/compute/my', alice.token)).json();
    expect(mine.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    for (const [method, url] of [
      ['POST', 'start'],
      ['POST', 'restart'],
      ['GET', 'vnc'],
      ['DELETE', ''],
    ] as const) {
      const path = url ? `/api/compute/${bobs.id}/${url}` : `/api/compute/${bobs.id}`;
      const res = await t.app.inject({ method, url: path, headers: { authorization: `Bearer ${alice.token}` } });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toBe(COMPUTE_MESSAGES.instanceNotFound);
    }
    expect(t.vultr.instances.has(bobs.instanceId)).toBe(true);
    expect((await t.post('/api/compute/999999/start', {}, alice.token)).statusCode).toBe(404);
  });

  it('start, restart, console for the owner and an admin; terminate ends it and disables start and restart', async () => {
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    // Start is for a stopped machine, so it is stopped first (compute-stop.test.ts has the rules).
    expect((await t.post(`/api/compute/${box.id}/stop`, {}, owner.token)).json().instance.status).toBe('stopped');
    const start = await t.post(`/api/compute/${box.id}/start`, {}, owner.token);
    expect(start.statusCode).toBe(200);
    expect(start.json().instance.status).toBe('running');
    expect((await t.post(`/api/compute/${box.id}/restart`, {}, owner.token)).statusCode).toBe(200);
    expect(t.vultr.requests.filter((r) => r.path === `/v2/instances/${box.instanceId}/reboot`)).toHaveLength(1);

    const vnc = await t.get(`/api/compute/${box.id}/vnc`, owner.token);
    expect(vnc.statusCode).toBe(200);
    expect(vnc.json().vnc.url).toBe(t.vultr.instances.get(box.instanceId)!.kvm);
    expect(vnc.json().vnc.password).toBe(box.adminPassword);
    expect((await t.get(`/api/compute/${box.id}/vnc`, t.admin.token)).statusCode).toBe(200);

    const end = await t.del(`/api/compute/${box.id}`, owner.token);
    expect(end.statusCode).toBe(200);
    expect(end.json().instance.status).toBe('terminated');
    expect(t.vultr.instances.has(box.instanceId)).toBe(false);
    for (const action of ['start', 'restart']) {
      const res = await t.post(`/api/compute/${box.id}/${action}`, {}, owner.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(COMPUTE_MESSAGES.instanceEnded);
    }
    expect((await t.del(`/api/compute/${box.id}`, owner.token)).statusCode).toBe(409);
  });

  it('the console: unavailable while Vultr has no link, Vultr only, provider down is a 502', async () => {
    const owner = await t.client();
    t.vultr.readsToActive = 100;
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    const early = await t.get(`/api/compute/${box.id}/vnc`, owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(COMPUTE_MESSAGES.consoleUnavailable);
    t.vultr.readsToActive = 0;
    t.vultr.activateAll();
    t.vultr.switches.fail('getInstance', 503);
    const down = await t.get(`/api/compute/${box.id}/vnc`, owner.token);
    t.vultr.switches.reset();
    expect(down.statusCode).toBe(502);
    // Restart, not Start: the machine is running (read back first), and Start is for a stopped one.
    await t.app.services.compute.lifecycle.sync(false);
    t.vultr.switches.fail('rebootInstance', 500);
    const failedStart = await t.post(`/api/compute/${box.id}/restart`, {}, owner.token);
    t.vultr.switches.reset();
    expect(failedStart.statusCode).toBe(502);
    await t.del(`/api/compute/${box.id}`, owner.token);

    await t.setProvider('azure');
    const trial = (await t.post('/api/compute/provision', { os: 'ubuntu-24-04' }, owner.token)).json();
    await t.setProvider('vultr');
    await t.runJobs();
    const azureConsole = await t.get(`/api/compute/${trial.id}/vnc`, owner.token);
    expect(azureConsole.statusCode).toBe(400);
    expect(azureConsole.json().message).toBe(COMPUTE_MESSAGES.consoleNotOffered('Azure'));
    await t.del(`/api/compute/${trial.id}`, owner.token);
  });

  it('terminate while Vultr is down: the row shows deleting and a job finishes the delete later', async () => {
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    t.vultr.switches.fail('deleteInstance', 503);
    const res = await t.del(`/api/compute/${box.id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().instance.status).toBe('deleting');
    expect(t.vultr.instances.has(box.instanceId)).toBe(true);
    t.vultr.switches.reset();
    await t.runJobs(60_000);
    expect((await t.get('/api/compute/my', owner.token)).json()[0].status).toBe('terminated');
    expect(t.vultr.instances.has(box.instanceId)).toBe(false);
  });

  it('remote Vultr instances: listed as Remote for admins (list and my list), invisible and untouchable for clients', async () => {
    const outside = t.vultr.addOutsideInstance({ label: 'portal-made' });
    const list = await t.get('/api/admin/compute/instances?provider=vultr', t.admin.token);
    expect(list.statusCode).toBe(200);
    const remote = list
      .json()
      .instances.find((i: { providerInstanceId: string }) => i.providerInstanceId === outside.id);
    expect(remote).toMatchObject({
      source: 'remote',
      owner: null,
      cloudProvider: 'vultr',
      instanceName: 'portal-made',
    });
    // Listing again does not add it twice.
    const again = (await t.get('/api/admin/compute/instances', t.admin.token)).json();
    expect(
      again.instances.filter((i: { providerInstanceId: string }) => i.providerInstanceId === outside.id),
    ).toHaveLength(1);
    expect(
      (await t.get('/api/compute/my', t.admin.token))
        .json()
        .some((i: { id: number; source: string }) => i.id === remote.id && i.source === 'remote'),
    ).toBe(true);

    const client = await t.client();
    expect((await t.get('/api/compute/my', client.token)).json().some((i: { id: number }) => i.id === remote.id)).toBe(
      false,
    );
    expect((await t.post(`/api/compute/${remote.id}/restart`, {}, client.token)).statusCode).toBe(404);
    expect((await t.post(`/api/compute/${remote.id}/restart`, {}, t.admin.token)).statusCode).toBe(200);
    expect((await t.get(`/api/compute/${remote.id}/vnc`, t.admin.token)).statusCode).toBe(200);
    expect((await t.del(`/api/compute/${remote.id}`, t.admin.token)).json().instance.status).toBe('terminated');
    expect(t.vultr.instances.has(outside.id)).toBe(false);

    const azureOnly = (await t.get('/api/admin/compute/instances?provider=azure', t.admin.token)).json();
    expect(azureOnly.instances.every((i: { cloudProvider: string }) => i.cloudProvider === 'azure')).toBe(true);
    t.vultr.switches.fail('listInstances', 503);
    const degraded = await t.get('/api/admin/compute/instances', t.admin.token);
    t.vultr.switches.reset();
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json().remoteError).toBe(COMPUTE_MESSAGES.providerUnavailable);
  });

  it('admin provisions for a chosen user with every field; missing fields and unknown ids are refused', async () => {
    const user = await t.client();
    const accountId = (await t.get('/api/admin/vultr/accounts', t.admin.token)).json()[0].id;
    const body = {
      userId: user.user.id,
      accountId,
      plan: 'vc2-1c-2gb',
      region: 'fra',
      osId: 2136,
      label: 'for-user',
      hostname: 'for-user',
      tag: 'vip',
      enableIpv6: true,
      backups: 'scheduled',
    };
    const res = await t.post('/api/admin/compute/vultr/provision', body, t.admin.token);
    expect(res.statusCode).toBe(201);
    const created = t.vultr.instances.get(res.json().instanceId)!;
    expect(created).toMatchObject({
      hostname: 'for-user',
      enable_ipv6: true,
      backups: 'enabled',
      region: 'fra',
      plan: 'vc2-1c-2gb',
      os_id: 2136,
    });
    expect(created.tags).toEqual([installTag('hostfree.test'), `hostfree-row:${res.json().id}`, 'vip']);
    expect((await t.get('/api/compute/my', user.token)).json()[0].id).toBe(res.json().id);
    const admins = (await t.get('/api/admin/compute/instances', t.admin.token)).json().instances;
    expect(admins.find((i: { id: number }) => i.id === res.json().id).owner).toEqual({
      id: user.user.id,
      email: user.email,
      username: user.user.username,
    });

    expect(
      (await t.post('/api/admin/compute/vultr/provision', { ...body, osId: '2136' }, t.admin.token)).statusCode,
    ).toBe(400);
    const missing = await t.post('/api/admin/compute/vultr/provision', { ...body, plan: undefined }, t.admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMPUTE_MESSAGES.adminProvisionRequired);
    expect(
      (await t.post('/api/admin/compute/vultr/provision', { ...body, userId: 999999 }, t.admin.token)).json().message,
    ).toBe(COMPUTE_MESSAGES.userNotFound);
    expect(
      (await t.post('/api/admin/compute/vultr/provision', { ...body, accountId: 999999 }, t.admin.token)).json()
        .message,
    ).toBe(COMPUTE_MESSAGES.accountNotFound);
  });

  it("an admin's launch for a user and termination of a user's machine are in the audit trail; an owner's own are not", async () => {
    const user = await t.client();
    const accountId = (await t.get('/api/admin/vultr/accounts', t.admin.token)).json()[0].id;
    const launched = await t.post(
      '/api/admin/compute/vultr/provision',
      { userId: user.user.id, accountId, ...launch, label: 'audited' },
      t.admin.token,
    );
    expect(launched.statusCode).toBe(201);
    const id = launched.json().id as number;
    expect((await t.del(`/api/compute/${id}`, t.admin.token)).statusCode).toBe(200);
    const own = (await t.post('/api/compute/provision', { ...launch, label: 'mine' }, user.token)).json();
    expect((await t.del(`/api/compute/${own.id}`, user.token)).statusCode).toBe(200);

    const trail = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'compute.changed')))
      .filter((e) => e.targetType === 'vps_instance' && (e.targetId === String(id) || e.targetId === String(own.id)))
      .sort((a, b) => a.id - b.id);
    expect(
      trail.map((e) => ({
        actorId: e.actorId,
        subjectUserId: e.subjectUserId,
        targetId: e.targetId,
        change: e.details.change,
      })),
    ).toEqual([
      {
        actorId: t.admin.user.id,
        subjectUserId: user.user.id,
        targetId: String(id),
        change: 'instance_launched_for_user',
      },
      {
        actorId: t.admin.user.id,
        subjectUserId: user.user.id,
        targetId: String(id),
        change: 'instance_terminated_by_admin',
      },
    ]);
    expect(trail[0]!.details).toMatchObject({ plan: launch.plan, region: launch.region, accountId });
  });

  it('status sync: an instance deleted outside HostFree becomes terminated', async () => {
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    t.vultr.instances.delete(box.instanceId);
    await t.app.services.compute.lifecycle.sync(true);
    expect((await t.get('/api/compute/my', owner.token)).json()[0].status).toBe('terminated');
  });

  it('status sync during an outage changes nothing: down or slow is not "deleted"', async () => {
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    await t.app.services.compute.lifecycle.sync(true);
    for (const fault of ['fail', 'hang', 'garbage'] as const) {
      if (fault === 'fail') t.vultr.switches.fail(undefined, 503);
      else t.vultr.switches[fault]();
      const result = await t.app.services.compute.lifecycle.sync(true);
      t.vultr.switches.reset();
      expect(result.errors.length).toBeGreaterThan(0);
      expect((await t.get('/api/compute/my', owner.token)).json()[0]).toMatchObject({ id: box.id, status: 'running' });
    }
    expect(t.vultr.instances.has(box.instanceId)).toBe(true);
  });

  it('sync jobs run one at a time and do not pile up in the jobs table', async () => {
    const { lifecycle } = t.app.services.compute;
    await lifecycle.requestSync();
    await lifecycle.requestSync();
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'compute.sync'), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
    await t.runJobs();
    t.clock.advance(2 * 3_600_000);
    await lifecycle.requestSync();
    await t.runJobs();
    const done = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'compute.sync'));
    expect(done).toHaveLength(1);
  });

  it('the sweeper deletes Vultr instances and Azure groups tagged as ours that have no live row, and nothing else', async () => {
    const orphan = t.vultr.addOutsideInstance({ tags: [installTag('hostfree.test'), 'hostfree-row:987654'] });
    const foreignInstall = t.vultr.addOutsideInstance({
      tags: [installTag('staging.hostfree.test'), 'hostfree-row:987654'],
    });
    t.azure.addGroup('hostfree-trial-987654', {
      platform: 'hostfree',
      install: 'hostfree.test',
      instanceRow: '987654',
    });
    t.azure.addGroup('someone-elses', { platform: 'other' });
    const result = await t.app.services.compute.lifecycle.sync(true);
    expect(result.swept).toBe(2);
    expect(t.vultr.instances.has(orphan.id)).toBe(false);
    expect(t.vultr.instances.has(foreignInstall.id)).toBe(true);
    expect(t.azure.groups.has('hostfree-trial-987654')).toBe(false);
    expect(t.azure.groups.has('someone-elses')).toBe(true);
  });

  it('every compute route refuses the signed-out (401) and admin routes refuse clients (403)', async () => {
    const client = await t.client();
    const adminRoutes: [string, string][] = [
      ['GET', '/api/admin/vultr/accounts'],
      ['POST', '/api/admin/vultr/accounts'],
      ['PUT', '/api/admin/vultr/accounts/1'],
      ['DELETE', '/api/admin/vultr/accounts/1'],
      ['POST', '/api/admin/vultr/accounts/test'],
      ['GET', '/api/admin/vultr/meta'],
      ['GET', '/api/admin/azure/accounts'],
      ['POST', '/api/admin/azure/accounts'],
      ['PUT', '/api/admin/azure/accounts/1'],
      ['DELETE', '/api/admin/azure/accounts/1'],
      ['POST', '/api/admin/azure/accounts/1/default'],
      ['POST', '/api/admin/azure/accounts/test'],
      ['GET', '/api/admin/compute/default-provider'],
      ['POST', '/api/admin/compute/default-provider'],
      ['GET', '/api/admin/compute/instances'],
      ['POST', '/api/admin/compute/vultr/provision'],
    ];
    const userRoutes: [string, string][] = [
      ['GET', '/api/compute/meta'],
      ['GET', '/api/compute/my'],
      ['POST', '/api/compute/provision'],
      ['POST', '/api/compute/1/start'],
      ['POST', '/api/compute/1/restart'],
      ['DELETE', '/api/compute/1'],
      ['GET', '/api/compute/1/vnc'],
    ];
    for (const [method, url] of [...adminRoutes, ...userRoutes]) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url] of adminRoutes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${client.token}` },
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('the console link and passwords never reach the log', async () => {
    const calls: unknown[] = [];
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(t.app.log, level).mockImplementation((...args: unknown[]) => {
        calls.push(args);
      }),
    );
    try {
      const owner = await t.client();
      const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
      const vnc = (await t.get(`/api/compute/${box.id}/vnc`, owner.token)).json();
      t.vultr.switches.fail('getInstance', 503);
      await t.get(`/api/compute/${box.id}/vnc`, owner.token);
      t.vultr.switches.reset();
      await t.del(`/api/compute/${box.id}`, owner.token);
      const logged = JSON.stringify(calls);
      expect(calls.length).toBeGreaterThan(0);
      expect(logged).toContain('compute-console');
      expect(logged).not.toContain(vnc.vnc.url);
      expect(logged).not.toContain(box.adminPassword);
      expect(logged).not.toContain(t.vultr.apiKey);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("never answers a stored key, secret or someone else's password", async () => {
    const client = await t.client();
    const bodies = [
      (await t.get('/api/admin/vultr/accounts', t.admin.token)).body,
      (await t.get('/api/admin/azure/accounts', t.admin.token)).body,
      (await t.get('/api/admin/compute/instances', t.admin.token)).body,
      (await t.get('/api/compute/my', client.token)).body,
      (await t.get('/api/compute/meta', client.token)).body,
    ].join('\n');
    expect(bodies).not.toContain(t.vultr.apiKey);
    expect(bodies).not.toContain(t.azure.principal.clientSecret);
    for (const instance of t.vultr.instances.values()) expect(bodies).not.toContain(instance.default_password);
  });
});
