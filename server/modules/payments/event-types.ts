/**
 * The Stripe event types the commerce core reads. HostFree's managed webhook endpoint subscribes to exactly these;
 * anything else Stripe sends is stored and acknowledged but tells no product anything.
 */
export const HANDLED_EVENT_TYPES = [
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'checkout.session.completed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;

export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];
