import { randomBytes } from 'node:crypto';
import { list, str, strings, type FormObject } from './form.js';
import { ApiError, invalid, missing } from './http.js';
import type { FakeStripeState, FakeWebhookEndpoint } from './state.js';
import { isKnownApiVersion, isKnownEventType } from './versions.js';

// /v1/webhook_endpoints in Stripe's wire format (stripe-node's `Stripe.WebhookEndpoint`): the signing secret only in
// the create answer, api_version fixed at creation (update refuses it), deletes answered `{id, object, deleted}`,
// lists newest first with `starting_after`, and Stripe's refusals as 400 invalid_request_error.

/** Stripe's limit of webhook endpoints per account and mode. */
export const MAX_WEBHOOK_ENDPOINTS = 16;

const CREATE_PARAMS = new Set(['url', 'enabled_events', 'api_version', 'description', 'metadata', 'connect', 'expand']);
const UPDATE_PARAMS = new Set(['url', 'enabled_events', 'description', 'metadata', 'disabled', 'expand']);

function refuseUnknown(params: FormObject, allowed: Set<string>) {
  const unknown = Object.keys(params).find((key) => !allowed.has(key));
  if (unknown) throw invalid(`Received unknown parameter: ${unknown}`, unknown);
}

/**
 * Stripe refuses endpoints it could not reach from the internet. 127.0.0.0/8 is let through: it is where the
 * sandbox's own deliveries go (the app on this machine); every other local or private address is refused.
 */
function isUnreachableFromStripe(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '0.0.0.0' ||
    host === '::1' ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^169\.254\./.test(host) ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  );
}

function checkUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(`Invalid URL: ${raw}`, 'url', 'url_invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(`Invalid URL: ${raw}`, 'url', 'url_invalid');
  if (isUnreachableFromStripe(url.hostname)) {
    throw invalid(
      'Invalid URL: URL must be publicly accessible. Consider using a tool like the Stripe CLI to test webhooks locally.',
      'url',
      'url_invalid',
    );
  }
  return raw;
}

function enabledEventsOf(params: FormObject): string[] {
  const events = list(params, 'enabled_events').filter((v): v is string => typeof v === 'string');
  events.forEach((type, i) => {
    if (!isKnownEventType(type))
      throw invalid(
        `Invalid enabled_events[${i}]: must be one of the event types Stripe sends, or '*'`,
        `enabled_events[${i}]`,
      );
  });
  return [...new Set(events)];
}

/** metadata[k]=v sets, metadata[k]= removes one key, metadata= clears (Stripe's Emptyable). */
function mergeMetadata(current: Record<string, string>, params: FormObject): Record<string, string> {
  if (!('metadata' in params)) return current;
  if (params.metadata === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(strings(params.metadata))) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

export function renderWebhookEndpoint(endpoint: FakeWebhookEndpoint, withSecret = false): Record<string, unknown> {
  const { secret, ...shown } = endpoint;
  return withSecret ? { ...shown, secret } : shown;
}

/** `id`: the path's endpoint id, if any. Answers [status, body] or throws ApiError. */
export function routeWebhookEndpoints(
  state: FakeStripeState,
  method: string,
  id: string | undefined,
  params: FormObject,
): [number, unknown] {
  const endpoint = () => {
    const found = state.webhookEndpoints.get(id!);
    if (!found) throw missing('webhook_endpoint', id!);
    return found;
  };

  if (!id && method === 'POST') {
    refuseUnknown(params, CREATE_PARAMS);
    const url = str(params, 'url');
    if (!url) throw invalid('Missing required param: url.', 'url', 'parameter_missing');
    if (!('enabled_events' in params))
      throw invalid('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
    const events = enabledEventsOf(params);
    const apiVersion = str(params, 'api_version');
    if (apiVersion !== undefined && !isKnownApiVersion(apiVersion))
      throw invalid(`Invalid api_version: ${apiVersion}`, 'api_version');
    if (state.webhookEndpoints.size >= MAX_WEBHOOK_ENDPOINTS) {
      throw invalid(`You have reached the maximum of ${MAX_WEBHOOK_ENDPOINTS} test webhook endpoints.`, 'url');
    }
    const created: FakeWebhookEndpoint = {
      id: state.id('we'),
      object: 'webhook_endpoint',
      url: checkUrl(url),
      enabled_events: events,
      api_version: apiVersion ?? state.accountApiVersion,
      status: 'enabled',
      description: str(params, 'description') || null,
      metadata: mergeMetadata({}, params),
      application: null,
      created: state.now(),
      livemode: false,
      secret: `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`,
    };
    state.webhookEndpoints.set(created.id, created);
    return [200, renderWebhookEndpoint(created, true)];
  }
  if (!id && method === 'GET') {
    const limit = Number(str(params, 'limit') ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalid('Invalid integer: limit (must be between 1 and 100)', 'limit');
    let all = [...state.webhookEndpoints.values()].reverse();
    const after = str(params, 'starting_after');
    if (after) {
      const at = all.findIndex((e) => e.id === after);
      if (at < 0) throw missing('webhook_endpoint', after, 'starting_after');
      all = all.slice(at + 1);
    }
    return [
      200,
      {
        object: 'list',
        data: all.slice(0, limit).map((e) => renderWebhookEndpoint(e)),
        has_more: all.length > limit,
        url: '/v1/webhook_endpoints',
      },
    ];
  }
  if (id && method === 'GET') return [200, renderWebhookEndpoint(endpoint())];
  if (id && method === 'POST') {
    const found = endpoint();
    refuseUnknown(params, UPDATE_PARAMS);
    const url = str(params, 'url');
    const events = 'enabled_events' in params ? enabledEventsOf(params) : undefined;
    const disabled = str(params, 'disabled');
    if (disabled !== undefined && disabled !== 'true' && disabled !== 'false')
      throw invalid('Invalid boolean: disabled', 'disabled');
    if (url !== undefined) found.url = checkUrl(url);
    if (events) found.enabled_events = events;
    if (disabled !== undefined) found.status = disabled === 'true' ? 'disabled' : 'enabled';
    if ('description' in params) found.description = str(params, 'description') || null;
    found.metadata = mergeMetadata(found.metadata, params);
    return [200, renderWebhookEndpoint(found)];
  }
  if (id && method === 'DELETE') {
    const found = endpoint();
    state.webhookEndpoints.delete(found.id);
    return [200, { id: found.id, object: 'webhook_endpoint', deleted: true }];
  }
  throw new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: /v1/webhook_endpoints${id ? `/${id}` : ''}).`,
  });
}
