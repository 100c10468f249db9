import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatusResponse } from '../../../contract/system-status.js';
import { startFakeWhm, type FakeWhm } from '../../../sandbox/whm.js';
import { auditEvents, jobs, mailOutbox } from '../../db/schema/index.js';
import { createWhmHttpClient } from '../../integrations/whm/http-client.js';
import { enqueueJob } from '../../jobs/queue.js';
import { bearer, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { MAIL_JOB } from '../mail/service.js';

// System → Status and /api/admin/metrics, through the routes: WHM hanging in the sandbox shows
// as failing with its breaker open, a dead job is retried (and audited), and the metrics text says the same.

/** `name{a="b",c="d"} value` lines of the Prometheus text format, comments left out. */
function parseMetrics(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a metrics line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

describe('System → Status', () => {
  let t: TestContext;
  let whm: FakeWhm;
  let admin: SignedInUser;
  let client: SignedInUser;
  const get = (url: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: nextAddress() });
  const post = (url: string, payload: object = {}, token = admin.token) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: nextAddress() });
  const status = async () => {
    const res = await get('/api/admin/system-status');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SystemStatusResponse>();
  };
  const system = (s: SystemStatusResponse, id: string) => s.systems.find((x) => x.id === id);

  beforeAll(async () => {
    whm = await startFakeWhm();
    // The real WHM client with a short time-out, so a hang ends in seconds (2 s: a healthy call on a loaded CI machine
    // must still fit); the breaker is on (WHM_BREAKER_RETRY_MS default).
    t = await createTestApp(
      {},
      { whmClientFactory: (connection) => createWhmHttpClient({ ...connection, timeoutMs: 2000 }) },
    );
    admin = await registerAdmin(t.app, t.database.db);
    client = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await whm?.stop();
  });

  it('lists every outside system; unconfigured ones say so and the database answers', async () => {
    const s = await status();
    expect(s.systems.map((x) => x.id)).toEqual([
      'postgres',
      'whm',
      'stripe',
      'smtp',
      'cloud:azure',
      'cloud:vultr',
      'cloud:digitalocean',
      'domain-lookup',
      'object-storage',
      'reputation:web-risk',
      'reputation:urlhaus',
      'reputation:threatfox',
    ]);
    expect(system(s, 'postgres')).toMatchObject({ state: 'ok', label: 'PostgreSQL', lastFailureAt: null });
    expect(system(s, 'postgres')!.lastSuccessAt).not.toBeNull();
    for (const id of [
      'whm',
      'stripe',
      'smtp',
      'cloud:azure',
      'cloud:vultr',
      'cloud:digitalocean',
      'reputation:urlhaus',
    ])
      expect(system(s, id)?.state, id).toBe('not_configured');
    expect(system(s, 'cloud:vultr')?.label).toBe('Vultr');
    expect(system(s, 'cloud:digitalocean')?.label).toBe('DigitalOcean');
    expect(system(s, 'domain-lookup')).toMatchObject({ state: 'unknown', label: 'RDAP/WHOIS' });
    expect(system(s, 'object-storage')).toMatchObject({ state: 'unknown', detail: 'Local disk' });
    expect(system(s, 'whm')?.breaker).toBeNull();
  });

  it("says the systems' names, notes and warnings in the admin's language; product names stay", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system-status',
      headers: { ...bearer(admin.token), cookie: 'hf_locale=es' },
      remoteAddress: nextAddress(),
    });
    const s = res.json<SystemStatusResponse>();
    expect(system(s, 'object-storage')).toMatchObject({ label: 'Almacenamiento de objetos', detail: 'Disco local' });
    expect(system(s, 'cloud:vultr')).toMatchObject({ label: 'Vultr', detail: 'Cómputo en la nube' });
    expect(system(s, 'reputation:urlhaus')?.detail).toBe('Fuente de reputación (análisis de abuso)');
    expect(system(s, 'postgres')?.label).toBe('PostgreSQL');
    expect(s.warnings.find((w) => w.id === 'support-contact-missing')?.message).toMatch(/^No hay contacto de soporte/);
  });

  it('shows WHM ok after a call, then failing with its breaker open while the sandbox WHM hangs', async () => {
    const saved = await post('/api/api-settings', {
      whmApiUrl: whm.url,
      whmApiToken: whm.token,
      cpanelBaseUrl: '',
      emailFromAddress: 'noreply@hostfree.test',
      emailFromName: 'HostFree',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tested = await post('/api/test-whm-connection');
    expect(tested.statusCode, tested.body).toBe(200);
    const before = system(await status(), 'whm')!;
    expect(before).toMatchObject({
      state: 'ok',
      detail: new URL(whm.url).origin,
      breaker: { state: 'closed', retryAt: null },
      lastFailureAt: null,
    });
    expect(before.lastSuccessAt).not.toBeNull();

    whm.switches.hang();
    try {
      expect((await post('/api/test-whm-connection')).statusCode).toBe(502);
      const after = system(await status(), 'whm')!;
      expect(after.state).toBe('failing');
      expect(after.breaker?.state).toBe('open');
      expect(after.breaker?.retryAt).not.toBeNull();
      expect(after.lastSuccessAt).toBe(before.lastSuccessAt);
      expect(after.lastFailureAt).not.toBeNull();
      expect(after.lastFailureMessage).toMatch(/WhmError/);
      // Nothing secret in the message: not the token, not the API path with its session.
      expect(after.lastFailureMessage).not.toContain(whm.token);
    } finally {
      whm.switches.reset();
    }
  });

  it('says the same in Prometheus text format, for admins only', async () => {
    const res = await get('/api/admin/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = parseMetrics(res.body);
    const value = (name: string, labels: Record<string, string> = {}) =>
      lines.find((l) => l.name === name && Object.entries(labels).every(([k, v]) => l.labels[k] === v))?.value;
    expect(value('hostfree_system_up', { system: 'whm' })).toBe(0);
    expect(value('hostfree_system_up', { system: 'postgres' })).toBe(1);
    expect(value('hostfree_system_configured', { system: 'stripe' })).toBe(0);
    expect(value('hostfree_system_up', { system: 'stripe' })).toBeUndefined();
    expect(value('hostfree_circuit_breaker_state', { system: 'whm', state: 'open' })).toBe(1);
    expect(value('hostfree_circuit_breaker_state', { system: 'whm', state: 'closed' })).toBe(0);
    expect(value('hostfree_system_last_failure_timestamp_seconds', { system: 'whm' })).toBeGreaterThan(1_700_000_000);
    expect(value('hostfree_mail_outbox_pending')).toBe(0);
    expect(value('hostfree_abuse_scan_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(value('hostfree_job_queue_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      value('hostfree_process_resident_memory_bytes') ?? value('hostfree_nodejs_heap_size_used_bytes'),
    ).toBeGreaterThan(0);
    expect((await get('/api/admin/metrics', client.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/metrics' })).statusCode).toBe(401);
  });

  it('lists a dead job; Retry queues it again (audited) and it runs; a second Retry answers 404', async () => {
    let calls = 0;
    t.app.services.jobs.register('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('the first run fails');
      return { ok: true };
    });
    const job = (await enqueueJob(t.database.db, 'test.flaky', {}, { maxAttempts: 1 }))!;
    await t.app.services.jobs.runDue();

    const s = await status();
    expect(s.queue.failedJobs.find((j) => j.id === job.id)).toMatchObject({
      kind: 'test.flaky',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'the first run fails',
    });
    expect(s.queue.kinds.find((k) => k.kind === 'test.flaky')).toMatchObject({ failed: 1, waiting: 0, running: 0 });
    const metrics = parseMetrics((await get('/api/admin/metrics')).body);
    expect(metrics.find((l) => l.name === 'hostfree_jobs_failed' && l.labels.kind === 'test.flaky')?.value).toBe(1);

    expect((await post(`/api/admin/jobs/${job.id}/retry`, {}, client.token)).statusCode).toBe(403);
    const retried = await post(`/api/admin/jobs/${job.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: 'Job queued again', job: { id: job.id, kind: 'test.flaky' } });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'job.retried'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'job',
      targetId: String(job.id),
      details: { kind: 'test.flaky' },
    });

    const waiting = await status();
    expect(waiting.queue.failedJobs.some((j) => j.id === job.id)).toBe(false);
    expect(waiting.queue.kinds.find((k) => k.kind === 'test.flaky')).toMatchObject({ failed: 0, waiting: 1 });
    await t.app.services.jobs.runDue();
    expect(calls).toBe(2);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status).toBe('completed');
    expect((await post(`/api/admin/jobs/${job.id}/retry`)).statusCode).toBe(404);
  });

  it('counts the outbox, and a retried mail.send job puts its given-up message back in the queue', async () => {
    // No SMTP server is configured: the send fails; with one attempt allowed, the message is given up at once.
    const outboxId = await t.database.db.transaction((tx) =>
      t.app.services.mail.enqueue(tx, {
        template: 'smtp-test',
        to: 'someone@example.test',
        data: { sentAt: new Date().toISOString() },
      }),
    );
    await t.database.db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(eq(jobs.dedupeKey, `${MAIL_JOB}:${outboxId}`));
    const [mailJob] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${MAIL_JOB}:${outboxId}`));
    expect((await status()).outbox).toMatchObject({ pending: 1, failed: 0 });
    await t.app.services.jobs.runDue();
    const failed = await status();
    expect(failed.outbox).toEqual({ pending: 0, failed: 1, oldestPendingSeconds: null });

    expect((await post(`/api/admin/jobs/${mailJob!.id}/retry`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId!));
    expect(row?.status).toBe('queued');
    const pending = await status();
    expect(pending.outbox).toMatchObject({ pending: 1, failed: 0 });
    expect(pending.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
    await t.database.db.execute(sql`delete from ${jobs} where ${jobs.id} = ${mailJob!.id}`);
  });
});
