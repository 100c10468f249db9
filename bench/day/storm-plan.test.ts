import { describe, expect, it } from 'vitest';
import { describeStorm, planStorm } from './storm-plan.js';

const ids = Array.from({ length: 2000 }, (_, i) => `evt_${i}`);
const plan = planStorm(ids, 60_000, 0.2, 2);

describe('the renewal storm deliveries', () => {
  it('delivers every event at least once and about a fifth of them twice', () => {
    const seen = new Map<string, number>();
    for (const d of plan) seen.set(d.eventId, (seen.get(d.eventId) ?? 0) + 1);
    expect(seen.size).toBe(2000);
    expect(Math.max(...seen.values())).toBe(2);
    const twice = [...seen.values()].filter((n) => n === 2).length;
    expect(twice).toBeGreaterThan(340);
    expect(twice).toBeLessThan(460);
    expect(plan.filter((d) => d.redelivery)).toHaveLength(twice);
  });

  it('sends out of order, some redeliveries before their first delivery, to both instances, within the storm', () => {
    const summary = describeStorm(plan);
    expect(summary.afterANewerEvent).toBeGreaterThan(100);
    const firstAt = new Map<string, number>();
    for (const d of plan.filter((x) => !x.redelivery)) firstAt.set(d.eventId, d.atMs);
    expect(plan.some((d) => d.redelivery && d.atMs < firstAt.get(d.eventId)!)).toBe(true);
    expect(summary.byInstance[0]).toBeGreaterThan(1000);
    expect(summary.byInstance[1]).toBeGreaterThan(1000);
    for (let i = 1; i < plan.length; i++) expect(plan[i]!.atMs).toBeGreaterThanOrEqual(plan[i - 1]!.atMs);
    expect(Math.min(...plan.map((d) => d.atMs))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...plan.map((d) => d.atMs))).toBeLessThan(61_000);
  });

  it('is the same plan for the same seed', () => {
    expect(planStorm(ids, 60_000, 0.2, 2)).toEqual(plan);
    expect(planStorm(ids, 60_000, 0.2, 2, 11)).not.toEqual(plan);
  });
});
