import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWordpressOrgHttpClient } from '../server/integrations/wordpress-org/http-client.js';
import type { WordpressOrgClientOptions } from '../server/integrations/wordpress-org/types.js';
import { startFakeWordpressOrg, type FakeWordpressOrg } from './wordpress-org.js';

// Contract test: the fake answers as the reference says api.wordpress.org does, and the real client reads those
// answers, including every failure, the way the version worker relies on.
let fake: FakeWordpressOrg;
beforeAll(async () => {
  fake = await startFakeWordpressOrg();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.switches.reset();
  fake.requests.length = 0;
});

const get = (path: string, init?: RequestInit) => fetch(`${fake.url}${path}`, init);
const client = (options: Partial<WordpressOrgClientOptions> = {}) =>
  createWordpressOrgHttpClient({
    baseUrl: fake.url,
    userAgent: 'HostFree/0.1.0; https://hostfree.test',
    timeoutMs: 2000,
    pauseMs: 0,
    ...options,
  });

describe('fake wordpress.org wire format', () => {
  beforeAll(() => {
    fake.setPlugin('example-forms', {
      version: '3.2.1',
      name: 'Example Forms &amp; More',
      last_updated: '2024-09-03 7:05pm GMT',
    });
    fake.setTheme('twentytwentyfour', {
      version: '1.2',
      last_updated: '2024-08-20',
      last_updated_time: '2024-08-20 14:21:07',
    });
  });

  it('answers one plugin, and 404s with the exact bodies for unknown and invalid slugs', async () => {
    const found = await get('/plugins/info/1.2/?action=plugin_information&request[slug]=example-forms');
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('application/json');
    expect(await found.json()).toMatchObject({
      slug: 'example-forms',
      version: '3.2.1',
      last_updated: '2024-09-03 7:05pm GMT',
      tested: '6.6.2',
    });
    const unknown = await get('/plugins/info/1.2/?action=plugin_information&request[slug]=nope');
    expect([unknown.status, await unknown.text()]).toEqual([404, '{"error":"Plugin not found."}']);
    const invalid = await get('/plugins/info/1.2/?action=plugin_information&request[slug]=Bad.Slug');
    expect([invalid.status, await invalid.text()]).toEqual([404, '{"error":"Invalid plugin slug."}']);
    const missing = await get('/plugins/info/1.2/?action=plugin_information');
    expect([missing.status, await missing.text()]).toEqual([400, '{"error":"Invalid Input"}']);
  });

  it('answers a plugin batch keyed by slug in both list forms, and refuses more than 100', async () => {
    const comma = await (
      await get('/plugins/info/1.2/?action=plugin_information&request[slugs]=example-forms,nope')
    ).json();
    expect(comma).toMatchObject({ 'example-forms': { version: '3.2.1' }, nope: { error: 'Plugin not found.' } });
    const list = await (
      await get('/plugins/info/1.2/?action=plugin_information&request[slugs][]=example-forms&request[slugs][]=nope')
    ).json();
    expect(Object.keys(list)).toEqual(['example-forms', 'nope']);
    const many = Array.from({ length: 101 }, (_, i) => `p${i}`).join(',');
    const tooMany = await get(`/plugins/info/1.2/?action=plugin_information&request[slugs]=${many}`);
    expect([tooMany.status, await tooMany.json()]).toEqual([
      422,
      { error: 'A maximum of 100 plugins can be queried at once.' },
    ]);
  });

  it('drops fields turned off with request[fields]', async () => {
    const full = await (await get('/plugins/info/1.2/?action=plugin_information&request[slug]=example-forms')).json();
    expect(full).toHaveProperty('sections');
    const trimmed = await (
      await get(
        '/plugins/info/1.2/?action=plugin_information&request[slug]=example-forms&request[fields]=-sections,-versions',
      )
    ).json();
    expect(trimmed).not.toHaveProperty('sections');
    expect(trimmed).not.toHaveProperty('versions');
  });

  it('serves themes over GET only, with the theme wording of errors', async () => {
    const found = await get('/themes/info/1.2/?action=theme_information&request[slug]=twentytwentyfour');
    expect(found.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(found.headers.get('access-control-allow-origin')).toBe('*');
    expect(await found.json()).toMatchObject({
      version: '1.2',
      last_updated: '2024-08-20',
      last_updated_time: '2024-08-20 14:21:07',
    });
    const flat = await (await get('/themes/info/1.2/?action=theme_information&slug=twentytwentyfour')).json();
    expect(flat).toMatchObject({ slug: 'twentytwentyfour' });
    const unknown = await get('/themes/info/1.2/?action=theme_information&request[slug]=nope');
    expect([unknown.status, await unknown.text()]).toEqual([404, '{"error":"Theme not found"}']);
    const blank = await get('/themes/info/1.2/?action=theme_information&request[slug]=');
    expect([blank.status, await blank.json()]).toEqual([200, { error: 'Slug not provided' }]);
    const post = await get('/themes/info/1.2/', { method: 'POST', body: 'action=theme_information' });
    expect([post.status, post.headers.get('content-type'), await post.text()]).toEqual([
      405,
      'text/plain',
      'This API only serves GET requests.',
    ]);
  });

  it('answers an unknown action with HTML, not JSON', async () => {
    const res = await get('/plugins/info/1.2/?action=nonsense&request[slug]=example-forms');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<p>Action not implemented/);
  });
});

