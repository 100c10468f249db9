// The billing centre's path, header, messages and formatting, without zod: the dashboard's subscription card and
// /billing import this file and not the schemas (zod arrives with a form's first check).
// billing.ts re-exports it.

export const BILLING_PATH = '/billing';
/** The signed link's token travels in this header (never in the API's URL, so it stays out of access logs). */
export const BILLING_TOKEN_HEADER = 'x-billing-token';
/** A signed link works this long; an expired one can be re-sent to the same address in one click. */
export const BILLING_LINK_TTL_MS = 7 * 24 * 3_600_000;

export const BILLING_MESSAGES = {
  signInOrLink: 'Sign in, or open the link from your receipt e-mail, to see what you pay for.',
  linkExpired: 'This billing link has expired. We can e-mail you a new one.',
  linkInvalid: 'This billing link is not valid. Ask for a new one below.',
  linkSent: 'If this address has payments with us, a link to manage them is on its way. It works for 7 days.',
  notFound: 'Subscription not found',
  ended: 'This subscription has ended, so there is nothing to cancel.',
  periodOver: 'The paid period is over, so this subscription can no longer be resumed.',
  notCancellable: 'This subscription cannot be changed here.',
} as const;

// Made once: toLocaleDateString/toLocaleString build a new formatter on every call, which cost GET /api/billing more
// than its database reads (bench/README.md). Same options, same text. Made on first use, not on import:
// building an Intl formatter is the costliest thing this module does, and a browser imports it with every page that
// may show a bill (the client dashboard), most of which never format one (its largest script task).
let billingDateFormat: Intl.DateTimeFormat | undefined;
let billingAmountFormat: Intl.NumberFormat | undefined;
const dateFormat = () =>
  (billingDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));
const amountFormat = () =>
  (billingAmountFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Dates as the billing centre writes them, on the server and in the browser alike: '25 December 2026' (UTC). */
export function formatBillingDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat().format(date);
}

/** Cents and currency as the billing centre writes them: '$20.00', or '20.00 EUR' for another currency. */
export function formatBillingAmount(cents: number, currency: string): string {
  const amount = amountFormat().format(cents / 100);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/**
 * A subscription's state in the customer's words: active (renews), cancelling (ends at the period's end),
 * payment_failed (a renewal failed, Stripe retries), unpaid (retries ran out), paused, ended.
 */
export const BILLING_SUBSCRIPTION_STATUSES = [
  'active',
  'cancelling',
  'payment_failed',
  'unpaid',
  'paused',
  'ended',
] as const;
export type BillingSubscriptionStatus = (typeof BILLING_SUBSCRIPTION_STATUSES)[number];
