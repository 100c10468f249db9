import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../../sandbox/stripe.js';
import type { CreateSubscriptionResponse } from '../../../contract/payments.js';
import { buildApp } from '../../app.js';
import { parseConfig, readTestEnv } from '../../config.js';
import { openPostgres, type Database } from '../../db/client.js';
import { auditEvents, jobs, mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createClock, nextAddress } from '../../test/accounts.js';
import { openTestDatabase } from '../../test/harness.js';
import { FAST_STRIPE } from '../../test/kits/payments.js';

// "Two instances receiving the same event", for dunning: two app instances on one PostgreSQL each
// receive one of Stripe's failure events of the same renewal and run their job queues at the same time. The cycle
// starts once: one mail, one reminder, one grace end, one audit line; and the grace end suspends once.
describe.runIf(readTestEnv().dbKind === 'postgres')('dunning on two instances', () => {
  let stripe: FakeStripe;
  let drop: () => Promise<void>;
  let second: Database;
  let first: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clock = createClock();
  const dirs = [
    mkdtempSync(path.join(os.tmpdir(), 'hostfree-dun-a-')),
    mkdtempSync(path.join(os.tmpdir(), 'hostfree-dun-b-')),
  ];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const opened = await openTestDatabase();
    drop = opened.drop;
    first = opened.database;
    second = openPostgres(opened.url!, 5);
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    const [configA, configB] = dirs.map((dir) =>
      parseConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        HOSTED_DOMAIN: 'hostfree.test',
        STRIPE_API_URL: stripe.url,
        ...FAST_STRIPE,
      }),
    );
    a = await buildApp(configA, { db: first.db, secretBox, now: clock.now });
    b = await buildApp(configB, { db: second.db, secretBox, now: clock.now });
    await a.services.stripeSettings.saveSettings({
      publicKey: stripe.publishableKey,
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      isTestMode: true,
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await drop?.();
    await stripe?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const deliver = async (app: FastifyInstance, event: FakeEvent) => {
    const { payload, header } = stripe.webhooks.sign(event, { timestamp: Math.floor(clock.now().getTime() / 1000) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(res.statusCode).toBe(200);
  };
  const runBoth = () => Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);

  it('two failure events on two instances start one cycle; its jobs run once', async () => {
    const started = (
      await a.inject({
        method: 'POST',
        url: '/api/create-subscription',
        remoteAddress: nextAddress(),
        payload: { amount: 1000, giftTier: '$10', giftType: 'vps', email: 'twice@example.test' },
      })
    ).json() as CreateSubscriptionResponse;
    stripe.pay(started.paymentIntentId, 'pm_card_visa');
    for (const event of stripe.state.events) await deliver(a, event);
    await runBoth();
    const sub = stripe.state.subscriptions.get(started.subscriptionId)!;
    const mark = stripe.state.events.length;
    const invoice = stripe.state.renew(sub, 'failed');
    const retry = stripe.state.emit('invoice.payment_failed', invoice);
    const renewalEvents = stripe.state.events.slice(mark);
    // Each instance gets every event of the renewal but one failure event, and both work at once.
    await Promise.all([
      (async () => {
        for (const e of renewalEvents.filter((x) => x !== retry)) await deliver(a, e);
      })(),
      deliver(b, retry),
    ]);
    await runBoth();
    await runBoth();

    const mails = await first.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payment-failed'));
    expect(mails).toHaveLength(1);
    const dunning = await first.db.select().from(jobs).where(like(jobs.kind, 'payments.dunning-%'));
    expect(dunning.map((j) => j.kind).sort()).toEqual(['payments.dunning-grace-end', 'payments.dunning-reminder']);
    expect(
      await first.db.select().from(auditEvents).where(eq(auditEvents.action, 'payment.renewal_failed')),
    ).toHaveLength(1);

    // A week on, both instances run their queues together: one reminder, one grace end.
    clock.advance(7 * 86_400_000 + 60_000);
    await runBoth();
    await runBoth();
    expect((await first.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payment-failed'))).length).toBe(3);
    expect(
      await first.db.select().from(auditEvents).where(eq(auditEvents.action, 'payment.reminder_sent')),
    ).toHaveLength(1);
    expect(await first.db.select().from(auditEvents).where(eq(auditEvents.action, 'payment.grace_ended'))).toHaveLength(
      1,
    );
  });
});