describe('WordpressOrgClient against the fake', () => {
  beforeAll(() => {
    fake.setPlugin('example-forms', {
      version: '3.2.1',
      name: 'Example Forms &amp; More',
      last_updated: '2024-09-03 12:05am GMT',
      tested: '6.6.2',
      requires_php: false,
    });
    fake.setTheme('twentytwentyfour', {
      version: '1.2',
      last_updated: '2024-08-20',
      last_updated_time: '2024-08-20 14:21:07',
    });
  });

  it('reads found and not-found plugins from one trimmed batch request with our User-Agent', async () => {
    const results = await client().lookUpVersions('plugin', ['example-forms', 'not-on-org']);
    expect(results['example-forms']).toEqual({
      status: 'found',
      version: '3.2.1',
      name: 'Example Forms & More',
      lastUpdated: '2024-09-03T00:05:00.000Z',
      tested: '6.6.2',
      requires: '6.3',
      requiresPhp: null,
    });
    expect(results['not-on-org']).toEqual({ status: 'not_found', message: 'Plugin not found.' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.headers['user-agent']).toBe('HostFree/0.1.0; https://hostfree.test');
    expect(request!.query.get('request[fields]')).toContain('-sections');
    expect(request!.slugs).toEqual(['example-forms', 'not-on-org']);
  });

  it('reads themes (time from last_updated_time, no tested field)', async () => {
    const results = await client().lookUpVersions('theme', ['twentytwentyfour', 'gone-theme']);
    expect(results.twentytwentyfour).toMatchObject({
      status: 'found',
      version: '1.2',
      lastUpdated: '2024-08-20T14:21:07.000Z',
      tested: null,
    });
    expect(results['gone-theme']).toEqual({ status: 'not_found', message: 'Theme not found' });
    expect(fake.requests[0]!.query.get('request[fields][sections]')).toBe('0');
  });

  it('splits 250 slugs into batches of 100, 100 and 50, reporting each batch', async () => {
    const slugs = Array.from({ length: 250 }, (_, i) => `bulk-${i}`);
    const batches: number[] = [];
    const results = await client().lookUpVersions('plugin', slugs, {
      onBatch: async (r) => {
        batches.push(Object.keys(r).length);
      },
    });
    expect(fake.requests.map((r) => r.slugs.length)).toEqual([100, 100, 50]);
    expect(batches).toEqual([100, 100, 50]);
    expect(Object.values(results).every((r) => r.status === 'not_found')).toBe(true);
  });

  it('answers a slug the API would refuse as not found without asking', async () => {
    const results = await client().lookUpVersions('plugin', ['Bad.Slug']);
    expect(results['Bad.Slug']).toMatchObject({ status: 'not_found' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['HTTP 500', () => fake.switches.fail(500), /HTTP 500/],
    ['HTTP 503', () => fake.switches.fail(503), /HTTP 503/],
    ['HTTP 429', () => fake.switches.fail(429), /HTTP 429/],
    ['a body that is not JSON', () => fake.switches.garbage(), /not JSON/],
    ['no answer', () => fake.switches.hang(), /did not answer within 0.2 s/],
  ])('treats %s as an error for every slug, never as not found', async (label, arm, message) => {
    arm();
    // Only the hanging server needs a short time-out; the others keep a generous one so a busy machine cannot flake.
    const results = await client({ timeoutMs: label === 'no answer' ? 200 : 2000 }).lookUpVersions('plugin', [
      'example-forms',
      'not-on-org',
    ]);
    expect(results['example-forms']).toEqual({ status: 'error', message: expect.stringMatching(message) });
    expect(results['not-on-org']).toMatchObject({ status: 'error' });
  });

  it('waits for a slow answer within its time-out', async () => {
    fake.switches.slow(100);
    const results = await client({ timeoutMs: 2000 }).lookUpVersions('plugin', ['example-forms']);
    expect(results['example-forms']).toMatchObject({ status: 'found' });
  });

  it('keeps the answers of good batches when one batch fails', async () => {
    fake.setPlugin('bulk-150', { version: '9.9' });
    fake.switches.fail(500, { api: 'plugin', times: 1 });
    const slugs = Array.from({ length: 250 }, (_, i) => `bulk-${i}`);
    const results = await client().lookUpVersions('plugin', slugs);
    expect(results['bulk-0']).toMatchObject({ status: 'error' });
    expect(results['bulk-99']).toMatchObject({ status: 'error' });
    expect(results['bulk-150']).toMatchObject({ status: 'found', version: '9.9' });
    expect(results['bulk-249']).toMatchObject({ status: 'not_found' });
  });

  it('stops asking after two batches in a row failed outright', async () => {
    fake.switches.fail(502);
    const slugs = Array.from({ length: 350 }, (_, i) => `bulk-${i}`);
    const results = await client().lookUpVersions('plugin', slugs);
    expect(fake.requests).toHaveLength(2);
    expect(results['bulk-349']).toEqual({ status: 'error', message: 'Not asked: wordpress.org was failing' });
  });

  it("asks nothing more once the caller's time budget is spent", async () => {
    const budget = new AbortController();
    const slugs = Array.from({ length: 150 }, (_, i) => `bulk-${i}`);
    const results = await client().lookUpVersions('plugin', slugs, {
      signal: budget.signal,
      onBatch: async () => budget.abort(),
    });
    expect(fake.requests).toHaveLength(1);
    expect(results['bulk-0']).toMatchObject({ status: 'not_found' });
    expect(results['bulk-149']).toEqual({ status: 'error', message: 'Not asked: the check ran out of time' });
  });

  it('reports an unreachable server as an error', async () => {
    const closed = await startFakeWordpressOrg();
    await closed.stop();
    const results = await client({ baseUrl: closed.url }).lookUpVersions('theme', ['twentytwentyfour']);
    expect(results.twentytwentyfour).toEqual({
      status: 'error',
      message: expect.stringMatching(/^Could not reach wordpress.org/),
    });
  });
});
