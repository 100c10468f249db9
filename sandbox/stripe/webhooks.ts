import { createHmac } from 'node:crypto';
import type { FakeEvent } from './state.js';

// Webhook delivery as Stripe does it: POST JSON with `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
// "t.body" keyed with the whole whsec_ string>`, at least once, retried with backoff on anything but 2xx.

export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'network-error';
  at: number;
}

export interface FakeWebhookSender {
  /** Where events go and the secret they are signed with; null url = keep them (tests deliver by hand). */
  configure(target: { url: string | null; secret: string }): void;
  readonly url: string | null;
  readonly secret: string;
  /** Holds deliveries (the app is "down"); events wait until resume(). */
  pause(): void;
  resume(): void;
  readonly paused: boolean;
  enqueue(event: FakeEvent): void;
  /** Sends again (a duplicate delivery, as Stripe's at-least-once does). */
  redeliver(event: FakeEvent): Promise<number | 'network-error'>;
  /** Signs an event's JSON for a hand delivery (tests inject it into the app). */
  sign(event: FakeEvent, options?: { timestamp?: number; secret?: string }): { payload: string; header: string };
  deliveries: WebhookDelivery[];
  /** Resolves when nothing is queued or in flight. */
  idle(): Promise<void>;
  stop(): void;
}

/** Backoff between attempts (ms): quick for a local demo, a few tries like Stripe's test mode. */
const RETRY_DELAYS_MS = [1000, 3000, 10_000, 30_000, 60_000];

export function createWebhookSender(now: () => number): FakeWebhookSender {
  let url: string | null = null;
  let secret = 'whsec_sandbox';
  let paused = false;
  let stopped = false;
  const queue: { event: FakeEvent; attempt: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const deliveries: WebhookDelivery[] = [];
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (inFlight === 0 && (queue.length === 0 || paused || !url) && timers.size === 0) {
      const w = waiters;
      waiters = [];
      for (const resolve of w) resolve();
    }
  };

  function sign(event: FakeEvent, options: { timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: signPayload(payload, options.secret ?? secret, options.timestamp ?? now()) };
  }

  async function post(event: FakeEvent, attempt: number): Promise<number | 'network-error'> {
    const { payload, header } = sign(event);
    let status: number | 'network-error';
    try {
      const res = await fetch(url!, {
        method: 'POST', body: payload, signal: AbortSignal.timeout(10_000),
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      });
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
    } catch {
      status = 'network-error';
    }
    deliveries.push({ eventId: event.id, type: event.type, attempt, status, at: Date.now() });
    if (deliveries.length > 1000) deliveries.shift();
    return status;
  }

  function pump() {
    if (paused || !url || stopped) return settle();
    while (queue.length > 0) {
      const item = queue.shift()!;
      inFlight += 1;
      void post(item.event, item.attempt).then((status) => {
        inFlight -= 1;
        const ok = typeof status === 'number' && status >= 200 && status < 300;
        const delay = RETRY_DELAYS_MS[item.attempt - 1];
        if (!ok && delay !== undefined && !stopped) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            queue.push({ event: item.event, attempt: item.attempt + 1 });
            pump();
          }, delay);
          timer.unref();
          timers.add(timer);
        }
        settle();
      });
    }
    settle();
  }

  return {
    configure(target) {
      url = target.url;
      secret = target.secret;
      pump();
    },
    get url() { return url; },
    get secret() { return secret; },
    pause() { paused = true; },
    resume() { paused = false; pump(); },
    get paused() { return paused; },
    enqueue(event) {
      if (!url) return;
      queue.push({ event, attempt: 1 });
      pump();
    },
    redeliver: (event) => (url ? post(event, 0) : Promise.resolve('network-error')),
    sign,
    deliveries,
    idle: () => new Promise<void>((resolve) => { waiters.push(resolve); settle(); }),
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      queue.length = 0;
      settle();
    },
  };
}
