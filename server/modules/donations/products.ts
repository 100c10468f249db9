import type { Db } from '../../db/client.js';
import type { ProductHandler, ProductRecord, RefundFacts, StripeRefs } from '../payments/commerce/products.js';
import { PLUGIN_DONATION_KIND, SUBSCRIPTION_DONATION_KIND } from './checkout.js';
import type { Fulfilment } from './fulfilment.js';
import { findDonationById, findDonationByPaymentIntent, findFirstDonationOfSubscription, type DonationRow } from './repo.js';

// Donations on the commerce core (issue 20 point 1): the monthly gift subscription and the $5 plugin donation are two
// products. Each handler re-reads from Stripe through the fulfilment, so duplicates and out-of-order events converge.

const idFrom = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

function recordOf(row: DonationRow): ProductRecord {
  const description = row.pluginName
    ? `Donation for ${row.pluginName}`
    : `${row.giftTier ? `${row.giftTier} ` : ''}monthly donation${row.giftType ? ` with a gift (${row.giftType.replace(/_/g, ' ')})` : ''}`;
  return { ref: String(row.id), userId: row.userId, email: row.donorEmail, description: description.charAt(0).toUpperCase() + description.slice(1) };
}

export function createDonationProducts({ db, fulfilment }: { db: Db; fulfilment: Fulfilment }): ProductHandler[] {
  async function subscriptionRow(refs: StripeRefs) {
    if (refs.subscriptionId) return findFirstDonationOfSubscription(db, refs.subscriptionId);
    const id = idFrom(refs.metadata.donationId);
    return id ? findDonationById(db, id) : undefined;
  }
  async function pluginRow(refs: StripeRefs) {
    const byIntent = refs.paymentIntentId ? await findDonationByPaymentIntent(db, refs.paymentIntentId) : undefined;
    if (byIntent) return byIntent;
    const id = idFrom(refs.metadata.donationId);
    return id ? findDonationById(db, id) : undefined;
  }
  const syncSubscription = async (refs: StripeRefs) => { if (refs.subscriptionId) await fulfilment.syncSubscription(refs.subscriptionId); };
  const syncPlugin = async (refs: StripeRefs) => {
    const row = await pluginRow(refs);
    if (row) await fulfilment.syncPaymentIntent(row);
  };

  const refunded = async (facts: RefundFacts) => fulfilment.markRefunded(facts.paymentKey, facts.isFull, facts.reason);
  const monthly: ProductHandler = {
    kind: SUBSCRIPTION_DONATION_KIND,
    label: 'Donation',
    graceNotice: 'your gift is paused until the payment arrives. Nothing is lost: it goes on as soon as you pay.',
    describe: async (refs) => { const row = await subscriptionRow(refs); return row ? recordOf(row) : null; },
    paid: async (facts) => { if (facts.invoiceId) await fulfilment.onInvoicePaid(facts.invoiceId); },
    renewed: async (facts) => { if (facts.invoiceId) await fulfilment.onInvoicePaid(facts.invoiceId); },
    paymentFailed: syncSubscription,
    changed: syncSubscription,
    cancelled: syncSubscription,
    graceEnded: async (refs) => { if (refs.subscriptionId) await fulfilment.pauseGift(refs.subscriptionId); },
    refunded,
  };
  const plugin: ProductHandler = {
    kind: PLUGIN_DONATION_KIND,
    label: 'Plugin donation',
    describe: async (refs) => { const row = await pluginRow(refs); return row ? recordOf(row) : null; },
    paid: syncPlugin,
    paymentFailed: syncPlugin,
    cancelled: syncPlugin,
    refunded,
  };
  return [monthly, plugin];
}
