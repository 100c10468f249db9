// The real Vultr client against the sandbox Vultr (sandbox/vultr.ts): wire format, pagination, retries only for
// safe calls, error mapping, time-outs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeVultr, type FakeVultr } from '../../../sandbox/vultr.js';
import { createVultrHttpClient } from './http-client.js';
import { VultrError } from './types.js';

describe('Vultr API v2 client against the sandbox', () => {
  let fake: FakeVultr;
  const client = (key?: string, timeoutMs = 1000) =>
    createVultrHttpClient({ baseUrl: fake.apiUrl, apiKey: key ?? fake.apiKey, timeoutMs, retryPauseMs: 0 });

  beforeAll(async () => {
    fake = await startFakeVultr();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.switches.reset();
    fake.instances.clear();
    fake.requests.length = 0;
    fake.defaultPageSize = 100;
    fake.readsToActive = 2;
  });

  it('verifies a key with GET /account and sends it as a bearer token', async () => {
    expect(await client().getAccount()).toEqual({ name: 'Sandbox Owner', email: 'owner@vultr.sandbox.test' });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('maps a wrong key to auth (401) and a key without ACLs to forbidden (403)', async () => {
    await expect(client('WRONGKEY').getAccount()).rejects.toMatchObject({ kind: 'auth', status: 401 });
    await expect(client(fake.forbiddenKey).getAccount()).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    await expect(client('has space').getAccount()).rejects.toBeInstanceOf(VultrError);
  });

  it('follows meta.links.next through every page', async () => {
    fake.instances.clear();
    for (let i = 0; i < 7; i++) fake.addOutsideInstance({ label: `box-${i}` });
    const pages: string[] = [];
    const paged = createVultrHttpClient({
      baseUrl: fake.apiUrl,
      apiKey: fake.apiKey,
      retryPauseMs: 0,
      fetchImpl: (url, init) => {
        // Ask for pages of 3 to see the cursor at work (the client asks for 500).
        const u = new URL(String(url));
        u.searchParams.set('per_page', '3');
        pages.push(u.searchParams.get('cursor') ?? '');
        return fetch(u, init);
      },
    });
    const list = await paged.listInstances();
    expect(list.map((i) => i.label).sort()).toEqual(['box-0', 'box-1', 'box-2', 'box-3', 'box-4', 'box-5', 'box-6']);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toBe('');
    const plans = await client().listPlans();
    expect(plans.map((p) => p.id)).toContain('vc2-1c-1gb');
    expect(plans.every((p) => p.type === 'vc2')).toBe(true);
    expect((await client().listOs()).find((o) => o.id === 2284)?.family).toBe('ubuntu');
    expect((await client().listRegions()).find((r) => r.id === 'fra')?.city).toBe('Frankfurt');
  });

  it('creates with 202 pending and a password, then sees it active with an address and a console link', async () => {
    const c = client();
    const created = await c.createInstance({
      region: 'ewr',
      plan: 'vc2-1c-1gb',
      osId: 2284,
      label: 'acme',
      tags: ['t1'],
      enableIpv6: true,
      backups: 'disabled',
    });
    expect(created).toMatchObject({ status: 'pending', mainIp: null, kvm: null, label: 'acme', tags: ['t1'] });
    expect(created.defaultPassword).toBeTruthy();
    const body = fake.requests.find((r) => r.key === 'createInstance')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      region: 'ewr',
      plan: 'vc2-1c-1gb',
      os_id: 2284,
      tags: ['t1'],
      enable_ipv6: true,
      backups: 'disabled',
    });
    expect(body).not.toHaveProperty('tag');
    let seen = await c.getInstance(created.id);
    expect(seen?.status).toBe('pending');
    await c.getInstance(created.id);
    seen = await c.getInstance(created.id);
    expect(seen).toMatchObject({ status: 'active', powerStatus: 'running', serverStatus: 'ok' });
    expect(seen!.mainIp).toMatch(/^203\.0\.113\./);
    expect(seen!.kvm).toContain('/novnc/');
    expect(seen!.defaultPassword).toBeNull();
  });

  it('maps Vultr refusals to rejected with the reason', async () => {
    await expect(
      client().createInstance({ region: 'ewr', plan: 'nope', osId: 2284, label: 'x', tags: [] }),
    ).rejects.toMatchObject({ kind: 'rejected', status: 400, reason: 'Invalid plan.' });
    await expect(
      client().createInstance({ region: 'sgp', plan: 'vc2-1c-1gb', osId: 2284, label: 'x', tags: [] }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('power actions answer 204; delete treats a missing instance as done; get answers null for 404', async () => {
    const c = client();
    const box = fake.addOutsideInstance();
    await c.startInstance(box.id);
    await c.rebootInstance(box.id);
    await c.deleteInstance(box.id);
    expect(fake.instances.has(box.id)).toBe(false);
    await c.deleteInstance(box.id);
    expect(await c.getInstance(box.id)).toBeNull();
  });

  it('retries reads on 5xx but never repeats POST /instances', async () => {
    fake.switches.fail('plans', 503);
    await expect(client().listPlans()).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(fake.requests.filter((r) => r.key === 'plans')).toHaveLength(3);
    fake.switches.fail('createInstance', 500);
    await expect(
      client().createInstance({ region: 'ewr', plan: 'vc2-1c-1gb', osId: 2284, label: 'x', tags: [] }),
    ).rejects.toMatchObject({ kind: 'server' });
    expect(fake.requests.filter((r) => r.key === 'createInstance')).toHaveLength(1);
    fake.switches.fail('account', 429);
    await expect(client().getAccount()).rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('gives up on a hang at its time-out and reports garbage as malformed', async () => {
    fake.switches.hang('account');
    await expect(client(undefined, 200).getAccount()).rejects.toMatchObject({ kind: 'timeout' });
    fake.switches.reset();
    fake.switches.garbage('regions');
    await expect(client().listRegions()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a create whose answer is lost still made the instance (the caller must look it up by tag)', async () => {
    fake.switches.hangAfter('createInstance');
    await expect(
      client(undefined, 300).createInstance({
        region: 'ewr',
        plan: 'vc2-1c-1gb',
        osId: 2284,
        label: 'x',
        tags: ['row-9'],
      }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    fake.switches.reset();
    expect((await client().listInstances()).filter((i) => i.tags.includes('row-9'))).toHaveLength(1);
  });
});
