import { createHmac } from 'node:crypto';
import type { FakeEvent, FakeStripeState } from './state.js';
import { eventInVersion } from './versions.js';

// Webhook delivery as Stripe does it: POST JSON with `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
// "t.body" keyed with the whole whsec_ string>`, at least once, retried with backoff on anything but 2xx.
// Events go to every enabled endpoint made through /v1/webhook_endpoints that subscribes to their type, each
// signed with that endpoint's secret and rendered in its api_version, and to the target set with configure()
// (an endpoint made in the Dashboard: every type, the account's version, the fake's fixed secret).

export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** 'not-sent': the URL is not on this machine; the sandbox never posts events anywhere else. */
export type DeliveryStatus = number | 'network-error' | 'not-sent';

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** 'configured' (the configure() target) or the endpoint's we_ id. */
  target: string;
  url: string;
  apiVersion: string;
  attempt: number;
  status: DeliveryStatus;
  at: number;
}

export interface FakeWebhookSender {
  /** The Dashboard-made target: where events go and the secret they are signed with; null url = none (tests deliver by hand). */
  configure(target: { url: string | null; secret: string }): void;
  readonly url: string | null;
  readonly secret: string;
  /** Holds deliveries (the app is "down"); events wait until resume(). */
  pause(): void;
  resume(): void;
  readonly paused: boolean;
  enqueue(event: FakeEvent): void;
  /** Sends again to every target that takes the event (a duplicate delivery, as Stripe's at-least-once does). */
  redeliver(event: FakeEvent): Promise<DeliveryStatus[]>;
  /** Signs an event's JSON for a hand delivery (tests inject it into the app), optionally rendered in another version. */
  sign(
    event: FakeEvent,
    options?: { timestamp?: number; secret?: string; apiVersion?: string },
  ): { payload: string; header: string };
  deliveries: WebhookDelivery[];
  /** Resolves when nothing is queued or in flight. */
  idle(): Promise<void>;
  stop(): void;
}

/** Backoff between attempts (ms): quick for a local demo, a few tries like Stripe's test mode. */
const RETRY_DELAYS_MS = [1000, 3000, 10_000, 30_000, 60_000];
const CONFIGURED = 'configured';

interface Target {
  id: string;
  url: string;
  secret: string;
  apiVersion: string;
}

/** Deliveries leave only for loopback: tests and the demo register public-looking URLs that must not be called. */
function isOnThisMachine(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return /^127\./.test(host) || host === '::1' || host === 'localhost';
  } catch {
    return false;
  }
}

export function createWebhookSender(state: FakeStripeState): FakeWebhookSender {
  let url: string | null = null;
  let secret = 'whsec_sandbox';
  let paused = false;
  let stopped = false;
  const queue: { event: FakeEvent; targetId: string; attempt: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const deliveries: WebhookDelivery[] = [];
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  /** The target as it is now (an endpoint may have been updated, disabled or deleted since the event was queued). */
  function targetOf(id: string): Target | null {
    if (id === CONFIGURED) return url ? { id, url, secret, apiVersion: state.accountApiVersion } : null;
    const endpoint = state.webhookEndpoints.get(id);
    if (!endpoint || endpoint.status !== 'enabled') return null;
    return {
      id,
      url: endpoint.url,
      secret: endpoint.secret,
      apiVersion: endpoint.api_version ?? state.accountApiVersion,
    };
  }

  function targetsFor(type: string): string[] {
    const ids = url ? [CONFIGURED] : [];
    for (const endpoint of state.webhookEndpoints.values()) {
      if (
        endpoint.status === 'enabled' &&
        (endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type))
      )
        ids.push(endpoint.id);
    }
    return ids;
  }

  const settle = () => {
    if (inFlight === 0 && (queue.length === 0 || paused) && timers.size === 0) {
      const w = waiters;
      waiters = [];
      for (const resolve of w) resolve();
    }
  };

  function sign(event: FakeEvent, options: { timestamp?: number; secret?: string; apiVersion?: string } = {}) {
    const payload = JSON.stringify(options.apiVersion ? eventInVersion(event, options.apiVersion) : event, null, 2);
    return { payload, header: signPayload(payload, options.secret ?? secret, options.timestamp ?? state.now()) };
  }

  async function post(event: FakeEvent, target: Target, attempt: number): Promise<DeliveryStatus> {
    let status: DeliveryStatus;
    if (!isOnThisMachine(target.url)) {
      status = 'not-sent';
    } else {
      const { payload, header } = sign(event, { secret: target.secret, apiVersion: target.apiVersion });
      try {
        const res = await fetch(target.url, {
          method: 'POST',
          body: payload,
          signal: AbortSignal.timeout(10_000),
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': header,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
        });
        await res.arrayBuffer().catch(() => undefined);
        status = res.status;
      } catch {
        status = 'network-error';
      }
    }
    deliveries.push({
      eventId: event.id,
      type: event.type,
      target: target.id,
      url: target.url,
      apiVersion: target.apiVersion,
      attempt,
      status,
      at: Date.now(),
    });
    if (deliveries.length > 1000) deliveries.shift();
    return status;
  }

  function pump() {
    if (paused || stopped) return settle();
    while (queue.length > 0) {
      const item = queue.shift()!;
      const target = targetOf(item.targetId);
      if (!target) continue; // deleted or disabled since: Stripe stops sending to it too
      inFlight += 1;
      void post(item.event, target, item.attempt).then((status) => {
        inFlight -= 1;
        const ok = typeof status === 'number' && status >= 200 && status < 300;
        const delay = RETRY_DELAYS_MS[item.attempt - 1];
        if (!ok && status !== 'not-sent' && delay !== undefined && !stopped) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            queue.push({ ...item, attempt: item.attempt + 1 });
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
    get url() {
      return url;
    },
    get secret() {
      return secret;
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      pump();
    },
    get paused() {
      return paused;
    },
    enqueue(event) {
      for (const targetId of targetsFor(event.type)) queue.push({ event, targetId, attempt: 1 });
      pump();
    },
    redeliver: (event) => Promise.all(targetsFor(event.type).map((id) => post(event, targetOf(id)!, 0))),
    sign,
    deliveries,
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      queue.length = 0;
      settle();
    },
  };
}
