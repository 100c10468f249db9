import { FREE_TLDS, PREMIUM_ONLY_TLDS } from './constants.js';

// Paid hosting's plans, TLDs, messages and domain-name rules, and the pending orders' statuses and messages, without
// zod: the paid-hosting page and the admin's pending orders import this file and not the schemas (zod
// arrives with a form's first check). paid-hosting.ts re-exports it.

export const PAID_PLAN_TYPES = ['starter', 'premium'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

/** 000 §9: Starter includes .cc, .best, .store, .co.za; Premium adds .com, .net, .org. First = default (cc). */
export const STARTER_TLDS: readonly string[] = FREE_TLDS;
export const PREMIUM_TLDS: readonly string[] = [...FREE_TLDS, ...PREMIUM_ONLY_TLDS];
/** 000 §5: minimum name length 2 characters for registration; 63 is the DNS label maximum. */
export const DOMAIN_LABEL_MIN_LENGTH = 2;
export const DOMAIN_LABEL_MAX_LENGTH = 63;

/** 000 §3 defaults when a package gives none. Quotas in MB (shown in GB by dividing by 1024). */
export const PLAN_DEFAULTS: Record<
  PaidPlanType,
  {
    price: number;
    currency: string;
    description: string;
    diskSpaceQuota: number;
    bandwidthQuota: number;
    emailAccounts: number;
    databases: number;
  }
> = {
  starter: {
    price: 395,
    currency: 'USD',
    description: 'Starter Hosting',
    diskSpaceQuota: 5 * 1024,
    bandwidthQuota: 100 * 1024,
    emailAccounts: 5,
    databases: 2,
  },
  premium: {
    price: 895,
    currency: 'USD',
    description: 'Premium Hosting',
    diskSpaceQuota: 10 * 1024,
    bandwidthQuota: 200 * 1024,
    emailAccounts: 25,
    databases: 10,
  },
};

export const PAID_HOSTING_MESSAGES = {
  domainHostedHere: '{domain} is already hosted here.',
  // 000 §5 verbatim.
  domainRequiredTitle: 'Domain required',
  domainRequired: 'Please enter a domain name to search.',
  nameRequiredTitle: 'Domain name required',
  nameRequired: 'Please enter the name of the domain you would like to register.',
  selectDomainTitle: 'Select a domain',
  selectDomain: 'Choose one of the available domains before continuing.',
  selectDomainButton: 'Select a domain to continue',
  searching: 'Searching for available domains...',
  // 000 §8 verbatim.
  lookupFailedTitle: 'Domain lookup failed',
  lookupFailed: 'Unable to check domain availability. Please try again.',
  paidLookupFailedTitle: 'Lookup failed',
  paidLookupFailed: 'Unable to check domain availability right now.',
  domainAvailableTitle: 'Domain available',
  domainUnavailableTitle: 'Domain unavailable',
  isAvailable: 'is available.',
  isRegistered: 'is already registered.',
  subscriptionFailedTitle: 'Subscription Failed',
  subscriptionFailed: 'Please try again later',
  noClientSecret: 'No client secret received',
  paymentFailedTitle: 'Payment failed',
  paymentConfirmationFailed: 'Payment confirmation failed.',
  provisioningFailedTitle: 'Provisioning failed',
  provisioningFailed: 'Provisioning failed after payment.',
  // Ours: paid, and WHM has not taken the account yet; the queue keeps trying, so it is not a failure.
  provisioningRetrying: 'Paid — your site is being set up; we retry automatically.',
  stripeNotConfiguredTitle: 'Stripe not configured',
  stripeNotConfigured: 'A publishable key must be added to start paid hosting checkout.',
  notConfiguredTitle: 'Paid hosting is not configured yet',
  notConfigured: 'Add Starter and Premium packages in the admin Package Builder.',
  // Ours: server answers the spec leaves open.
  labelTooShort: `Domain name must be at least ${DOMAIN_LABEL_MIN_LENGTH} characters`,
  labelTooLong: `Domain name must be at most ${DOMAIN_LABEL_MAX_LENGTH} characters`,
  labelHyphenEdge: 'Domain name cannot start or end with a hyphen',
  labelEncoded: 'Domain names with "--" in the third and fourth places are not offered',
  tldNotOffered: 'This extension is not offered',
  tldNotOnPlan: 'This extension needs the Premium plan',
  hostedHere: 'is already hosted here.',
  lookupTimedOut: 'The domain registry did not answer in time. Please try again.',
  lookupUnavailable: 'The domain registry could not be reached. Please try again.',
  noRegistry: 'Availability of this extension cannot be checked right now. Please try again later.',
  lookupRateLimited:
    'The domain registry is busy and could not check this name just now. Please try again in a minute.',
  lookupUnreadable:
    'The domain registry gave an answer that could not be read, so this name could not be checked. Please try again.',
  notConfiguredMessage: 'Paid hosting is not configured yet',
  domainHeld: 'Someone is checking out this domain right now. Please choose another one or try again in a few minutes.',
  domainNoLongerAvailable: 'This domain is no longer available. Please choose another one.',
  paymentNotComplete: 'The payment for this subscription is not complete yet.',
  paymentFailed: 'The payment for this subscription failed.',
  subscriptionNotFound: 'Subscription not found',
  subscriptionMismatch: 'This subscription belongs to a different order.',
  emailInUse: 'An account with this e-mail already exists. Please sign in first, then buy the plan from your account.',
  provisioningPending:
    'Your payment is confirmed. Your hosting account is being set up and will be ready in a few minutes.',
  confirmed: 'Payment confirmed. Your hosting account is ready.',
  orderNotFound: 'Order not found',
  cancelScheduled: 'Your plan will end at the end of the current billing period.',
  alreadyCancelled: 'This plan is already cancelled.',
  notCancelling: 'This plan is not set to end, so there is nothing to resume.',
  periodOver: 'This plan has already ended. Buy it again to get the site back.',
  // Ours: an abandoned checkout resumed by its own buyer within its hold.
  checkoutNotFound: 'We could not find this checkout. Please start again.',
  checkoutExpired: 'This checkout has expired. Please start again.',
  resumeFailedTitle: 'Checkout cannot be resumed',
} as const;

/** An unpaid checkout holds its domain this long; after it the name is free for others. */
export const CHECKOUT_HOLD_MS = 15 * 60_000;

/**
 * 000 §5: trimmed, lowercased, every character other than a-z, 0-9 or hyphen removed. A typed extension
 * ('example.com') is cut at the first dot so 'example.com' searches 'example', not 'examplecom'.
 */
export function normaliseDomainLabel(input: string): string {
  const value = input.trim().toLowerCase();
  const dot = value.indexOf('.');
  return (dot >= 0 ? value.slice(0, dot) : value).replace(/[^a-z0-9-]/g, '');
}

/** Lowercase, no leading dots. */
export const normaliseTld = (input: string) => input.trim().toLowerCase().replace(/^\.+/, '');

/** The plan a TLD needs: premium for .com/.net/.org, else starter. */
export function planTypeForTld(tld: string): PaidPlanType {
  return (PREMIUM_ONLY_TLDS as readonly string[]).includes(tld) ? 'premium' : 'starter';
}

// ---------------------------------------------------------------- pending orders (001)

export const PENDING_ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type PendingOrderStatus = (typeof PENDING_ORDER_STATUSES)[number];
/** 001 §4 labels; an unknown status shows as Pending. */
export const PENDING_ORDER_LABELS: Record<PendingOrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const pendingOrderLabel = (status: string) =>
  PENDING_ORDER_LABELS[status as PendingOrderStatus] ?? PENDING_ORDER_LABELS.pending;

export const PENDING_ORDER_MESSAGES = {
  // 001 §8 verbatim.
  updateFailed: 'Failed to update order status.',
  onlyCompleted: 'An order may only be moved to completed',
  alreadyCompleted: 'This order is already completed',
  cancelledStays: 'A cancelled order cannot be completed',
  notFound: 'Order not found',
} as const;
