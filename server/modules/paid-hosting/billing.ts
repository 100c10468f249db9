import type { CheckoutBilling } from '../../../contract/billing-details.js';
// What paid hosting needs from the card provider. The payments module (Stripe) implements it; paid hosting
// never talks to Stripe itself, so its rules are tested against the same sandbox through that module.

export interface BillingPackage {
  id: number;
  name: string;
  displayName: string;
  planType: 'starter' | 'premium';
  /** Cents. */
  price: number;
  currency: string;
}

export interface StartedSubscription {
  subscriptionId: string;
  customerId: string;
  status: string;
  /** null when the first invoice needed no payment (already paid). */
  clientSecret: string | null;
  amountDue: number;
  /** What the first invoice's discounts took off (before tax), as Stripe reports it. */
  discountCents: number;
  currency: string;
  hostedInvoiceUrl: string | null;
}

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  /** Stripe's subscription status: incomplete, incomplete_expired, trialing, active, past_due, unpaid, canceled, paused. */
  status: string;
  /** The first (or latest) invoice is paid: the only proof of payment paid hosting accepts. */
  isLatestInvoicePaid: boolean;
  priceId: string | null;
  metadata: Record<string, string>;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface HostingBilling {
  /** Secret key present (checkout can start). */
  isConfigured(): Promise<boolean>;
  /** Before any Stripe call: a suspended buyer (signed in, or the address typed) is refused (403, audited). */
  refuseSuspendedBuyer(buyer: { userId?: number | null; email: string }): Promise<void>;
  /** Fulfilment asks it: a suspended buyer's paid checkout is held (the commerce core refunds it), never fulfilled. */
  isBuyerSuspended(buyer: { userId?: number | null; email: string }): Promise<boolean>;
  /** The recurring monthly price for a package's current amount, created once (stable lookup key). */
  ensurePrice(pkg: BillingPackage): Promise<string>;
  startSubscription(input: {
    priceId: string;
    email: string;
    fullName: string;
    /** The signed-in buyer, if any: their one Stripe customer is used. */
    userId?: number | null;
    /** The checkout's billing address and VAT number (Stripe Tax). */
    billing?: CheckoutBilling | null;
    metadata: Record<string, string>;
    idempotencyKey: string;
    promotionCodeId?: string | null;
  }): Promise<StartedSubscription>;
  readSubscription(subscriptionId: string): Promise<SubscriptionState | undefined>;
  /**
   * A started checkout's first payment as the browser needs it again: the open invoice's client
   * secret and hosted page (null once it is not open), read now. undefined: Stripe does not know the subscription.
   */
  readCheckout(subscriptionId: string): Promise<
    | (Pick<StartedSubscription, 'clientSecret' | 'hostedInvoiceUrl' | 'amountDue' | 'currency'> & {
        state: SubscriptionState;
      })
    | undefined
  >;
  /** Ends an unpaid checkout's subscription at once, so a released hold can no longer be paid. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** `attempt`: one value per customer click, for Stripe's idempotency key. */
  setCancelAtPeriodEnd(subscriptionId: string, attempt: string): Promise<SubscriptionState>;
  /** Takes a cancel at period end back: the subscription renews again. */
  resume(subscriptionId: string, attempt: string): Promise<SubscriptionState>;
}

/** Subscription statuses after which the account is suspended (Stripe gave up retrying, or it ended). */
export const ENDED_STATUSES = new Set(['unpaid', 'canceled', 'incomplete_expired']);
export const LIVE_STATUSES = new Set(['active', 'trialing']);
