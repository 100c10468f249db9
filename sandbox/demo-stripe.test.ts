// The demo's Stripe wiring: the fake starts, HostFree's Stripe settings end up holding its test keys (secrets
// sealed), the client reaches it, webhooks are pointed at the demo server, and live keys are never overwritten.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { stripeSettings } from '../server/db/schema/index.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { DEMO_STRIPE_KEYS, demoStripe, stripeDemo } from './demo/stripe.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];
let demo: DemoContext;

beforeAll(async () => {
  demo = { config: undefined as never, say: (line) => lines.push(line) };
  started = await stripeDemo.start!(demo);
  ctx = await createTestApp({}, started?.deps ?? {});
  demo.config = ctx.config;
});
afterAll(async () => {
  await ctx.close();
  await started?.stop?.();
});

describe('demo Stripe seeder', () => {
  it('prints the banner line, saves the sandbox keys and points webhooks at the server', async () => {
    const stripe = demoStripe()!;
    expect(lines).toContain(`Sandbox Stripe:   ${stripe.url}`);
    await stripeDemo.seed!(ctx.app, { ...demo, secretBox: createSecretBox(randomBytes(32).toString('hex')) });
    expect(await ctx.app.services.stripeSettings.readSettings()).toMatchObject({ publicKey: DEMO_STRIPE_KEYS.publishableKey, isConfigured: true, isTestMode: true });
    expect(stripe.webhooks.url).toBe(`http://127.0.0.1:${ctx.config.port}/api/stripe/webhook`);
    // HostFree's client (built by the demo's factory) reaches the fake.
    const client = await ctx.app.services.payments.requireStripe();
    expect((await client.balance.retrieve()).object).toBe('balance');
  });

  it('refuses to replace live keys', async () => {
    await ctx.database.db.update(stripeSettings).set({ isTestMode: false });
    await expect(stripeDemo.seed!(ctx.app, { ...demo, secretBox: createSecretBox(randomBytes(32).toString('hex')) })).rejects.toThrow(/live Stripe keys/);
  });
});
