import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatusResponse } from '../../../contract/system-status.js';
import { stripeEvents } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { bearer, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// A busy day's figures on System → Status and /api/admin/metrics: the sign-up rate, each job kind's oldest
// waiting job, WHM's cap and calls in flight, and the webhook lag from Stripe's `created` to processed.

const metricValue = (text: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  const line = text.split('\n').find((l) => l.startsWith(wanted ? `${name}{${wanted}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('System → Status: the traffic figures', () => {
  let t: TestContext;
  let admin: SignedInUser;
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(admin.token), remoteAddress: nextAddress() });

  beforeAll(async () => {
    t = await createTestApp({ WHM_MAX_IN_FLIGHT: '3' });
    admin = await registerAdmin(t.app, t.database.db);
    await registerUser(t.app);
    await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the sign-ups of the last minute and hour, and shows the WHM cap', async () => {
    const s = (await get('/api/admin/system-status')).json<SystemStatusResponse>();
    // The admin and the two people above, all created within the last minute.
    expect(s.traffic.signups).toEqual({ lastMinute: 3, lastHour: 3 });
    expect(s.traffic.whm).toEqual({ cap: 3, inFlight: 0, waiting: 0, peak: 0 });
    expect(s.traffic.webhook).toMatchObject({ windowMinutes: 15, processed: 0, unprocessed: 0, lagP50Seconds: null });
  });

  it('measures webhook lag from Stripe’s created to processed, and ages what still waits', async () => {
    const now = Date.now();
    const event = (id: string, createdSecondsAgo: number, processedSecondsAgo: number | null) => ({
      id,
      type: 'invoice.paid',
      stripeCreatedAt: new Date(now - createdSecondsAgo * 1000),
      payload: {},
      status: processedSecondsAgo === null ? ('received' as const) : ('processed' as const),
      processedAt: processedSecondsAgo === null ? null : new Date(now - processedSecondsAgo * 1000),
    });
    await t.database.db
      .insert(stripeEvents)
      .values([
        event('evt_lag_1', 12, 10),
        event('evt_lag_2', 14, 10),
        event('evt_lag_3', 30, 0),
        event('evt_wait', 40, null),
      ]);
    const { webhook } = (await get('/api/admin/system-status')).json<SystemStatusResponse>().traffic;
    expect(webhook).toMatchObject({ processed: 3, unprocessed: 1 });
    expect(webhook.lagP50Seconds).toBeCloseTo(4, 1);
    expect(webhook.lagP99Seconds).toBeGreaterThan(29);
    expect(webhook.lagP99Seconds).toBeLessThanOrEqual(30);
    expect(webhook.oldestUnprocessedSeconds).toBeGreaterThanOrEqual(40);

    const text = (await get('/api/admin/metrics')).body;
    expect(metricValue(text, 'hostfree_stripe_webhook_lag_seconds', { quantile: '0.5' })).toBeCloseTo(4, 1);
    expect(metricValue(text, 'hostfree_stripe_webhook_events', { state: 'unprocessed' })).toBe(1);
    expect(metricValue(text, 'hostfree_stripe_webhook_oldest_unprocessed_seconds')).toBeGreaterThanOrEqual(40);
    expect(metricValue(text, 'hostfree_signups', { window: '1m' })).toBe(3);
    expect(metricValue(text, 'hostfree_whm_calls_in_flight')).toBe(0);
    expect(metricValue(text, 'hostfree_whm_calls_in_flight_max')).toBe(3);
    // The test app has no DATABASE_URL: one lane of one slot, as on PGlite.
    expect(metricValue(text, 'hostfree_job_lane_slots', { lane: 'all' })).toBe(1);
    expect(metricValue(text, 'hostfree_job_lane_in_flight', { lane: 'all' })).toBe(0);
  });

  it('ages the oldest waiting job per kind', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await enqueueJob(t.database.db, 'test.slow-kind', {}, { runAt: minutesAgo(5) });
    await enqueueJob(t.database.db, 'test.slow-kind', {}, { runAt: minutesAgo(1) });
    await enqueueJob(t.database.db, 'test.quick-kind', {}, { runAt: minutesAgo(0.5) });
    const { queue } = (await get('/api/admin/system-status')).json<SystemStatusResponse>();
    const kind = (k: string) => queue.kinds.find((x) => x.kind === k)!;
    expect(kind('test.slow-kind')).toMatchObject({ waiting: 2 });
    expect(kind('test.slow-kind').oldestWaitingSeconds).toBeGreaterThanOrEqual(300);
    expect(kind('test.quick-kind').oldestWaitingSeconds).toBeLessThan(60);
    const text = (await get('/api/admin/metrics')).body;
    expect(
      metricValue(text, 'hostfree_job_queue_oldest_waiting_seconds_by_kind', { kind: 'test.slow-kind' }),
    ).toBeGreaterThanOrEqual(300);
  });
});
