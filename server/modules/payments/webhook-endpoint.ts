import { PAYMENT_MESSAGES } from '../../../contract/payments.js';
import { STRIPE_API_VERSION, type Stripe, type StripeClient } from '../../integrations/stripe/client.js';
import { HANDLED_EVENT_TYPES } from './event-types.js';
import { isStripeError, isStripeMissing } from './stripe-errors.js';

// HostFree's own webhook endpoint in the admin's Stripe account: found, created, brought up to
// date or replaced through /v1/webhook_endpoints. Pure Stripe work; settings-service.ts stores the outcome.

/** Marks the endpoints HostFree made. Together with the URL it tells ours from another install's on one account. */
export const MANAGED_ENDPOINT_METADATA = { hostfree: '1' } as const;
const DESCRIPTION = 'HostFree (kept by HostFree: changes made here are undone at the next save of its Stripe settings)';

export interface KnownEndpoint {
  /** The endpoint id stored at the last success, if any. */
  id: string | null;
  /** Whether its signing secret is still stored and readable (Stripe shows it only on create). */
  hasSecret: boolean;
}

export interface EndpointOutcome {
  action: 'created' | 'replaced' | 'updated' | 'unchanged';
  id: string;
  url: string;
  apiVersion: string;
  /** Only when Stripe made a new endpoint: the one moment its secret is known. */
  secret: string | null;
  /** Endpoints of ours that should be gone but that Stripe did not delete (retried next time). */
  leftOver: string[];
}

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Every endpoint of the account (Stripe allows 16 per mode; the pager follows has_more anyway). */
async function listAll(client: StripeClient): Promise<Stripe.WebhookEndpoint[]> {
  return client.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
}

/**
 * Leaves the account with one HostFree endpoint at `url`, subscribed to HANDLED_EVENT_TYPES and pinned to
 * stripe-node's API version. Kept when it is the stored one, its secret is still known and its version is right
 * (then only url, events and a disabled status are mended); otherwise a new one is created and the old ones deleted
 * (Stripe cannot change an endpoint's api_version, and shows a secret only once). Another install's endpoint (our
 * metadata, another URL) is never touched. Throws Stripe's error when listing, creating or updating fails.
 */
export async function ensureManagedEndpoint(
  client: StripeClient,
  url: string,
  known: KnownEndpoint,
): Promise<EndpointOutcome> {
  const ours = (await listAll(client)).filter(
    (e) => e.id === known.id || (e.metadata?.hostfree === MANAGED_ENDPOINT_METADATA.hostfree && e.url === url),
  );
  const kept = ours.find((e) => e.id === known.id && known.hasSecret && e.api_version === STRIPE_API_VERSION);
  let outcome: EndpointOutcome;
  if (kept) {
    const isCurrent =
      kept.url === url && sameEvents(kept.enabled_events, HANDLED_EVENT_TYPES) && kept.status === 'enabled';
    const endpoint = isCurrent
      ? kept
      : await client.webhookEndpoints.update(kept.id, {
          url,
          enabled_events: [...HANDLED_EVENT_TYPES],
          disabled: false,
        });
    outcome = {
      action: isCurrent ? 'unchanged' : 'updated',
      id: endpoint.id,
      url: endpoint.url,
      apiVersion: endpoint.api_version ?? STRIPE_API_VERSION,
      secret: null,
      leftOver: [],
    };
  } else {
    const created = await client.webhookEndpoints.create({
      url,
      enabled_events: [...HANDLED_EVENT_TYPES],
      api_version: STRIPE_API_VERSION,
      metadata: { ...MANAGED_ENDPOINT_METADATA },
      description: DESCRIPTION,
    });
    outcome = {
      action: ours.length > 0 ? 'replaced' : 'created',
      id: created.id,
      url: created.url,
      apiVersion: created.api_version ?? STRIPE_API_VERSION,
      secret: created.secret ?? null,
      leftOver: [],
    };
  }
  // From here nothing throws: a new endpoint's secret must reach the database whatever the deletes answer.
  for (const old of ours.filter((e) => e.id !== outcome.id)) {
    if (!(await removeEndpoint(client, old.id))) outcome.leftOver.push(old.id);
  }
  return outcome;
}

/** Deletes an endpoint; true when it is gone (also when Stripe no longer knew it), false when Stripe failed. */
export async function removeEndpoint(client: StripeClient, id: string): Promise<boolean> {
  try {
    await client.webhookEndpoints.del(id);
    return true;
  } catch (error) {
    return isStripeMissing(error);
  }
}

/** What the settings screen says when the endpoint step failed (the keys are saved either way). */
export function endpointFailureMessage(error: unknown): string {
  if (isStripeError(error) && error.statusCode === 403) return PAYMENT_MESSAGES.webhookEndpointNoPermission;
  // 400: Stripe's own words (e.g. a URL it cannot reach from the internet); they name no secret.
  if (isStripeError(error) && error.statusCode === 400 && error.message)
    return `${PAYMENT_MESSAGES.webhookEndpointRefusedPrefix}${error.message}`;
  return PAYMENT_MESSAGES.webhookEndpointUnreachable;
}
