import { describe, expect, it } from 'vitest';
import { backoffPauseMs, parseJsonBody, withRetries } from './retry.js';

describe('retries of an outside call', () => {
  it('doubles the pause per attempt within ±25 %, and never waits less than the floor', () => {
    expect(backoffPauseMs(1, 100, 0, () => 0.5)).toBe(100);
    expect(backoffPauseMs(3, 100, 0, () => 0.5)).toBe(400);
    expect(backoffPauseMs(1, 100, 0, () => 0)).toBe(75);
    expect(backoffPauseMs(1, 100, 0, () => 1)).toBe(125);
    expect(backoffPauseMs(1, 100, 2000, () => 0.5)).toBe(2000);
  });

  it('retries what may pass up to the limit, and gives up at once on what will not', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new Error('timeout')) : Promise.resolve('ok'));
    await expect(withRetries(flaky, { attempts: 3, pauseMs: 0, shouldRetry: () => true })).resolves.toBe('ok');
    expect(calls).toBe(3);

    calls = 0;
    const refused = () => {
      calls += 1;
      return Promise.reject(new Error('auth'));
    };
    await expect(
      withRetries(refused, { attempts: 5, pauseMs: 0, shouldRetry: (e) => (e as Error).message !== 'auth' }),
    ).rejects.toThrow('auth');
    expect(calls).toBe(1);

    calls = 0;
    await expect(withRetries(refused, { attempts: 2, pauseMs: 0, shouldRetry: () => true })).rejects.toThrow('auth');
    expect(calls).toBe(2);
  });

  it('reads a body as JSON: empty is null, not JSON is undefined', () => {
    expect(parseJsonBody('  ')).toBeNull();
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonBody('<html>cpsrvd is restarting</html>')).toBeUndefined();
  });
});
