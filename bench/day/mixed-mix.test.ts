import { describe, expect, it } from 'vitest';
import { MIX, planMixedDay, READS } from './mixed-mix.js';

describe('the mixed day plan', () => {
  const plan = planMixedDay(50, 200, 40);

  it('is the issue mix: 70 % reads, 10 % downloads, 10 % sign-ins, 5 % checkouts, 5 % admin', () => {
    expect(plan).toHaveLength(10_000);
    expect(Object.values(MIX).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    const share = (group: string) => plan.filter((p) => p.group === group).length / plan.length;
    expect(share('public-read') + share('signed-in-read')).toBeCloseTo(0.7, 1);
    expect(share('download')).toBeCloseTo(0.1, 1);
    expect(share('sign-in')).toBeCloseTo(0.1, 1);
    expect(share('checkout')).toBeCloseTo(0.05, 1);
    expect(share('admin')).toBeCloseTo(0.05, 1);
  });

  it('takes each read from its own group, at a steady rate over both instances and every person', () => {
    for (const p of plan.filter((x) => x.group === 'admin')) expect(READS.admin).toContain(p.path);
    for (const p of plan.filter((x) => x.group === 'public-read')) expect(READS['public-read']).toContain(p.path);
    expect(plan[50]!.atMs).toBe(1000);
    expect(plan.at(-1)!.atMs).toBe(199_980);
    expect(new Set(plan.map((p) => p.instance))).toEqual(new Set([0, 1]));
    expect(new Set(plan.map((p) => p.person)).size).toBe(40);
  });
});
