import { CHECKOUT_HOLD_MS, PAID_PLAN_TYPES, type PaidPlanType } from '../../../contract/paid-hosting-constants.js';
import { getLocalJson, LOCAL_KEYS, setLocalJson } from '../../lib/storage';

// The checkout this browser started, kept so that a buyer who leaves the payment step can come
// back to the same subscription while the server still holds the domain for them: what the server needs to find it
// again and to confirm it (subscription id, domain, plan, e-mail, name), never anything about the card.

export interface SavedCheckout {
  subscriptionId: string;
  domain: string;
  planType: PaidPlanType;
  email: string;
  fullName: string;
  /** When the server started it (ms): the hold ends CHECKOUT_HOLD_MS later. */
  startedAt: number;
  /** What the server asked for (cents), for the pixel Purchase after a bank redirect. */
  amountDue?: number;
  currency?: string;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 300;

export function saveCheckout(checkout: Omit<SavedCheckout, 'startedAt'>, now = Date.now()): void {
  setLocalJson(LOCAL_KEYS.paidHostingCheckout, { ...checkout, startedAt: now } satisfies SavedCheckout);
}

/** The stored checkout, whatever its age (a bank redirect may come back late); null when absent or not ours. */
export function readSavedCheckout(): SavedCheckout | null {
  const stored = getLocalJson<Partial<SavedCheckout>>(LOCAL_KEYS.paidHostingCheckout);
  if (!stored || typeof stored !== 'object') return null;
  const { subscriptionId, domain, planType, email, fullName, startedAt, amountDue, currency } = stored;
  if (
    !isText(subscriptionId) ||
    !isText(domain) ||
    !isText(email) ||
    typeof fullName !== 'string' ||
    typeof startedAt !== 'number' ||
    !PAID_PLAN_TYPES.includes(planType as PaidPlanType)
  ) {
    clearSavedCheckout();
    return null;
  }
  return {
    subscriptionId,
    domain,
    planType: planType as PaidPlanType,
    email,
    fullName,
    startedAt,
    ...(typeof amountDue === 'number' && Number.isInteger(amountDue) && amountDue >= 0 ? { amountDue } : {}),
    ...(typeof currency === 'string' && /^[a-z]{3}$/i.test(currency) ? { currency } : {}),
  };
}

export function clearSavedCheckout(): void {
  setLocalJson(LOCAL_KEYS.paidHostingCheckout, null);
}

/** When the server lets go of the domain, and so when the offer to resume ends. */
export const holdEndsAt = (checkout: SavedCheckout) => checkout.startedAt + CHECKOUT_HOLD_MS;

/** Still held for this buyer (a clock set back more than a minute counts as not). */
export const isResumable = (checkout: SavedCheckout, now = Date.now()) =>
  now < holdEndsAt(checkout) && now >= checkout.startedAt - 60_000;
