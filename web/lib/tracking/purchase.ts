import { useEffect, useRef } from 'react';
import { PIXEL_DEFAULTS } from '../../../contract/pixel-defaults.js';
import { addTrackedPurchase, hasTrackedPurchase } from '../storage';
import { trackPurchase } from './pixel';

// The browser's side of "the pixel Purchase, exactly once per payment". The server sends the same
// purchase through the Conversions API with the event id pay-<PaymentIntent id> (purchaseEventId in
// server/modules/payments/commerce/core.ts); the success page sends it with the same id and value, so Facebook counts
// the two once. A page sends it only after our server said the payment is confirmed, and only once: a re-render, a
// remount, a reload or a second tab of the same success page sends nothing more.

export interface ConfirmedPurchase {
  /** The PaymentIntent that paid (a subscription's: its first invoice's). */
  paymentIntentId: string;
  /** What the server says was charged, in cents; null: the admin's purchase value is sent instead. */
  amountCents: number | null;
  currency?: string;
  /** content_name ('VPS Purchase'). */
  contentName?: string;
}

/** 'pi_123_secret_abc' → 'pi_123'; null for anything that is not a PaymentIntent's client secret. */
export function paymentIntentIdOfSecret(clientSecret: string | null | undefined): string | null {
  const match = clientSecret ? /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret) : null;
  return match ? match[1]! : null;
}

/** The id both the browser and the Conversions API give this payment's Purchase. */
export const purchaseEventId = (paymentIntentId: string) => `pay-${paymentIntentId}`;

// This page's memory, for browsers that refuse storage.
const sentHere = new Set<string>();

/** Sends the Purchase unless this browser already did for this payment; answers whether it sent it now. */
export function trackPurchaseOnce(purchase: ConfirmedPurchase): boolean {
  const eventId = purchaseEventId(purchase.paymentIntentId);
  if (sentHere.has(eventId) || hasTrackedPurchase(eventId)) return false;
  sentHere.add(eventId);
  addTrackedPurchase(eventId);
  trackPurchase({
    eventId,
    value: purchase.amountCents === null ? undefined : purchase.amountCents / 100,
    currency: (purchase.currency ?? PIXEL_DEFAULTS.currency).toUpperCase(),
    contentName: purchase.contentName,
  });
  return true;
}

/** A success page's hook: pass the purchase once the server confirmed it (null until then). */
export function usePurchaseTracking(purchase: ConfirmedPurchase | null): void {
  const latest = useRef(purchase);
  latest.current = purchase;
  const eventId = purchase ? purchaseEventId(purchase.paymentIntentId) : null;
  useEffect(() => {
    if (eventId && latest.current) trackPurchaseOnce(latest.current);
  }, [eventId]);
}

/** Tests only: forget what this page sent. */
export function resetPurchaseTrackingForTests() {
  sentHere.clear();
}
