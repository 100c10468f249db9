import { HANDLED_EVENT_TYPES } from '../../server/modules/payments/event-types.js';
import { signPayload, type FakeEvent } from '../../sandbox/stripe.js';
import type { SandboxStripe } from '../ingest/prepare.js';
import type { DayStage } from './harness.js';
import { paced, timed } from './traffic.js';

// What the renewal storm renews: monthly donations made through the app's own checkout (as bench/ingest does),
// their first payments' events delivered and applied before the storm, and then Stripe's billing renewing each.

async function stripeCall(stripe: SandboxStripe, path: string, method = 'GET', json?: unknown): Promise<unknown> {
  const res = await timed(`${stripe.url}${path}`, {
    method,
    json,
    headers: { authorization: `Bearer ${stripe.secretKey}` },
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** The events the endpoint subscribes to, oldest first (the list is newest first). */
export async function handledEvents(stripe: SandboxStripe): Promise<FakeEvent[]> {
  const handled = new Set<string>(HANDLED_EVENT_TYPES);
  const list = (await stripeCall(stripe, '/v1/events?limit=1000000')) as { data: FakeEvent[] };
  return list.data.filter((e) => handled.has(e.type)).reverse();
}

/** Reads of Stripe's API so far (GETs: what Stripe's read rate limit counts). */
export async function stripeReads(stripe: SandboxStripe): Promise<number> {
  return ((await stripeCall(stripe, '/__sandbox/request_counts', 'POST')) as Record<string, number>).GET ?? 0;
}

/** One event delivered as Stripe delivers it: the body signed now with the endpoint's secret. */
export function deliver(stage: DayStage, event: FakeEvent, instance: number) {
  const body = JSON.stringify(event, null, 2);
  const signature = signPayload(body, stage.stripe!.webhookSecret, Math.floor(Date.now() / 1000));
  return timed(`${stage.instances[instance]!.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
  });
}

/** `count` monthly $5 donations, each from its own address, over both instances, twelve at a time; answers their subscriptions. */
export async function subscribe(stage: DayStage, count: number): Promise<string[]> {
  const stripe = stage.stripe!;
  const one = async (i: number) => {
    const res = await timed(`${stage.instances[i % 2]!.url}/api/create-subscription`, {
      json: { amount: 500, giftTier: '$5', giftType: 'vps', email: `renewing-${i}@donors.test` },
      ip: `192.168.${(i >> 8) & 255}.${i & 255}`,
    });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`subscription ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    const { paymentIntentId } = res.body as { paymentIntentId: string };
    await stripeCall(stripe, `/__sandbox/payment_intents/${paymentIntentId}/pay`, 'POST', {
      payment_method: 'pm_card_visa',
    });
  };
  // The first alone: it creates the monthly price, which the others then find by its lookup key.
  await one(0);
  const rest = Array.from({ length: count - 1 }, (_, i) => i + 1);
  await paced(rest, () => 0, one, 12);
  const subs = (await stripeCall(stripe, '/v1/subscriptions?limit=1000000&status=all')) as { data: { id: string }[] };
  return subs.data.map((s) => s.id);
}

/** Delivers events as fast as 16 senders go (set-up, not measured); throws on any refusal. */
export async function deliverAll(stage: DayStage, events: FakeEvent[]): Promise<void> {
  let i = 0;
  await paced(
    events,
    () => 0,
    async (event) => {
      const res = await deliver(stage, event, i++ % 2);
      if (res.status !== 200) throw new Error(`set-up event ${event.id}: ${res.status} ${JSON.stringify(res.body)}`);
    },
    16,
  );
}

/** Stripe's billing renews each subscription: `failed` of them with a declined card, the rest paid. */
export async function renew(stage: DayStage, subscriptions: string[], failed: number): Promise<void> {
  const every = Math.max(1, Math.floor(subscriptions.length / Math.max(1, failed)));
  let failedSoFar = 0;
  await paced(
    subscriptions.map((id, i) => ({ id, i })),
    () => 0,
    async ({ id, i }) => {
      const fail = i % every === 0 && failedSoFar < failed;
      if (fail) failedSoFar++;
      await stripeCall(
        stage.stripe!,
        `/__sandbox/subscriptions/${id}/renew`,
        'POST',
        fail ? { outcome: 'failed' } : {},
      );
    },
    8,
  );
}
