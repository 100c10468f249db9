import autocannon from 'autocannon';
import { signPayload, type FakeEvent } from '../../sandbox/stripe.js';
import { seededRandom } from '../lib/seeded-random.js';

/** A share of deliveries that are redeliveries of an event already sent (Stripe delivers at least once). */
export const DUPLICATE_SHARE = 0.2;
/** Parallel senders (connections), each delivering its next event as soon as the last is answered (docs/decisions.md: why 16). */
export const SENDERS = Number(process.env.BENCH_INGEST_SENDERS ?? 16);

export interface Delivery {
  eventId: string;
  body: string;
  signature: string;
}

export interface IngestMeasurement {
  url: string;
  deliveries: number;
  distinctEvents: number;
  duplicates: number;
  seconds: number;
  /** Accepted (2xx) deliveries per second over the whole run. */
  eventsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * The delivery order: every event once, in Stripe's order, plus DUPLICATE_SHARE more deliveries of events picked at
 * random. Half the duplicates follow their original at once, so two senders deliver the same event at the same moment
 * (the race the store-once insert settles); the others come later, as Stripe's retries do. Each delivery is signed
 * now, with Stripe's scheme, so the run's clock stays inside the 300 s tolerance.
 */
export function planDeliveries(events: FakeEvent[], secret: string, seed = 24): Delivery[] {
  const rand = seededRandom(seed);
  const sign = (event: FakeEvent): Delivery => {
    const body = JSON.stringify(event, null, 2);
    return { eventId: event.id, body, signature: signPayload(body, secret, Math.floor(Date.now() / 1000)) };
  };
  const order: Delivery[] = [];
  const later: { at: number; delivery: Delivery }[] = [];
  for (const event of events) {
    const delivery = sign(event);
    order.push(delivery);
    if (rand() >= DUPLICATE_SHARE) continue;
    if (rand() < 0.5) order.push(sign(event));
    else later.push({ at: order.length + Math.floor((rand() * events.length) / 2), delivery: sign(event) });
  }
  later.sort((a, b) => b.at - a.at);
  for (const { at, delivery } of later) order.splice(Math.min(at, order.length), 0, delivery);
  return order;
}

/**
 * Parallel senders (autocannon, SENDERS connections) take the next delivery from one shared queue, so the order above
 * holds across connections. The amount is a multiple of the connections (autocannon splits it evenly): the last
 * few slots resend the final event, which are duplicates too.
 */
export async function sendDeliveries(url: string, deliveries: Delivery[]): Promise<IngestMeasurement> {
  const amount = Math.ceil(deliveries.length / SENDERS) * SENDERS;
  let next = 0;
  const started = process.hrtime.bigint();
  const r = await autocannon({
    url,
    connections: SENDERS,
    amount,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const d = deliveries[Math.min(next++, deliveries.length - 1)]!;
          return {
            ...request,
            body: d.body,
            headers: {
              ...request.headers,
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': d.signature,
            },
          };
        },
      },
    ],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const distinct = new Set(deliveries.map((d) => d.eventId)).size;
  const accepted = r['2xx'];
  return {
    url,
    deliveries: amount,
    distinctEvents: distinct,
    duplicates: amount - distinct,
    seconds: Number(seconds.toFixed(2)),
    eventsPerSecond: Math.round(accepted / seconds),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}
