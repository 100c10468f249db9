import { describe, expect, it } from 'vitest';
import { seededRandom } from '../lib/seeded-random.js';
import { percentile, Samples, summarize } from './stats.js';

describe('percentiles of raw samples', () => {
  it('takes the nearest rank, whatever the order the samples came in', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile(samples, 0)).toBe(1);
  });

  it('lets one slow request in a hundred and one be the p99 (the tail is what the target is about)', () => {
    const samples = [...Array.from({ length: 99 }, () => 10), 500, 500];
    expect(percentile(samples, 99)).toBe(500);
    expect(percentile(samples, 50)).toBe(10);
  });

  it('answers 0 for no samples and the only sample for one', () => {
    expect(percentile([], 99)).toBe(0);
    expect(percentile([7], 50)).toBe(7);
    expect(summarize([])).toEqual({ count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 });
  });

  it('keeps samples apart by name', () => {
    const s = new Samples();
    s.add('sign-up', 10);
    s.add('sign-up', 30);
    s.add('claim', 5);
    expect(s.summary()).toEqual({
      'sign-up': { count: 2, p50Ms: 10, p99Ms: 30, maxMs: 30 },
      claim: { count: 1, p50Ms: 5, p99Ms: 5, maxMs: 5 },
    });
  });

  it('repeats the same choices for the same seed', () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    const c = seededRandom(4);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });
});
