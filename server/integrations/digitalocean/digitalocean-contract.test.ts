// The real DigitalOcean client against the sandbox DigitalOcean (sandbox/digitalocean.ts): wire format from
// DigitalOcean's OpenAPI document, pagination, rate-limit headers, retries only for repeatable calls, error mapping,
// time-outs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDigitalOcean, type FakeDigitalOcean } from '../../../sandbox/digitalocean.js';
import { createDigitalOceanHttpClient } from './http-client.js';
import { DigitalOceanError, type CreateDroplet } from './types.js';

describe('DigitalOcean API v2 client against the sandbox', () => {
  let fake: FakeDigitalOcean;
  const client = (token?: string, timeoutMs = 1000) =>
    createDigitalOceanHttpClient({ baseUrl: fake.apiUrl, token: token ?? fake.token, timeoutMs, retryPauseMs: 0 });
  const launch: CreateDroplet = {
    name: 'hf-row-7',
    region: 'fra1',
    size: 's-1vcpu-1gb',
    image: 'ubuntu-24-04-x64',
    tags: ['hostfree', 'hostfree-row-7'],
    userData: '#cloud-config\nchpasswd:\n  expire: false\n',
    sshKeys: [289794],
    ipv6: true,
  };

  beforeAll(async () => {
    fake = await startFakeDigitalOcean();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.switches.reset();
    fake.droplets.clear();
    fake.actions.clear();
    fake.requests.length = 0;
    fake.readsToActive = 2;
    fake.actionReadsToComplete = 1;
    fake.dropletLimit = 25;
    fake.rateLimitRemaining = 5000;
  });

  it('checks a token with GET /v2/account, sent as a bearer token, and keeps the rate-limit headers', async () => {
    const c = client();
    expect(await c.getAccount()).toMatchObject({
      email: 'owner@digitalocean.sandbox.test',
      status: 'active',
      dropletLimit: 25,
      teamName: 'Sandbox Team',
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v2/account' });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(c.rateLimit()).toMatchObject({ limit: 5000, remaining: 4999 });
    expect(c.rateLimit()!.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('maps a wrong token to auth (401 unauthorized) and a read-only token to forbidden on writes (403)', async () => {
    await expect(client('dop_v1_wrong').getAccount()).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
      code: 'unauthorized',
    });
    expect(await client(fake.readOnlyToken).listRegions()).not.toHaveLength(0);
    await expect(client(fake.readOnlyToken).createDroplet(launch)).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
      code: 'forbidden',
    });
    await expect(client('has space').getAccount()).rejects.toBeInstanceOf(DigitalOceanError);
    expect(fake.requests.some((r) => r.headers.authorization === 'Bearer has space')).toBe(false);
  });

  it('follows links.pages.next through every page and stops at meta.total', async () => {
    for (let i = 0; i < 7; i++) fake.addOutsideDroplet({ name: `box-${i}`, tags: i % 2 ? ['odd'] : [] });
    const pages: string[] = [];
    const paged = createDigitalOceanHttpClient({
      baseUrl: fake.apiUrl,
      token: fake.token,
      retryPauseMs: 0,
      fetchImpl: (url, init) => {
        // Ask for pages of 3 to see the pager at work (the client asks for 200).
        const u = new URL(String(url));
        u.searchParams.set('per_page', '3');
        pages.push(u.searchParams.get('page') ?? '');
        return fetch(u, init);
      },
    });
    const list = await paged.listDroplets();
    expect(list.map((d) => d.name).sort()).toEqual(['box-0', 'box-1', 'box-2', 'box-3', 'box-4', 'box-5', 'box-6']);
    expect(pages).toEqual(['1', '2', '3']);
    expect((await client().listDroplets({ tagName: 'odd' })).map((d) => d.name).sort()).toEqual([
      'box-1',
      'box-3',
      'box-5',
    ]);
    expect(fake.requests.at(-1)!.path).toContain('tag_name=odd');
    const sizes = await client().listSizes();
    expect(sizes.find((s) => s.slug === 's-1vcpu-1gb')).toMatchObject({
      vcpus: 1,
      memory: 1024,
      disk: 25,
      priceMonthly: 6,
    });
    expect(sizes.find((s) => s.slug === 's-1vcpu-1gb')!.priceHourly).toBeCloseTo(0.00893, 5);
    const images = await client().listDistributionImages();
    expect(images.every((i) => i.type === 'base' && i.public)).toBe(true);
    expect(images.find((i) => i.slug === 'ubuntu-24-04-x64')?.distribution).toBe('Ubuntu');
    expect(fake.requests.at(-1)!.path).toContain('type=distribution');
    const regions = await client().listRegions();
    expect(regions.find((r) => r.slug === 'fra1')).toMatchObject({ name: 'Frankfurt 1', available: true });
    expect(regions.find((r) => r.slug === 'nyc2')?.available).toBe(false);
  });

  it('creates with 202 new and a create action, then sees it active with a public IPv4', async () => {
    const c = client();
    const created = await c.createDroplet(launch);
    expect(created.droplet).toMatchObject({
      status: 'new',
      publicIpv4: null,
      name: 'hf-row-7',
      region: 'fra1',
      sizeSlug: 's-1vcpu-1gb',
      tags: launch.tags,
      locked: true,
    });
    expect(created.actionIds).toHaveLength(1);
    const body = fake.requests.find((r) => r.key === 'createDroplet')!.body as Record<string, unknown>;
    expect(body).toEqual({
      name: 'hf-row-7',
      region: 'fra1',
      size: 's-1vcpu-1gb',
      image: 'ubuntu-24-04-x64',
      ssh_keys: [289794],
      backups: false,
      ipv6: true,
      monitoring: false,
      tags: ['hostfree', 'hostfree-row-7'],
      user_data: launch.userData,
    });
    expect(fake.droplets.get(created.droplet.id)!.userData).toBe(launch.userData);
    expect((await c.getDropletAction(created.droplet.id, created.actionIds[0]!)).status).toBe('in-progress');
    await c.getDroplet(created.droplet.id);
    const seen = await c.getDroplet(created.droplet.id);
    expect(seen).toMatchObject({
      status: 'active',
      locked: false,
      image: { slug: 'ubuntu-24-04-x64', distribution: 'Ubuntu' },
    });
    expect(seen!.publicIpv4).toMatch(/^198\.51\.100\./);
    expect(seen!.privateIpv4).toMatch(/^10\./);
    expect(seen!.publicIpv6).toMatch(/^2001:db8:/);
    expect(await c.getDropletAction(created.droplet.id, created.actionIds[0]!)).toMatchObject({
      status: 'completed',
      type: 'create',
      resourceId: created.droplet.id,
    });
  });

  it('is refused with 422 unprocessable_entity for an unknown region, size, image or SSH key, and past the droplet limit', async () => {
    const refused = (input: Partial<CreateDroplet>, reason: RegExp) =>
      expect(client().createDroplet({ ...launch, ...input })).rejects.toMatchObject({
        kind: 'rejected',
        status: 422,
        code: 'unprocessable_entity',
        reason: expect.stringMatching(reason),
      });
    await refused({ region: 'mars1' }, /invalid region/);
    await refused({ region: 'nyc2' }, /invalid region/);
    await refused({ size: 's-64vcpu-1tb' }, /invalid size/);
    await refused({ image: 'windows-2022' }, /invalid image/);
    await refused({ sshKeys: ['aa:bb'] }, /invalid SSH key/);
    await refused({ region: 'sgp1', size: 's-4vcpu-8gb' }, /not available in this region/);
    await refused({ name: 'has space' }, /hostname characters/);
    fake.dropletLimit = 0;
    await refused({}, /droplet limit/);
    expect(fake.droplets.size).toBe(0);
    const error = await client()
      .createDroplet({ ...launch, region: 'mars1' })
      .then(
        () => {
          throw new Error('expected a refusal');
        },
        (e: unknown) => e as DigitalOceanError,
      );
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(client().createDroplet({ ...launch, userData: 'x'.repeat(64 * 1024 + 1) })).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(fake.requests.filter((r) => r.key === 'createDroplet')).toHaveLength(9);
  });

  it('shutdown → off, power_on → active, reboot: actions answer 201 in-progress, then complete', async () => {
    const c = client();
    const box = fake.addOutsideDroplet();
    const off = await c.dropletAction(box.id, 'shutdown');
    expect(off).toMatchObject({ type: 'shutdown', status: 'in-progress', resourceId: box.id, regionSlug: 'nyc3' });
    expect(fake.requests.at(-1)!.body).toEqual({ type: 'shutdown' });
    await expect(c.dropletAction(box.id, 'reboot')).rejects.toMatchObject({
      kind: 'rejected',
      status: 422,
      reason: 'Droplet already has a pending event.',
    });
    expect((await c.getDropletAction(box.id, off.id)).status).toBe('completed');
    expect((await c.getDroplet(box.id))!.status).toBe('off');
    await expect(c.dropletAction(box.id, 'shutdown')).rejects.toMatchObject({ kind: 'rejected', status: 422 });
    const on = await c.dropletAction(box.id, 'power_on');
    expect((await c.getDroplet(box.id))!.status).toBe('active');
    expect((await c.getDropletAction(box.id, on.id)).completedAt).toBeTruthy();
    const reboot = await c.dropletAction(box.id, 'reboot');
    expect(reboot.type).toBe('reboot');
    await expect(c.dropletAction(424242, 'reboot')).rejects.toMatchObject({
      kind: 'not_found',
      status: 404,
      code: 'not_found',
    });
  });

  it('delete answers 204 and treats a missing Droplet as done; get answers null for 404', async () => {
    const c = client();
    const box = fake.addOutsideDroplet();
    await c.deleteDroplet(box.id);
    expect(fake.droplets.has(box.id)).toBe(false);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/droplets/${box.id}` });
    await c.deleteDroplet(box.id);
    expect(await c.getDroplet(box.id)).toBeNull();
    const sent = fake.requests.length;
    expect(await c.getDroplet(-1)).toBeNull();
    await expect(c.dropletAction(1.5, 'reboot')).rejects.toMatchObject({ kind: 'not_found' });
    expect(fake.requests).toHaveLength(sent);
  });

  it('retries reads and actions on 5xx but never repeats POST /v2/droplets', async () => {
    fake.switches.fail('sizes', 503);
    await expect(client().listSizes()).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(fake.requests.filter((r) => r.key === 'sizes')).toHaveLength(3);
    fake.switches.fail('createDroplet', 500);
    await expect(client().createDroplet(launch)).rejects.toMatchObject({ kind: 'server', code: 'server_error' });
    expect(fake.requests.filter((r) => r.key === 'createDroplet')).toHaveLength(1);
    fake.switches.reset();
    const box = fake.addOutsideDroplet();
    fake.switches.fail('dropletAction', 502);
    await expect(client().dropletAction(box.id, 'reboot')).rejects.toMatchObject({ kind: 'server' });
    expect(fake.requests.filter((r) => r.key === 'dropletAction')).toHaveLength(3);
  });

  it('reports a rate limit as rate_limited with the reset time', async () => {
    fake.rateLimitRemaining = 0;
    const error = await client()
      .getAccount()
      .then(
        () => {
          throw new Error('expected a refusal');
        },
        (e: unknown) => e as DigitalOceanError,
      );
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, code: 'too_many_requests' });
    expect(error.retryAt!.getTime()).toBeGreaterThan(Date.now());
    fake.rateLimitRemaining = 5000;
    fake.switches.fail('account', 429);
    await expect(client().getAccount()).rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('gives up on a hang at its time-out, reports garbage as malformed and a slow answer still arrives', async () => {
    fake.switches.hang('account');
    await expect(client(undefined, 200).getAccount()).rejects.toMatchObject({ kind: 'timeout' });
    fake.switches.reset();
    fake.switches.garbage('regions');
    await expect(client().listRegions()).rejects.toMatchObject({ kind: 'malformed' });
    fake.switches.reset();
    fake.switches.slow('account', 150);
    expect((await client().getAccount()).uuid).toBeTruthy();
    await expect(client(undefined, 50).getAccount()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a create whose answer is lost still made the Droplet (the caller must look it up by tag)', async () => {
    fake.switches.hangAfter('createDroplet');
    await expect(client(undefined, 300).createDroplet(launch)).rejects.toMatchObject({ kind: 'timeout' });
    fake.switches.reset();
    expect(fake.requests.filter((r) => r.key === 'createDroplet')).toHaveLength(1);
    expect(await client().listDroplets({ tagName: 'hostfree-row-7' })).toHaveLength(1);
  });

  it('never puts the token or the user data into an error message', async () => {
    fake.switches.fail('createDroplet', 500);
    const error = await client()
      .createDroplet({ ...launch, userData: 'SECRET-ROOT-PASSWORD' })
      .then(
        () => {
          throw new Error('expected a refusal');
        },
        (e: unknown) => e as Error,
      );
    expect(error.message).not.toContain('SECRET-ROOT-PASSWORD');
    expect(error.message).not.toContain(fake.token);
  });
});
