import type { Db } from '../../db/client.js';
import { GIFT_ACTIVATION_HOURS } from '../../../contract/donation-tier-list.js';
import type { BillingDetails, ProductHandler, ProductRecord, RefundFacts, StripeRefs } from '../payments/index.js';
import { PLUGIN_DONATION_KIND, SUBSCRIPTION_DONATION_KIND } from './checkout.js';
import type { DonationCheckoutSessions } from './checkout-session.js';
import type { Fulfilment } from './fulfilment.js';
import {
  findDonationByCheckoutSession,
  findDonationById,
  findDonationByPaymentIntent,
  findFirstDonationOfSubscription,
  type DonationRow,
} from './repo.js';

// Donations on the commerce core: the monthly gift subscription and the $5 plugin donation are two
// products. Each handler re-reads from Stripe through the fulfilment, so duplicates and out-of-order events converge.

const idFrom = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

function recordOf(row: DonationRow): ProductRecord {
  const description = row.pluginName
    ? `Donation for ${row.pluginName}`
    : `${row.giftTier ? `${row.giftTier} ` : ''}monthly donation${row.giftType ? ` with a gift (${row.giftType.replace(/_/g, ' ')})` : ''}`;
  return {
    ref: String(row.id),
    userId: row.userId,
    email: row.donorEmail,
    description: description.charAt(0).toUpperCase() + description.slice(1),
    describedAs: row.pluginName
      ? { kind: 'plugin_donation', plugin: row.pluginName }
      : { kind: 'donation', tier: row.giftTier || null, gift: row.giftType || null },
  };
}

/** Where a gift's fulfilment order stands in the admin's Pending Orders (paid hosting's service reads it). */
export type FindGiftOrder = (
  orderId: string,
) => Promise<{ status: string; createdAt: Date; processedAt: Date | null } | null>;

/** The gift's fulfilment order id: the subscription (what fulfilment.ts writes), or the donation for an older row. */
export const giftOrderIdOf = (row: Pick<DonationRow, 'id' | 'stripeSubscriptionId'>) =>
  row.stripeSubscriptionId ?? `donation-${row.id}`;

export function createDonationProducts({
  db,
  fulfilment,
  checkoutSessions,
  findGiftOrder,
}: {
  db: Db;
  fulfilment: Fulfilment;
  checkoutSessions: DonationCheckoutSessions;
  findGiftOrder?: FindGiftOrder;
}): ProductHandler[] {
  async function subscriptionRow(refs: StripeRefs) {
    if (refs.subscriptionId) return findFirstDonationOfSubscription(db, refs.subscriptionId);
    const id = idFrom(refs.metadata.donationId);
    return id ? findDonationById(db, id) : undefined;
  }
  async function pluginRow(refs: StripeRefs) {
    const byIntent = refs.paymentIntentId ? await findDonationByPaymentIntent(db, refs.paymentIntentId) : undefined;
    if (byIntent) return byIntent;
    const bySession = refs.checkoutSessionId
      ? await findDonationByCheckoutSession(db, refs.checkoutSessionId)
      : undefined;
    if (bySession) return bySession;
    const id = idFrom(refs.metadata.donationId);
    return id ? findDonationById(db, id) : undefined;
  }
  const syncSubscription = async (refs: StripeRefs) => {
    if (refs.subscriptionId) await fulfilment.syncSubscription(refs.subscriptionId);
  };
  // A donation paid on Stripe Checkout is paid by a PaymentIntent its row does not have yet: the session
  // (or the intent's metadata) names the row, and the one that paid is recorded on it.
  const syncPlugin = async (refs: StripeRefs) => {
    if (refs.checkoutSessionId) await checkoutSessions.syncCheckoutSession(refs.checkoutSessionId);
    else if (refs.paymentIntentId) await checkoutSessions.syncPluginPaymentIntent(refs.paymentIntentId);
    else {
      const row = await pluginRow(refs);
      if (row) await fulfilment.syncPaymentIntent(row);
    }
  };
  /** A visitor gives no e-mail before paying on Stripe Checkout; the one Stripe's page asked for gets the receipt. */
  async function pluginRecord(row: DonationRow): Promise<ProductRecord> {
    const record = recordOf(row);
    if (record.email || !row.stripeCheckoutSessionId) return record;
    return { ...record, email: await checkoutSessions.emailOfSession(row.stripeCheckoutSessionId) };
  }

  /** The billing centre's gift line: set up within 24 hours of the first payment (000 §9), then done. */
  async function giftDetails(record: ProductRecord): Promise<BillingDetails | null> {
    const row = idFrom(record.ref) ? await findDonationById(db, Number(record.ref)) : undefined;
    if (!row?.giftType) return null;
    const order = findGiftOrder ? await findGiftOrder(giftOrderIdOf(row)) : null;
    const paidAt = row.completedAt ?? order?.createdAt ?? null;
    const state =
      order?.status === 'completed' ? 'set_up' : order?.status === 'cancelled' ? 'cancelled' : 'being_set_up';
    return {
      gift: {
        tier: row.giftTier,
        type: row.giftType,
        state,
        dueAt:
          state === 'being_set_up' && paidAt ? new Date(paidAt.getTime() + GIFT_ACTIVATION_HOURS * 3_600_000) : null,
        completedAt: state === 'set_up' ? (order?.processedAt ?? null) : null,
      },
    };
  }

  const refunded = async (facts: RefundFacts) => fulfilment.markRefunded(facts.paymentKey, facts.isFull, facts.reason);
  const monthly: ProductHandler = {
    kind: SUBSCRIPTION_DONATION_KIND,
    label: 'Donation',
    graceNotice: 'donation',
    describe: async (refs) => {
      const row = await subscriptionRow(refs);
      return row ? recordOf(row) : null;
    },
    paid: async (facts) => {
      if (facts.invoiceId) await fulfilment.onInvoicePaid(facts.invoiceId);
    },
    renewed: async (facts) => {
      if (facts.invoiceId) await fulfilment.onInvoicePaid(facts.invoiceId);
    },
    paymentFailed: syncSubscription,
    changed: syncSubscription,
    cancelled: syncSubscription,
    billingDetails: giftDetails,
    graceEnded: async (refs) => {
      if (refs.subscriptionId) await fulfilment.pauseGift(refs.subscriptionId);
    },
    refunded,
  };
  const plugin: ProductHandler = {
    kind: PLUGIN_DONATION_KIND,
    label: 'Plugin donation',
    describe: async (refs) => {
      const row = await pluginRow(refs);
      return row ? pluginRecord(row) : null;
    },
    paid: syncPlugin,
    paymentFailed: syncPlugin,
    cancelled: syncPlugin,
    refunded,
  };
  return [monthly, plugin];
}
