import type { Stripe, StripeClient } from '../../../integrations/stripe/client.js';

// Which of a person's Stripe customers is theirs from now on. Stripe cannot merge customers, move a subscription to
// another customer, or attach a card saved on one customer to another: so the kept one is the customer that already
// carries the most that cannot move (live subscriptions, each with its card), and among equals the oldest (the one
// with the longest history in Stripe's Dashboard and on past invoices). docs/decisions.md, 'One Stripe customer per
// person'.

const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export async function liveSubscriptionCount(stripe: StripeClient, customerId: string): Promise<number> {
  const subs = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
  return subs.data.filter((s) => LIVE.has(s.status)).length;
}

export async function chooseKeptCustomer(stripe: StripeClient, customers: Stripe.Customer[]): Promise<Stripe.Customer> {
  if (customers.length === 1) return customers[0]!;
  const scored = await Promise.all(
    customers.map(async (c) => ({ customer: c, live: await liveSubscriptionCount(stripe, c.id) })),
  );
  scored.sort(
    (a, b) => b.live - a.live || a.customer.created - b.customer.created || a.customer.id.localeCompare(b.customer.id),
  );
  return scored[0]!.customer;
}
