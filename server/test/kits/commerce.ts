// Helpers for the commerce core's dunning, refund and dispute tests (not a test file itself): the paid-hosting app
// (sandbox Stripe, WHM, RDAP) with every product, the fake's events delivered in order, mail read back from the outbox,
// and a paid plan bought the way a visitor buys one.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ConfirmResponse, SubscribeResponse } from '../../../contract/paid-hosting.js';
import { auditEvents, mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { MailTemplateData } from '../../modules/mail/templates/index.js';
import { paymentIntentIdOfSecret } from '../../modules/payments/stripe-objects.js';
import type { FakeSubscription } from '../../../sandbox/stripe/state.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from './paid-hosting.js';

export interface SentMail<K extends keyof MailTemplateData> {
  recipient: string | null;
  dedupeKey: string | null;
  data: MailTemplateData[K];
}

export interface BoughtPlan {
  who: { email: string; fullName: string };
  domain: string;
  answer: ConfirmResponse;
  sub: FakeSubscription;
  /** The plan's WHM account. */
  username: string;
}

export interface CommerceTestContext extends PaidHostingTestContext {
  /** Every event the fake emitted since the last call, delivered in order, then the jobs run (twice: jobs queue jobs). */
  deliverNew(): Promise<void>;
  /** Marks every event so far as delivered without delivering it (webhooks lost, or held back to deliver late). */
  skipEvents(): void;
  /** The outbox's messages of a template to an address, oldest first, with their (sealed) data opened. */
  mails<K extends keyof MailTemplateData>(template: K, to: string): Promise<SentMail<K>[]>;
  auditOf(action: string, targetId: string | number): Promise<(typeof auditEvents.$inferSelect)[]>;
  /** A visitor buys a paid plan (Premium, a .com), pays with the test card and confirms; events delivered. */
  buyPlan(): Promise<BoughtPlan>;
}

export async function createCommerceTestApp(): Promise<CommerceTestContext> {
  const secretBox = createSecretBox(randomBytes(32).toString('hex'));
  const t = await createPaidHostingTestApp({ secretBox });
  let delivered = 0;
  let n = 0;
  const ctx: CommerceTestContext = {
    ...t,
    async deliverNew() {
      const events = t.stripe.state.events.slice(delivered);
      delivered = t.stripe.state.events.length;
      for (const event of events) {
        const status = await t.deliver(event);
        if (status !== 200) throw new Error(`webhook ${event.type}: ${status}`);
      }
      await t.runJobs();
      await t.runJobs();
    },
    skipEvents() {
      delivered = t.stripe.state.events.length;
    },
    async mails(template, to) {
      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, template), eq(mailOutbox.recipient, to)))
        .orderBy(mailOutbox.id);
      return rows.map((row) => ({
        recipient: row.recipient,
        dedupeKey: row.dedupeKey,
        data: JSON.parse(secretBox.open(row.data)) as never,
      }));
    },
    auditOf: (action, targetId) =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(targetId))))
        .orderBy(auditEvents.id),
    async buyPlan() {
      n += 1;
      const tag = randomBytes(3).toString('hex');
      const who = { email: `plan-${tag}${n}@example.test`, fullName: `Pat Plan${n}` };
      const domain = `plan-${tag}${n}.com`;
      const res = await t.post('/api/hosting/subscribe', { domain, planType: 'premium', ...who });
      if (res.statusCode !== 200) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
      const started = res.json() as SubscribeResponse;
      t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret!)!, 'pm_card_visa');
      const confirmed = await t.post('/api/hosting/subscribe/confirm', {
        subscriptionId: started.subscriptionId,
        domain,
        planType: 'premium',
        ...who,
      });
      if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
      const answer = confirmed.json() as ConfirmResponse;
      await ctx.deliverNew();
      return {
        who,
        domain,
        answer,
        sub: t.stripe.state.subscriptions.get(started.subscriptionId)!,
        username: answer.credentials.cpanelUsername!,
      };
    },
  };
  await t.configureWhm();
  await t.configureStripe();
  return ctx;
}
