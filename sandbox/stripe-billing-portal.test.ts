// The fake Stripe's customer portal (POST /v1/billing_portal/sessions and its hosted page) with the real client
// (stripe-node 23) against it: what the billing centre's Update card relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stripe, StripeClient } from '../server/integrations/stripe/client.js';
import { PORTAL_UNVISITED_TTL_SECONDS } from './stripe/billing-portal.js';
import type { FakeStripe } from './stripe.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';

let fake: FakeStripe;
let stripe: StripeClient;
beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
});
afterAll(async () => {
  await fake.stop();
});

/** A customer with an active monthly subscription paid with the Visa test card. */
async function subscribed() {
  const customer = await stripe.customers.create({ email: `portal-${Date.now()}@example.test` });
  const product = await stripe.products.create({ name: 'Donation' });
  const price = await stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: 2000,
    recurring: { interval: 'month' },
  });
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.confirmation_secret'],
  });
  const secret = (sub.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
  fake.pay(secret.split('_secret_')[0]!, 'pm_card_visa');
  return { customer, sub };
}

const cardOf = async (subscriptionId: string) => {
  const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
  return (sub.default_payment_method as Stripe.PaymentMethod).card;
};

const postCard = (url: string, card: string) =>
  fetch(`${url}/card`, {
    method: 'POST',
    body: new URLSearchParams({ card }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the fake Stripe customer portal', () => {
  it("creates a session in Stripe's wire format, with the payment method update flow", async () => {
    const { customer } = await subscribed();
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:5000/billing',
      flow_data: {
        type: 'payment_method_update',
        after_completion: { type: 'redirect', redirect: { return_url: 'http://127.0.0.1:5000/billing' } },
      },
    });
    expect(session).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      livemode: false,
      return_url: 'http://127.0.0.1:5000/billing',
    });
    expect(session.id).toMatch(/^bps_/);
    expect(session.configuration).toMatch(/^bpc_/);
    expect(session.flow).toMatchObject({
      type: 'payment_method_update',
      after_completion: { type: 'redirect', redirect: { return_url: 'http://127.0.0.1:5000/billing' } },
    });
    expect(session.url.startsWith(`${fake.url}/p/session/`)).toBe(true);
  });

  it('refuses what Stripe refuses: no customer, an unknown one, a bad flow type', async () => {
    await expect(
      stripe.billingPortal.sessions.create({} as Stripe.BillingPortal.SessionCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing' });
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const { customer } = await subscribed();
    await expect(
      stripe.billingPortal.sessions.create({
        customer: customer.id,
        flow_data: { type: 'teleport' as 'payment_method_update' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("a card typed on its page becomes the customer's and the subscriptions' default, announced by events; a declined card changes nothing", async () => {
    const { customer, sub } = await subscribed();
    expect(await cardOf(sub.id)).toMatchObject({ brand: 'visa', last4: '4242' });
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:5000/billing',
    });
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Update your payment method');
    expect(html).toContain('href="http://127.0.0.1:5000/billing"');

    const events = fake.state.events.length;
    const declined = await (await postCard(session.url, '4000 0000 0000 0002')).text();
    expect(declined).toContain('Your card was declined.');
    expect(fake.state.events.length).toBe(events);
    expect(await cardOf(sub.id)).toMatchObject({ last4: '4242' });

    const saved = await (await postCard(session.url, '5555 5555 5555 4444')).text();
    expect(saved).toContain('Your card was updated.');
    expect(await cardOf(sub.id)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const fresh = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(fresh.invoice_settings.default_payment_method).toMatch(/^pm_/);
    const updates = fake.state.events.slice(events).map((e) => e.type);
    expect(updates).toEqual(['customer.updated', 'customer.subscription.updated']);
    const updated = fake.state.events.at(-1)!;
    expect((updated.data.object as { id: string }).id).toBe(sub.id);
    expect(updated.data.previous_attributes).toHaveProperty('default_payment_method');
  });

  it('a session not visited in time no longer opens; an unknown one is not found', async () => {
    const { customer } = await subscribed();
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:5000/billing',
    });
    fake.state.advanceClock(PORTAL_UNVISITED_TTL_SECONDS + 1);
    try {
      expect(await (await fetch(session.url)).text()).toContain('This session has expired.');
    } finally {
      fake.state.advanceClock(-(PORTAL_UNVISITED_TTL_SECONDS + 1));
    }
    expect((await fetch(`${fake.url}/p/session/test_nope`)).status).toBe(404);
  });
});
