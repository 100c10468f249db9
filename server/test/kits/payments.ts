// Helpers for the payments and donations tests (not a test file itself): an app wired to the fake Stripe, with
// a hand-moved clock, webhooks delivered by hand (signed like Stripe does) and jobs run on demand.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../../sandbox/stripe.js';
import { mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { MailTemplate, MailTemplateData } from '../../modules/mail/templates/index.js';
import { bearer, createClock, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../accounts.js';
import { createTestApp, type TestContext } from '../harness.js';

export interface PaymentsTestContext extends TestContext {
  stripe: FakeStripe;
  admin: SignedInUser;
  clock: ReturnType<typeof createClock>;
  /** Stores the fake's keys as the Stripe settings (through the service, as the admin screen would). */
  configureStripe(): Promise<void>;
  post(url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** Delivers one event to POST /api/stripe/webhook, signed with the fake's secret (or the given one/time). */
  deliver(
    event: FakeEvent,
    options?: { timestamp?: number; secret?: string; header?: string },
  ): Promise<LightMyRequestResponse>;
  /** Delivers every event the fake emitted since the last call (in order), then runs the jobs. */
  deliverAll(): Promise<void>;
  runJobs(): Promise<number>;
  client(): Promise<SignedInUser>;
  /** The data of the newest queued message of a template to an address (opened with the app's key), or null. */
  mailData<K extends MailTemplate>(template: K, to: string): Promise<MailTemplateData[K] | null>;
}

/** Short time-outs and one retry, so "Stripe hangs" ends quickly and "timed out but created" is retried once. */
export const FAST_STRIPE = { STRIPE_TIMEOUT_MS: '400', STRIPE_MAX_NETWORK_RETRIES: '1' };

export async function createPaymentsTestApp(overrides: Record<string, string> = {}): Promise<PaymentsTestContext> {
  const stripe = await startFakeStripe();
  const clock = createClock();
  const secretBox = createSecretBox(randomBytes(32).toString('hex'));
  const t = await createTestApp(
    { STRIPE_API_URL: stripe.url, ...FAST_STRIPE, ...overrides },
    { now: clock.now, secretBox },
  );
  const admin = await registerAdmin(t.app, t.database.db);
  let delivered = 0;
  const headers = (token?: string) => (token ? bearer(token) : {});
  const ctx: PaymentsTestContext = {
    ...t,
    stripe,
    admin,
    clock,
    async configureStripe() {
      await t.app.services.stripeSettings.saveSettings({
        publicKey: stripe.publishableKey,
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        isTestMode: true,
      });
    },
    post: (url, payload, token) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: headers(token),
        remoteAddress: nextAddress(),
      }),
    get: (url, token) => t.app.inject({ method: 'GET', url, headers: headers(token), remoteAddress: nextAddress() }),
    deliver(event, options = {}) {
      const { payload, header } = stripe.webhooks.sign(event, {
        timestamp: options.timestamp ?? Math.floor(clock.now().getTime() / 1000),
        secret: options.secret,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': options.header ?? header },
      });
    },
    async deliverAll() {
      const events = stripe.state.events.slice(delivered);
      delivered = stripe.state.events.length;
      for (const event of events) {
        const res = await ctx.deliver(event);
        if (res.statusCode !== 200) throw new Error(`webhook ${event.type}: ${res.statusCode} ${res.body}`);
      }
      await ctx.runJobs();
    },
    runJobs: () => t.app.services.jobs.runDue(),
    client: () => registerUser(t.app),
    async mailData(template, to) {
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, template), eq(mailOutbox.recipient, to)))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return row?.data ? JSON.parse(secretBox.open(row.data)) : null;
    },
    async close() {
      await t.close();
      await stripe.stop();
    },
  };
  return ctx;
}
