import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../../contract/refunds.js';
import { users } from '../../db/schema/index.js';
import { registerAdmin } from '../../test/accounts.js';
import { createCommerceTestApp, type CommerceTestContext } from '../../test/kits/commerce.js';
import { paymentRows } from '../../test/kits/payment-rows.js';

// Disputes through the API on the sandbox Stripe: a chargeback is flagged on the payment's row, mailed to every
// active admin once per status, and blocks a refund from here (the bank decides the money now).

describe('disputes', () => {
  let t: CommerceTestContext;
  let rows: ReturnType<typeof paymentRows>;
  beforeAll(async () => {
    t = await createCommerceTestApp();
    rows = paymentRows(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a dispute is flagged on the row and mailed to every admin once per status; a disputed payment is not refunded here', async () => {
    const second = await registerAdmin(t.app, t.database.db);
    const suspended = await registerAdmin(t.app, t.database.db);
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendReason: 'Left' })
      .where(eq(users.id, suspended.user.id));
    const plan = await t.buyPlan();
    const orderId = String((await rows.planOrder(plan)).id);
    const payment = (await rows.pendingOrderOf('premium_hosting', orderId)).payment!;
    const piId = (await rows.ledgerRow(payment.id)).stripePaymentIntentId!;

    const dispute = t.stripe.openDispute(piId, { reason: 'product_not_received' });
    await t.deliverNew();
    expect((await rows.pendingOrderOf('premium_hosting', orderId)).payment).toMatchObject({
      disputeStatus: 'needs_response',
    });
    for (const admin of [t.admin, second]) {
      const [mail, ...more] = await t.mails('payment-disputed', admin.email);
      expect(more).toEqual([]);
      expect(mail!.data).toMatchObject({
        paymentId: payment.id,
        status: 'needs_response',
        statusLabel: 'Disputed: needs response',
        reason: 'product_not_received',
        amountCents: 895,
        customer: plan.who.email,
        productLabel: 'Paid hosting',
        description: `Premium hosting for ${plan.domain}`,
      });
    }
    expect(await t.mails('payment-disputed', suspended.email)).toEqual([]);
    expect(await t.auditOf('payment.disputed', payment.id)).toHaveLength(1);

    // The same event again, and a second event with the same status: nothing new.
    expect(await t.deliver(t.stripe.eventsOf('charge.dispute.created').at(-1)!)).toBe(200);
    t.stripe.state.emit('charge.dispute.updated', dispute);
    await t.deliverNew();
    expect(await t.mails('payment-disputed', t.admin.email)).toHaveLength(1);

    const refused = await rows.refund(payment.id, { reason: 'Settle it' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REFUND_MESSAGES.disputed);

    t.stripe.state.charges.setDisputeStatus(dispute.id, 'under_review');
    await t.deliverNew();
    t.stripe.state.charges.setDisputeStatus(dispute.id, 'lost');
    await t.deliverNew();
    expect((await t.mails('payment-disputed', second.email)).map((m) => m.data.status)).toEqual([
      'needs_response',
      'under_review',
      'lost',
    ]);
    expect((await rows.pendingOrderOf('premium_hosting', orderId)).payment).toMatchObject({ disputeStatus: 'lost' });
    expect(await t.auditOf('payment.disputed', payment.id)).toHaveLength(3);
  });
});
