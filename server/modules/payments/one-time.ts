import { PAYMENT_CURRENCY, PAYMENT_MESSAGES } from '../../../contract/payments.js';
import { AppError } from '../../errors.js';
import type { StripeClient } from '../../integrations/stripe/client.js';
import {
  summarizeCheckoutSession,
  summarizePaymentIntent,
  type CheckoutSessionSummary,
  type PaymentIntentSummary,
} from './stripe-objects.js';

/** How the payments service runs one Stripe call (its failures become AppErrors, logged with Stripe's request id). */
export type StripeCall = <T>(
  what: string,
  fn: (stripe: StripeClient) => Promise<T>,
  options?: { lookup?: boolean },
) => Promise<T>;

/**
 * One-off payments (not subscriptions): a PaymentIntent the browser confirms with Stripe.js, or, when Stripe.js cannot
 * load, a Checkout Session on Stripe's hosted page. Amounts are cents the server decided. Part of PaymentsService.
 */
export function createOneTimePayments(call: StripeCall) {
  return {
    /**
     * A one-off PaymentIntent (automatic payment methods) for `amount` cents decided by the server. Tag it
     * with metadata.kind so payment_intent.* handlers can tell their own intents from invoice payments.
     */
    async createPaymentIntent(input: {
      amount: number;
      currency?: string;
      metadata: Record<string, string> & { kind: string };
      idempotencyKey: string;
      customerId?: string | null;
      receiptEmail?: string | null;
      description?: string;
      /** Stripe Tax's calculation `amount` came from (one-time-tax.ts): linked, so the payment carries its tax. */
      taxCalculationId?: string | null;
    }): Promise<PaymentIntentSummary & { clientSecret: string }> {
      const pi = await call('paymentIntents.create', (stripe) =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency ?? PAYMENT_CURRENCY,
            automatic_payment_methods: { enabled: true },
            metadata: input.metadata,
            ...(input.customerId ? { customer: input.customerId } : {}),
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
            ...(input.description ? { description: input.description } : {}),
            ...(input.taxCalculationId ? { hooks: { inputs: { tax: { calculation: input.taxCalculationId } } } } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const summary = summarizePaymentIntent(pi);
      if (!summary.clientSecret)
        throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.stripeUnreachable, { retryable: true });
      return { ...summary, clientSecret: summary.clientSecret };
    },

    /**
     * A one-off payment on Stripe Checkout's hosted page, for when Stripe.js cannot load in the browser.
     * `amount` cents decided by the server; `metadata` goes on the session and on the PaymentIntent Stripe makes when
     * the customer pays (tag it with kind and your row's id: the payment_intent.* events arrive with it).
     * `successUrl` may carry Stripe's literal {CHECKOUT_SESSION_ID}. `idempotencyKey` bound to your row, so the same
     * row asked twice answers the same session.
     */
    async createCheckoutSession(input: {
      amount: number;
      currency?: string;
      productName: string;
      /** A second line for tax a Tax Calculation decided (Checkout cannot link the calculation itself). */
      taxLine?: { name: string; amount: number };
      metadata: Record<string, string> & { kind: string };
      successUrl: string;
      cancelUrl: string;
      customerEmail?: string | null;
      clientReferenceId?: string;
      idempotencyKey: string;
    }): Promise<CheckoutSessionSummary> {
      const session = await call('checkout.sessions.create', (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency ?? PAYMENT_CURRENCY,
                  unit_amount: input.amount,
                  product_data: { name: input.productName },
                },
              },
              ...(input.taxLine
                ? [
                    {
                      quantity: 1,
                      price_data: {
                        currency: input.currency ?? PAYMENT_CURRENCY,
                        unit_amount: input.taxLine.amount,
                        product_data: { name: input.taxLine.name },
                      },
                    },
                  ]
                : []),
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            payment_intent_data: {
              metadata: input.metadata,
              description: input.productName,
              ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
            },
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            ...(input.clientReferenceId ? { client_reference_id: input.clientReferenceId } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const summary = summarizeCheckoutSession(session);
      if (summary.status === 'open' && !summary.url)
        throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.stripeUnreachable, { retryable: true });
      return summary;
    },

    /** The Checkout Session as Stripe has it now, with its PaymentIntent (once the customer paid): isPaid is the proof. */
    async readCheckoutSession(sessionId: string): Promise<CheckoutSessionSummary> {
      return summarizeCheckoutSession(
        await call(
          'checkout.sessions.retrieve',
          (stripe) => stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }),
          { lookup: true },
        ),
      );
    },
  };
}
