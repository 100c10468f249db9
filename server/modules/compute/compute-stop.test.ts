// Stop, end to end, and actions that follow the machine's state (contract/instance-actions.ts):
// Start only when stopped, Stop and Restart only when running, nothing while it changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { INSTANCE_ACTION_MESSAGES } from '../../../contract/instance-actions.js';
import { vpsInstances } from '../../db/schema/index.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

const launch = { plan: 'vc2-1c-1gb', region: 'ewr', osId: 2284 };

describe('stopping a machine and actions that match its state', () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
    await t.linkVultr();
    await t.linkAzure();
    t.vultr.readsToActive = 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('Vultr: Stop halts a running instance; Start then works and Stop/Restart are refused while it is stopped', async () => {
    await t.setProvider('vultr');
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    expect(box.instance.status).toBe('running');

    const startRunning = await t.post(`/api/compute/${box.id}/start`, {}, owner.token);
    expect(startRunning.statusCode).toBe(409);
    expect(startRunning.json().message).toBe(INSTANCE_ACTION_MESSAGES.startNeedsStopped);

    const stop = await t.post(`/api/compute/${box.id}/stop`, {}, owner.token);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({
      message: COMPUTE_MESSAGES.actionStarted('Stop'),
      instance: { status: 'stopped' },
    });
    expect(
      t.vultr.requests.filter((r) => r.method === 'POST' && r.path === `/v2/instances/${box.instanceId}/halt`),
    ).toHaveLength(1);
    expect(t.vultr.instances.get(box.instanceId)!.power_status).toBe('stopped');

    expect((await t.post(`/api/compute/${box.id}/stop`, {}, owner.token)).json().message).toBe(
      INSTANCE_ACTION_MESSAGES.stopNeedsRunning,
    );
    expect((await t.post(`/api/compute/${box.id}/restart`, {}, owner.token)).json().message).toBe(
      INSTANCE_ACTION_MESSAGES.restartNeedsRunning,
    );
    const start = await t.post(`/api/compute/${box.id}/start`, {}, owner.token);
    expect(start.statusCode).toBe(200);
    expect(start.json().instance.status).toBe('running');
    await t.del(`/api/compute/${box.id}`, owner.token);
  });

  it('nothing but Terminate while the machine is changing; a foreign id is 404; an ended one is 409', async () => {
    await t.setProvider('vultr');
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    await t.database.db.update(vpsInstances).set({ status: 'building' }).where(eq(vpsInstances.id, box.id));
    for (const action of ['start', 'stop', 'restart']) {
      expect((await t.post(`/api/compute/${box.id}/${action}`, {}, owner.token)).statusCode, action).toBe(409);
    }
    const stranger = await t.client();
    expect((await t.post(`/api/compute/${box.id}/stop`, {}, stranger.token)).statusCode).toBe(404);
    await t.del(`/api/compute/${box.id}`, owner.token);
    expect((await t.post(`/api/compute/${box.id}/stop`, {}, owner.token)).json().message).toBe(
      COMPUTE_MESSAGES.instanceEnded,
    );
  });

  it('Vultr down at Stop: 502 with a clear message, the machine stays running, a retry works', async () => {
    await t.setProvider('vultr');
    const owner = await t.client();
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    t.vultr.switches.fail('haltInstance', 503);
    const down = await t.post(`/api/compute/${box.id}/stop`, {}, owner.token);
    t.vultr.switches.reset();
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(COMPUTE_MESSAGES.providerUnavailable);
    expect((await t.get('/api/compute/my', owner.token)).json()[0].status).toBe('running');
    expect((await t.post(`/api/compute/${box.id}/stop`, {}, owner.token)).statusCode).toBe(200);
    await t.del(`/api/compute/${box.id}`, owner.token);
  });

  it('Azure: Stop deallocates the trial VM (no compute billed while stopped) and Start brings it back', async () => {
    await t.setProvider('azure');
    const owner = await t.client();
    const trial = (await t.post('/api/compute/provision', { os: 'ubuntu-24-04' }, owner.token)).json();
    await t.runJobs();
    await t.app.services.compute.lifecycle.sync(false);
    await t.app.services.compute.lifecycle.sync(false);
    expect((await t.get('/api/compute/my', owner.token)).json()[0].status).toBe('running');
    const stop = await t.post(`/api/compute/${trial.id}/stop`, {}, owner.token);
    expect(stop.statusCode).toBe(200);
    expect(stop.json().instance.status).toBe('stopped');
    expect(t.azure.requests.some((r) => r.key === 'vmAction' && r.path.includes('/deallocate?'))).toBe(true);
    const start = await t.post(`/api/compute/${trial.id}/start`, {}, owner.token);
    expect(start.statusCode).toBe(200);
    await t.del(`/api/compute/${trial.id}`, owner.token);
  });
});
