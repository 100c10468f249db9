import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSubscriptionResponse } from '../../../../contract/payments.js';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../../../sandbox/stripe.js';
import { buildApp } from '../../../app.js';
import { parseConfig, readTestEnv } from '../../../config.js';
import { openPostgres, type Database } from '../../../db/client.js';
import {
  billingPayments,
  billingSubscriptions,
  donations,
  mailOutbox,
  pendingOrders,
  stripeEvents,
} from '../../../db/schema/index.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { nextAddress } from '../../../test/accounts.js';
import { openTestDatabase } from '../../../test/harness.js';
import { FAST_STRIPE } from '../../../test/kits/payments.js';

// Two app instances receive the same Stripe event (Stripe retries a delivery that timed out at the
// load balancer, which sends it to the other instance) and both run their job queues at once. On PostgreSQL each
// instance has its own connection pool, as in production (docs/operations.md); on PGlite they share the one
// embedded connection. Either way: one stored event, one job, one ledger row, one receipt, one gift order.

describe('two instances receiving the same event', () => {
  let database: Database;
  let second: Database | undefined;
  let drop: () => Promise<void>;
  let stripe: FakeStripe;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDirs = [
    mkdtempSync(path.join(os.tmpdir(), 'hostfree-commerce-a-')),
    mkdtempSync(path.join(os.tmpdir(), 'hostfree-commerce-b-')),
  ];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    second = readTestEnv().dbKind === 'postgres' ? openPostgres(opened.url!, 5) : undefined;
    // One secret box for both, as production shares its key: the Stripe keys one sealed, the other opens.
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    const [configA, configB] = dataDirs.map((dir) =>
      parseConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        HOSTED_DOMAIN: 'hostfree.test',
        STRIPE_API_URL: stripe.url,
        ...FAST_STRIPE,
      }),
    );
    a = await buildApp(configA!, { db: database.db, secretBox });
    b = await buildApp(configB!, { db: (second ?? database).db, secretBox });
    await Promise.all([a.ready(), b.ready()]);
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
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const deliverTo = (app: FastifyInstance, event: FakeEvent) => {
    const { payload, header } = stripe.webhooks.sign(event);
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };
  const runBoth = () => Promise.all([a.services.jobs.runDue(), b.services.jobs.runDue()]);

  it('a donation paid once: both instances answer 200, one stores it, the two queues record it once', async () => {
    const mark = stripe.state.events.length;
    const start = await b.inject({
      method: 'POST',
      url: '/api/create-subscription',
      remoteAddress: nextAddress(),
      payload: { amount: 1000, giftTier: '$10', giftType: 'hosting', email: 'twice@example.test' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const started = start.json() as CreateSubscriptionResponse;
    stripe.pay(started.paymentIntentId);
    const events = stripe.state.events.slice(mark);

    // Every event reaches both instances at the same moment.
    for (const event of events) {
      const [toA, toB] = await Promise.all([deliverTo(a, event), deliverTo(b, event)]);
      expect([toA.statusCode, toB.statusCode]).toEqual([200, 200]);
      expect([toA.json().duplicate, toB.json().duplicate].sort()).toEqual([false, true]);
    }
    // The same paid invoice stated under a second event id (Stripe's news from two sources): also raced.
    const paid = events.find((e) => e.type === 'invoice.paid')!;
    await Promise.all([deliverTo(a, { ...paid, id: `${paid.id}a` }), deliverTo(b, { ...paid, id: `${paid.id}b` })]);
    await runBoth();
    await runBoth();

    const stored = await database.db.select().from(stripeEvents);
    expect(stored.filter((e) => e.id === paid.id)).toHaveLength(1);
    expect(stored.every((e) => e.status === 'processed')).toBe(true);
    const [row, ...more] = await database.db
      .select()
      .from(donations)
      .where(eq(donations.stripeSubscriptionId, started.subscriptionId));
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ status: 'completed' });
    expect(
      await database.db.select().from(pendingOrders).where(eq(pendingOrders.orderId, started.subscriptionId)),
    ).toHaveLength(1);
    const ledger = await database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.stripeSubscriptionId, started.subscriptionId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      productKind: 'donation',
      amountCents: 1000,
      stripePaymentIntentId: started.paymentIntentId,
    });
    expect(
      await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `payment-receipt:${ledger[0]!.paymentKey}`)),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.stripeSubscriptionId, started.subscriptionId)),
    ).toHaveLength(1);
  });
});
