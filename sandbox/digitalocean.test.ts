// The fake DigitalOcean's own rules on the raw wire (DigitalOcean's OpenAPI document): the error body, status
// codes, pagination envelope and rate-limit headers a real client sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDigitalOcean, type FakeDigitalOcean } from './digitalocean.js';

let fake: FakeDigitalOcean;
beforeAll(async () => {
  fake = await startFakeDigitalOcean();
});
afterAll(async () => {
  await fake.stop();
});

const call = (method: string, path: string, body?: unknown, token: string | null = fake.token) =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('sandbox DigitalOcean wire format', () => {
  it('answers 401 unauthorized without a token, with { id, message, request_id } and rate-limit headers', async () => {
    const res = await call('GET', '/v2/account', undefined, null);
    expect(res.status).toBe(401);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'unauthorized', message: 'Unable to authenticate you' });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('ratelimit-limit')).toBe('5000');
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 404 not_found for an unknown Droplet, action or path', async () => {
    for (const path of ['/v2/droplets/1', '/v2/droplets/1/actions/2', '/v2/actions/3', '/v2/nothing']) {
      const res = await call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ id: 'not_found' });
    }
  });

  it('pages with page/per_page, absolute links.pages and meta.total', async () => {
    const res = await call('GET', '/v2/regions?per_page=4&page=2');
    const body = (await res.json()) as {
      regions: unknown[];
      links: { pages: Record<string, string> };
      meta: { total: number };
    };
    expect(body.regions).toHaveLength(4);
    expect(body.meta.total).toBe(11);
    expect(body.links.pages).toEqual({
      first: `${fake.url}/v2/regions?per_page=4&page=1`,
      prev: `${fake.url}/v2/regions?per_page=4&page=1`,
      last: `${fake.url}/v2/regions?per_page=4&page=3`,
      next: `${fake.url}/v2/regions?per_page=4&page=3`,
    });
    const single = (await (await call('GET', '/v2/sizes')).json()) as { links: unknown };
    expect(single.links).toEqual({});
  });

  it('answers 400 to a body that is not JSON, 422 to a create without size or image, and 202/201/204 on success', async () => {
    expect((await call('POST', '/v2/droplets', '{nope')).status).toBe(400);
    const missing = await call('POST', '/v2/droplets', { name: 'x1', region: 'nyc3' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      id: 'unprocessable_entity',
      message: 'You specified an invalid size for Droplet creation.',
    });
    const created = await call('POST', '/v2/droplets', { name: 'x1', size: 's-1vcpu-1gb', image: 185121098 });
    expect(created.status).toBe(202);
    const { droplet, links } = (await created.json()) as {
      droplet: { id: number; status: string; region: { slug: string } };
      links: { actions: { rel: string; href: string }[] };
    };
    expect(droplet).toMatchObject({ status: 'new', region: { slug: 'nyc1' } });
    expect(links.actions[0]).toMatchObject({ rel: 'create', href: expect.stringMatching(/\/v2\/actions\/\d+$/) });
    fake.settleAll();
    const badType = await call('POST', `/v2/droplets/${droplet.id}/actions`, { type: 'explode' });
    expect(badType.status).toBe(422);
    const reboot = await call('POST', `/v2/droplets/${droplet.id}/actions`, { type: 'reboot' });
    expect(reboot.status).toBe(201);
    expect(await reboot.json()).toMatchObject({
      action: { type: 'reboot', status: 'in-progress', resource_type: 'droplet', region_slug: 'nyc1' },
    });
    const gone = await call('DELETE', `/v2/droplets/${droplet.id}`);
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    expect((await call('DELETE', `/v2/droplets/${droplet.id}`)).status).toBe(404);
  });
});
