// The demo's Stripe wiring: the fake starts, HostFree's Stripe settings end up holding its test keys (secrets
// sealed), the client reaches it, HostFree's own webhook endpoint in the fake delivers to the demo server without a
// pasted secret, and live keys are never overwritten.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { stripeEvents, stripeSettings } from '../server/db/schema/index.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { DEMO_STRIPE_KEYS, demoStripe, stripeDemo } from './demo/stripe.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];
let demo: DemoContext;

/** A port nobody listens on, so PUBLIC_URL can name the app before it listens (as the demo's PORT does). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  demo = { config: undefined as never, say: (line) => lines.push(line) };
  started = await stripeDemo.start!(demo);
  const port = await freePort();
  ctx = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, started?.deps ?? {});
  await ctx.app.listen({ port, host: '127.0.0.1' });
  demo.config = ctx.config;
});
afterAll(async () => {
  await ctx.close();
  await started?.stop?.();
});

describe('demo Stripe seeder', () => {
  it("prints the banner line, saves the sandbox keys, and events reach the server through HostFree's own endpoint", async () => {
    const stripe = demoStripe()!;
    expect(lines).toContain(`Sandbox Stripe:   ${stripe.url}`);
    await stripeDemo.seed!(ctx.app, { ...demo, secretBox: createSecretBox(randomBytes(32).toString('hex')) });
    const settings = await ctx.app.services.stripeSettings.readSettings();
    expect(settings).toMatchObject({
      publicKey: DEMO_STRIPE_KEYS.publishableKey,
      isConfigured: true,
      isTestMode: true,
      webhook: { mode: 'managed', error: null },
    });
    const endpoint = stripe.state.webhookEndpoints.get(settings.webhook.endpointId!)!;
    expect(endpoint.url).toBe(`${ctx.config.publicUrl}/api/stripe/webhook`);
    expect(lines.at(-1)).toContain(`HostFree's webhook endpoint ${endpoint.id} delivers to ${endpoint.url}`);
    // HostFree's client (built by the demo's factory) reaches the fake, and the fake's signed event reaches HostFree.
    const client = await ctx.app.services.payments.requireStripe();
    expect((await client.balance.retrieve()).object).toBe('balance');
    const intent = await client.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { kind: 'demo-test' },
    });
    stripe.pay(intent.id);
    await stripe.webhooks.idle();
    expect(
      stripe.webhooks.deliveries.filter((d) => d.target === endpoint.id).map((d) => [d.type, d.status]),
    ).toContainEqual(['payment_intent.succeeded', 200]);
    expect((await ctx.database.db.select().from(stripeEvents)).map((e) => e.type)).toContain(
      'payment_intent.succeeded',
    );
  });

  it('refuses to replace live keys', async () => {
    await ctx.database.db.update(stripeSettings).set({ isTestMode: false });
    await expect(
      stripeDemo.seed!(ctx.app, { ...demo, secretBox: createSecretBox(randomBytes(32).toString('hex')) }),
    ).rejects.toThrow(/live Stripe keys/);
  });
});
