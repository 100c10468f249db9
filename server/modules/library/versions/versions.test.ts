import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { plugins, themes, jobs, wpVersionChecks } from '../../../db/schema/index.js';
import { createWordpressOrgHttpClient } from '../../../integrations/wordpress-org/http-client.js';
import { bearer, type SignedInUser } from '../../../test/accounts.js';
import type { TestContext } from '../../../test/harness.js';
import { startAdminTestApp } from '../../../test/admin-app.js';
import { startFakeWordpressOrg, type FakeWordpressOrg } from '../../../../sandbox/wordpress-org.js';
import type { Job } from '../../../jobs/queue.js';
import { insertVersionCheck } from './repo.js';
import { createCheckRunner } from './run-check.js';

// The version tracker end to end: admin routes → job queue → worker → wordpress.org sandbox → items and
// wp_version_checks. The runner is not started in tests; each test runs due jobs itself with runDue().
let t: TestContext;
let fake: FakeWordpressOrg;
let admin: SignedInUser;
let client: SignedInUser;
// Real time plus an offset: jobs are queued at the real time, and skipping ahead passes their backoff.
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

// 150 plugins: three known to wordpress.org, one private, and 146 filler slugs so a check needs two batches.
const BULK = Array.from({ length: 146 }, (_, i) => `bulk-${String(i).padStart(3, '0')}`);
const PLUGINS = [
  { name: 'Alpha Forms', slug: 'alpha-forms', version: '1.5' },
  { name: 'Beta SEO', slug: 'beta-seo', version: '3.1' },
  { name: 'Gamma Cache', slug: 'gamma-cache', version: '1.0' },
  { name: 'Private Tool', slug: 'private-tool', version: '0.9' },
  ...BULK.map((slug) => ({ name: `Bulk ${slug}`, slug, version: '1.0' })),
];
const THEMES = [
  { name: 'Twenty Twenty-Four', slug: 'twentytwentyfour', version: '1.1' },
  { name: 'House Theme', slug: 'house-theme', version: '2.0' },
];

