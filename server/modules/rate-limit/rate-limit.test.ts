import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { isAppError } from '../../errors.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { createClock } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from './limits.js';
import { createRateLimitService, limitOf } from './service.js';

describe('PostgreSQL fixed-window rate limiter', () => {
  const clock = createClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const rule = { name: 'test-rule', max: 3, windowMs: 60_000 };
  const attempt = (limiter: ReturnType<typeof createRateLimitService>, subject: string) =>
    limiter.consumeAttempt(rule, subject).then(
      () => 'ok',
      (e: unknown) => e,
    );

  it('allows max attempts per window, then throws RATE_LIMITED with Retry-After', async () => {
    const limiter = createRateLimitService({ db: t.database.db, scale: 1, now: clock.now });
    for (let i = 0; i < 3; i++) expect(await attempt(limiter, 'a')).toBe('ok');
    clock.advance(20_000);
    const error = await attempt(limiter, 'a');
    expect(isAppError(error) && error.code).toBe('RATE_LIMITED');
    expect(isAppError(error) && error.message).toBe(RATE_LIMITED_MESSAGE);
    expect(isAppError(error) && error.retryAfterSeconds).toBe(40);
    expect(await attempt(limiter, 'b')).toBe('ok');
    clock.advance(40_000);
    expect(await attempt(limiter, 'a')).toBe('ok');
  });

  it('counts parallel attempts without losing any (one atomic statement)', async () => {
    const limiter = createRateLimitService({ db: t.database.db, scale: 1, now: clock.now });
    const results = await Promise.all(Array.from({ length: 10 }, () => attempt(limiter, 'parallel')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
  });

  it('multiplies every limit by the scale knob', async () => {
    const limiter = createRateLimitService({ db: t.database.db, scale: 2, now: clock.now });
    for (let i = 0; i < 6; i++) expect(await attempt(limiter, 'scaled')).toBe('ok');
    expect(isAppError(await attempt(limiter, 'scaled'))).toBe(true);
    expect(limitOf(RATE_LIMITS.loginPerAccount, 100)).toBe(10_000);
    expect(limitOf({ name: 'x', max: 3, windowMs: 1 }, 0.01)).toBe(1);
  });

  it('stores hashed subjects, and purges spent windows', async () => {
    const limiter = createRateLimitService({ db: t.database.db, scale: 1, now: clock.now });
    await attempt(limiter, 'someone@example.test');
    const keys = (await t.database.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys.join(' ')).not.toContain('someone@example.test');
    clock.advance(rule.windowMs + 1);
    await limiter.purgeExpired();
    expect(await t.database.db.select().from(rateLimitCounters)).toHaveLength(0);
  });

  it('is configured through RATE_LIMIT_SCALE (default 1)', () => {
    expect(parseConfig({ RATE_LIMIT_SCALE: '100' }).rateLimitScale).toBe(100);
    expect(parseConfig({}).rateLimitScale).toBe(1);
    expect(() => parseConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });
});
