import { seededRandom } from '../lib/seeded-random.js';

// The renewal storm's deliveries: every event at least once, a share delivered twice, out of order, spread over the
// storm and over both instances, as Stripe's at-least-once delivery with retries does. Pure: signed when sent.

export interface StormDelivery {
  eventId: string;
  /** Index into the events given. */
  event: number;
  atMs: number;
  instance: number;
  /** The second delivery of an event already sent (or, out of order, sent before its first). */
  redelivery: boolean;
}

/**
 * `events` spread evenly over `stormMs` in Stripe's order, then: each event with probability `redeliveredShare` gets a
 * second delivery at a random time in the storm (before or after the first, so a retry can overtake it), and
 * neighbouring deliveries are swapped with probability 1/2 within a window of `jitterMs` (events of one moment reach
 * the instances in no fixed order). Each delivery goes to a random instance of `instances`.
 */
export function planStorm(
  eventIds: readonly string[],
  stormMs: number,
  redeliveredShare: number,
  instances: number,
  seed = 10,
  jitterMs = 2000,
): StormDelivery[] {
  const rand = seededRandom(seed);
  const step = stormMs / Math.max(1, eventIds.length);
  const out: StormDelivery[] = [];
  eventIds.forEach((eventId, event) => {
    const at = Math.floor(event * step + (rand() - 0.5) * Math.min(jitterMs, stormMs / 10));
    out.push({ eventId, event, atMs: Math.max(0, at), instance: Math.floor(rand() * instances), redelivery: false });
    if (rand() < redeliveredShare)
      out.push({
        eventId,
        event,
        atMs: Math.floor(rand() * stormMs),
        instance: Math.floor(rand() * instances),
        redelivery: true,
      });
  });
  return out.sort((a, b) => a.atMs - b.atMs);
}

/** How the plan came out: what the result file reports beside the figures. */
export function describeStorm(plan: readonly StormDelivery[]) {
  const firstSeen = new Map<number, number>();
  let afterANewerEvent = 0;
  let highest = -1;
  for (const d of plan) {
    if (!firstSeen.has(d.event)) firstSeen.set(d.event, d.atMs);
    if (d.event < highest) afterANewerEvent++;
    highest = Math.max(highest, d.event);
  }
  return {
    deliveries: plan.length,
    distinctEvents: firstSeen.size,
    redeliveries: plan.filter((d) => d.redelivery).length,
    afterANewerEvent,
    byInstance: plan.reduce<Record<number, number>>(
      (acc, d) => ({ ...acc, [d.instance]: (acc[d.instance] ?? 0) + 1 }),
      {},
    ),
  };
}