const post = (path: string, who: SignedInUser | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${path}/update-versions`, headers: who ? bearer(who.token) : {} });
const status = async (path: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/${path}/version-status`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const pluginRow = async (slug: string) =>
  (await t.database.db.select().from(plugins).where(eq(plugins.slug, slug)))[0]!;
const checks = (entityType: 'plugin' | 'theme') =>
  t.database.db.select().from(wpVersionChecks).where(eq(wpVersionChecks.entityType, entityType));
const runJobs = () => t.app.services.jobs.runDue();
/** Past the queue's backoff (10 s, 20 s, 40 s with jitter), so a waiting retry is due. */
const passBackoff = () => {
  clockOffsetMs += 2 * 60_000;
};

beforeAll(async () => {
  fake = await startFakeWordpressOrg();
  // Short enough for the hang test, long enough that a busy machine never turns a healthy answer into a time-out.
  const wordpressOrg = createWordpressOrgHttpClient({
    baseUrl: fake.url,
    userAgent: 'HostFree/0.1.0; https://hostfree.test',
    timeoutMs: 2500,
    pauseMs: 0,
  });
  ({ t, admin, client } = await startAdminTestApp({}, { now, wordpressOrg }));
  await t.database.db.insert(plugins).values(PLUGINS);
  await t.database.db.insert(themes).values(THEMES);
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => {
  fake.switches.reset();
  fake.requests.length = 0;
  fake.setPlugin('alpha-forms', { version: '2.0', last_updated: '2024-09-03 7:05pm GMT', tested: '6.6.2' });
  fake.setPlugin('beta-seo', { version: '3.1' });
  fake.setPlugin('gamma-cache', { version: '1.0.0' });
  fake.setTheme('twentytwentyfour', { version: '1.2', last_updated: '2024-08-20' });
});

describe('who may call the version routes', () => {
  it.each(['plugins', 'themes'])('%s: signed out 401, client 403 on both routes', async (path) => {
    expect((await post(path, null)).statusCode).toBe(401);
    expect((await post(path, client)).statusCode).toBe(403);
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/admin/${path}/version-status`, headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get(bearer(client.token))).statusCode).toBe(403);
    expect(await jobsOfKind(path)).toHaveLength(0);
  });
});

async function jobsOfKind(path: string) {
  return t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, `library.versions.${path}`));
}

describe('plugin version check', () => {
  it('is idle before any check', async () => {
    expect(await status('plugins')).toEqual({
      job: { status: 'idle', createdAt: null, startedAt: null, completedAt: null, errorMessage: null },
      pendingUpdates: [],
    });
  });

  it('queues one job and a pending check, then stores what wordpress.org knows', async () => {
    const res = await post('plugins');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Version check queued',
      job: { status: 'pending', startedAt: null, completedAt: null, errorMessage: null },
    });
    const [check] = await checks('plugin');
    expect(check).toMatchObject({ status: 'pending', payload: { slugs: PLUGINS.map((p) => p.slug).sort() } });
    expect((await status('plugins')).job.status).toBe('pending');

    expect(await runJobs()).toBe(1);

    const answer = await status('plugins');
    expect(answer.job).toMatchObject({ status: 'completed', errorMessage: null });
    expect(answer.job.startedAt).not.toBeNull();
    expect(answer.job.completedAt).not.toBeNull();
    // 1.5 → 2.0 is an update; 3.1 = 3.1 and 1.0 against 1.0.0 are not.
    expect(answer.pendingUpdates).toEqual([
      {
        id: (await pluginRow('alpha-forms')).id,
        name: 'Alpha Forms',
        slug: 'alpha-forms',
        version: '1.5',
        latestVersion: '2.0',
      },
    ]);

    expect(await pluginRow('alpha-forms')).toMatchObject({
      latestVersion: '2.0',
      latestVersionSource: 'wordpress.org',
      latestVersionNotes: 'Last updated 2024-09-03; tested up to WordPress 6.6.2; requires WordPress 6.3; PHP 7.4',
    });
    expect((await pluginRow('alpha-forms')).latestVersionCheckedAt).toBeInstanceOf(Date);
    expect(await pluginRow('gamma-cache')).toMatchObject({
      latestVersion: '1.0.0',
      latestVersionSource: 'wordpress.org',
    });
    expect(await pluginRow('private-tool')).toMatchObject({
      latestVersion: null,
      latestVersionSource: 'not-found',
      latestVersionNotes: 'Not listed on wordpress.org',
    });

    // 150 slugs: two polite batches, each with our User-Agent.
    expect(fake.requests.map((r) => r.slugs.length)).toEqual([100, 50]);
    expect(fake.requests.every((r) => r.headers['user-agent'] === 'HostFree/0.1.0; https://hostfree.test')).toBe(true);
    const [done] = await checks('plugin');
    expect(done).toMatchObject({
      status: 'completed',
      errorMessage: null,
      response: { total: 150, found: 3, notFound: 147, failed: 0 },
    });
    expect((done!.response as { results: Record<string, unknown> }).results['alpha-forms']).toEqual({
      status: 'found',
      version: '2.0',
      lastUpdated: '2024-09-03T19:05:00.000Z',
    });
  });

  it('queues nothing more on a double click, even two at once', async () => {
    const before = (await checks('plugin')).length;
    const [first, second] = await Promise.all([post('plugins'), post('plugins')]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect([first.json().message, second.json().message].sort()).toEqual([
      'A version check is already queued or running',
      'Version check queued',
    ]);
    const third = await post('plugins');
    expect(third.json()).toMatchObject({
      message: 'A version check is already queued or running',
      job: { status: 'pending' },
    });
    expect(await checks('plugin')).toHaveLength(before + 1);
    expect((await jobsOfKind('plugins')).filter((j) => j.status === 'queued')).toHaveLength(1);
    expect(await runJobs()).toBe(1);
    expect(await runJobs()).toBe(0);
    expect((await status('plugins')).job.status).toBe('completed');
  });

  it('keeps good batches when one fails, retries only the slugs left, and completes', async () => {
    fake.setPlugin('alpha-forms', { version: '2.1' });
    fake.setPlugin('bulk-145', { version: '5.0' });
    fake.switches.fail(500, { api: 'plugin', times: 1 });
    await post('plugins');
    await runJobs();

    const waiting = await status('plugins');
    expect(waiting.job.status).toBe('pending');
    expect(waiting.job.errorMessage).toBe(
      'wordpress.org answered HTTP 500: 100 of 150 plugins not checked (alpha-forms, beta-seo, bulk-000, bulk-001, bulk-002, …)',
    );
    // The failed batch keeps its last good answers; the good batch is stored already.
    expect(await pluginRow('alpha-forms')).toMatchObject({
      latestVersion: '2.0',
      latestVersionSource: 'wordpress.org',
    });
    expect(await pluginRow('bulk-145')).toMatchObject({ latestVersion: '5.0' });

    fake.requests.length = 0;
    passBackoff();
    expect(await runJobs()).toBe(1);
    expect(fake.requests.map((r) => r.slugs.length)).toEqual([100]);
    const done = await status('plugins');
    expect(done.job).toMatchObject({ status: 'completed', errorMessage: null });
    expect(done.pendingUpdates.map((u: { slug: string }) => u.slug)).toEqual(['alpha-forms', 'bulk-145']);
    expect(await pluginRow('alpha-forms')).toMatchObject({ latestVersion: '2.1' });
    const last = (await checks('plugin')).sort((a, b) => a.id - b.id).at(-1);
    expect(last).toMatchObject({ status: 'completed', response: { total: 150, failed: 0 } });
  });

  it('waits out its backoff after a time-out; a click meanwhile queues nothing', async () => {
    fake.switches.hang({ api: 'plugin', times: 1 });
    await post('plugins');
    await runJobs();
    expect((await status('plugins')).job).toMatchObject({
      status: 'pending',
      errorMessage: expect.stringMatching(/^wordpress.org did not answer within 2.5 s: 100 of 150 plugins/),
    });
    expect(await runJobs()).toBe(0); // waiting for its backoff
    const checksBefore = (await checks('plugin')).length;
    expect((await post('plugins')).json()).toMatchObject({
      message: 'A version check is already queued or running',
      job: { status: 'pending' },
    });
    expect(await checks('plugin')).toHaveLength(checksBefore);
    passBackoff();
    expect(await runJobs()).toBe(1);
    expect((await status('plugins')).job.status).toBe('completed');
  });

  it('fails after its last attempt with the reason kept, losing nothing stored before', async () => {
    fake.switches.garbage({ api: 'plugin' });
    await post('plugins');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await runJobs()).toBe(1);
      const { job } = await status('plugins');
      expect(job.status).toBe(attempt < 4 ? 'pending' : 'failed');
      passBackoff();
    }
    const { job, pendingUpdates } = await status('plugins');
    expect(job.errorMessage).toMatch(
      /^wordpress.org answered HTTP 200 with a body that is not JSON: 150 of 150 plugins not checked/,
    );
    expect(job.completedAt).not.toBeNull();
    // Two batches failed outright on each attempt: the rest was never hammered.
    expect(fake.requests.length).toBeLessThanOrEqual(8);
    // The answer of the last good check (2.0, from the test before) is still there.
    expect(await pluginRow('alpha-forms')).toMatchObject({
      latestVersion: '2.0',
      latestVersionSource: 'wordpress.org',
    });
    expect(pendingUpdates.map((u: { slug: string }) => u.slug)).toContain('alpha-forms');
    expect((await jobsOfKind('plugins')).at(-1)).toMatchObject({ status: 'failed', dedupeKey: null });

    // A failed check frees the kind: the next click queues a new one.
    fake.switches.reset();
    expect((await post('plugins')).json().message).toBe('Version check queued');
    await runJobs();
    expect((await status('plugins')).job.status).toBe('completed');
  });
});

describe('the worker on its own', () => {
  it('records slugs it gave up on without asking, and ends failed on its last attempt', async () => {
    fake.switches.fail(503, { api: 'plugin' });
    const smallBatches = createWordpressOrgHttpClient({
      baseUrl: fake.url,
      userAgent: 'HostFree/test',
      timeoutMs: 2500,
      pauseMs: 0,
      maxBatchSize: 50,
    });
    const runCheck = createCheckRunner({
      db: t.database.db,
      catalogue: t.app.services.library,
      wordpressOrg: smallBatches,
      now,
      attemptBudgetMs: 60_000,
    });
    const slugs = PLUGINS.map((p) => p.slug).sort();
    const check = await insertVersionCheck(t.database.db, 'plugin', { slugs });
    const lastAttempt = { id: 0, payload: { checkId: check.id }, attempts: 4, maxAttempts: 4 } as unknown as Job;
    await expect(runCheck('plugin', lastAttempt)).rejects.toThrow(
      /^wordpress.org answered HTTP 503: 150 of 150 plugins not checked/,
    );
    expect(fake.requests).toHaveLength(2);
    const row = (await checks('plugin')).find((c) => c.id === check.id)!;
    expect(row).toMatchObject({ status: 'failed', response: { total: 150, found: 0, notFound: 0, failed: 150 } });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect((row.response as { results: Record<string, unknown> }).results['private-tool']).toEqual({
      status: 'error',
      message: 'Not asked: wordpress.org was failing',
    });
  });
});

describe('theme version check', () => {
  it('checks themes on their own API and lists their updates', async () => {
    const pluginJob = (await status('plugins')).job;
    const res = await post('themes');
    expect(res.statusCode).toBe(202);
    expect(await runJobs()).toBe(1);
    const answer = await status('themes');
    expect(answer.job.status).toBe('completed');
    expect(answer.pendingUpdates).toMatchObject([{ slug: 'twentytwentyfour', version: '1.1', latestVersion: '1.2' }]);
    const rows = await t.database.db
      .select()
      .from(themes)
      .where(inArray(themes.slug, ['twentytwentyfour', 'house-theme']));
    expect(rows.find((r) => r.slug === 'house-theme')).toMatchObject({
      latestVersion: null,
      latestVersionSource: 'not-found',
    });
    expect(rows.find((r) => r.slug === 'twentytwentyfour')).toMatchObject({
      latestVersionNotes: 'Last updated 2024-08-20; requires WordPress 6.4; PHP 7.0',
    });
    expect(fake.requests.every((r) => r.api === 'theme' && r.method === 'GET')).toBe(true);
    // The plugin check is a separate job kind: its status did not move.
    expect((await status('plugins')).job).toEqual(pluginJob);
  });
});
