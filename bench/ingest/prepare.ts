import { HANDLED_EVENT_TYPES } from '../../server/modules/payments/event-types.js';
import type { FakeEvent } from '../../sandbox/stripe.js';
import { signInAdmin } from '../lib/app-api.js';

/** The sandbox Stripe the app is wired to (STRIPE_API_URL) and the keys the admin saves. */
export interface SandboxStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** What the senders deliver, and what the app must have applied once each afterwards. */
export interface IngestPlan {
  events: FakeEvent[];
  pluginDonations: number;
  subscriptionDonations: number;
}

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<unknown> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    ...(json === undefined
      ? {}
      : {
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json', ...(rest.headers as Record<string, string>) },
        }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `work` over 0..count-1 with a few calls in flight (checkouts are set-up, not the measured path). */
async function inParallel(count: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * Makes real paid donations as a donor would: the app's own checkout (POST /api/create-payment-intent for $5 plugin
 * donations, POST /api/create-subscription for monthly ones) creates the rows and Stripe objects, the card holder
 * pays in the sandbox, and the events Stripe emitted for them (the types HostFree's endpoint subscribes to) are what
 * the bench delivers. So every event is one the core can prove against Stripe and apply.
 */
export async function prepareIngest({
  appUrl,
  stripe,
  pluginDonations,
  subscriptionDonations,
}: {
  appUrl: string;
  stripe: SandboxStripe;
  pluginDonations: number;
  subscriptionDonations: number;
}): Promise<IngestPlan> {
  const admin = await signInAdmin(appUrl);
  await call(`${appUrl}/api/admin/stripe-settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}` },
    json: {
      publicKey: stripe.publishableKey,
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      isTestMode: true,
    },
  });
  const plugins = (await call(`${appUrl}/api/plugins`)) as { id: number; name: string }[];
  if (!plugins.length) throw new Error('no plugin in the catalogue to donate to');
  const pay = (paymentIntentId: string) =>
    call(`${stripe.url}/__sandbox/payment_intents/${paymentIntentId}/pay`, {
      method: 'POST',
      json: { payment_method: 'pm_card_visa' },
    });

  await inParallel(pluginDonations, 6, async (i) => {
    const pi = (await call(`${appUrl}/api/create-payment-intent`, {
      method: 'POST',
      json: { amount: 5, pluginId: plugins[0]!.id, email: `plugin-donor-${i}@bench.test` },
    })) as { paymentIntentId: string };
    await pay(pi.paymentIntentId);
  });
  const subscribe = async (i: number) => {
    const sub = (await call(`${appUrl}/api/create-subscription`, {
      method: 'POST',
      json: { amount: 500, giftTier: '$5', giftType: 'vps', email: `monthly-donor-${i}@bench.test` },
    })) as { paymentIntentId: string };
    await pay(sub.paymentIntentId);
  };
  // The first one alone: it creates the monthly price (found by lookup key afterwards, never raced).
  if (subscriptionDonations > 0) await subscribe(0);
  await inParallel(subscriptionDonations - 1, 6, (i) => subscribe(i + 1));

  const handled = new Set<string>(HANDLED_EVENT_TYPES);
  const list = (await call(`${stripe.url}/v1/events?limit=1000000`, {
    headers: { authorization: `Bearer ${stripe.secretKey}` },
  })) as { data: FakeEvent[] };
  // The list is newest first; Stripe delivers roughly in creation order.
  const events = list.data.filter((e) => handled.has(e.type)).reverse();
  return { events, pluginDonations, subscriptionDonations };
}
