import { GraphError, type FacebookGraphClient, type SendEventsInput } from './types.js';

export const DEFAULT_GRAPH_VERSION = 'v24.0';

/** Meta's guidance is ~1.5 s; a little more leaves room for a slow path, and the job retries anyway. */
const DEFAULT_TIMEOUT_MS = 5_000;
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

/**
 * A small fetch client for the Conversions API (reference §9: the official SDK hard-codes graph.facebook.com).
 * The token goes in the body, not the query string, so it does not end up in proxies' access logs.
 */
export function createFacebookGraphClient({
  baseUrl,
  version = DEFAULT_GRAPH_VERSION,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: {
  baseUrl: string;
  version?: string;
  timeoutMs?: number;
}): FacebookGraphClient {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async sendEvents({ pixelId, accessToken, events, testEventCode }: SendEventsInput) {
      if (!/^\d{10,20}$/.test(pixelId)) throw new GraphError('Invalid pixel id', false);
      let response: Response;
      try {
        response = await fetch(`${root}/${version}/${pixelId}/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            data: events,
            access_token: accessToken,
            ...(testEventCode ? { test_event_code: testEventCode } : {}),
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new GraphError(timedOut ? 'Graph API timed out' : 'Graph API unreachable', true);
      }
      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new GraphError(
          `Graph API answered ${response.status} with a malformed body`,
          response.status >= 500 || response.ok,
        );
      }
      const error = (
        body as { error?: { message?: string; code?: number; is_transient?: boolean; error_user_msg?: string } }
      ).error;
      if (!response.ok || error) {
        const transient =
          response.status >= 500 || Boolean(error?.is_transient) || RATE_LIMIT_CODES.has(error?.code ?? -1);
        const message = error?.error_user_msg || error?.message || `Graph API answered ${response.status}`;
        throw new GraphError(message.slice(0, 300), transient, response.status, error?.code);
      }
      const ok = body as { events_received?: unknown; fbtrace_id?: unknown };
      if (typeof ok.events_received !== 'number')
        throw new GraphError('Graph API answer has no events_received', true, response.status);
      return {
        eventsReceived: ok.events_received,
        fbtraceId: typeof ok.fbtrace_id === 'string' ? ok.fbtrace_id : null,
      };
    },
  };
}
