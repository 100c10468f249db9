// One WHM API 1 call on the wire (reference §1–§3): checks every value, sends it with a time-out, never follows
// a redirect, and turns every failure into a WhmError. Error messages never contain the token or raw bodies.
import { cleanReason, isRecord } from './parse.js';
import { WhmError, type WhmConnection } from './types.js';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_SLOW_TIMEOUT_MS = 120_000;

export type WhmParamValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type WhmParams = Record<string, WhmParamValue>;

export interface WhmEnvelope {
  metadata: { command?: unknown; result: 0 | 1; reason: string; output?: unknown };
  data?: unknown;
}

export interface WhmCallOptions {
  method?: 'GET' | 'POST';
  /** createacct/removeacct & co. wait behind WHM's account lock (reference §16). */
  slow?: boolean;
  /** Reasons (substring match) that are an answer, not a failure: the envelope is returned as is. */
  acceptReasons?: readonly string[];
}

// C0 and C1 controls, DEL, and the Unicode line/paragraph separators: nothing that could start a new line
// in a header, a log or a file on the WHM side (security-test-plan C6, cPanel CVE-2026-41940).
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Validates a connection once; throws WhmError 'invalid' (nothing is sent). */
export function checkConnection(connection: WhmConnection): URL {
  let base: URL;
  try {
    base = new URL(connection.baseUrl);
  } catch {
    throw new WhmError('invalid', 'The WHM API URL is not a valid URL');
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new WhmError('invalid', 'The WHM API URL must use https');
  // Credentials in the URL would travel to whoever the host is; the token goes only in the header.
  if (base.username || base.password) throw new WhmError('invalid', 'The WHM API URL must not contain credentials');
  // Both go into one header line: printable ASCII without spaces, and no ':' in the user (it splits the pair).
  if (!/^[\x21-\x39\x3b-\x7e]+$/.test(connection.username)) {
    throw new WhmError('invalid', 'The WHM API username is empty or contains characters that are not allowed');
  }
  if (!/^[\x21-\x7e]+$/.test(connection.token)) {
    throw new WhmError('invalid', 'The WHM API token is empty or contains characters that are not allowed');
  }
  return base;
}

function encodeParams(fn: string, params: WhmParams): URLSearchParams {
  const form = new URLSearchParams({ 'api.version': '1' });
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value as string | number | boolean];
    for (const item of values) {
      const text = typeof item === 'boolean' ? (item ? '1' : '0') : String(item);
      if (hasControlChars(key) || hasControlChars(text)) {
        throw new WhmError('invalid', `WHM ${fn}: the value of “${key}” contains control characters`);
      }
      form.append(key, text);
    }
  }
  return form;
}

export interface WhmTransport {
  call(fn: string, params?: WhmParams, options?: WhmCallOptions): Promise<WhmEnvelope>;
}

export function createWhmTransport(connection: WhmConnection, fetchImpl: typeof fetch = fetch): WhmTransport {
  // Checked on each call (not here) so that every client method REJECTS with WhmError, as the interface promises.
  let checked: URL | WhmError | undefined;
  const baseUrl = (): URL => {
    if (checked === undefined) {
      try {
        checked = checkConnection(connection);
      } catch (error) {
        checked = error as WhmError;
      }
    }
    if (checked instanceof WhmError) throw checked;
    return checked;
  };
  const authorization = `whm ${connection.username}:${connection.token}`;
  const timeoutMs = connection.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const slowTimeoutMs = connection.slowTimeoutMs ?? DEFAULT_SLOW_TIMEOUT_MS;

  return {
    async call(fn, params = {}, options = {}) {
      if (!/^[a-z_]+$/.test(fn)) throw new WhmError('invalid', `Unknown WHM function name`);
      const base = baseUrl();
      const form = encodeParams(fn, params);
      const url = new URL(`json-api/${fn}`, base.href.endsWith('/') ? base.href : `${base.href}/`);
      const method = options.method ?? 'GET';
      if (method === 'GET') url.search = form.toString();
      const limit = options.slow ? slowTimeoutMs : timeoutMs;

      let status: number;
      let text: string;
      try {
        // The signal covers headers AND body: a server that stalls mid-body is cut off too.
        const response = await fetchImpl(url, {
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: method === 'POST' ? form.toString() : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(limit),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new WhmError('timeout', `WHM did not answer ${fn} within ${Math.round(limit / 1000)} s`);
        }
        const code = (error as { cause?: { code?: string } }).cause?.code;
        throw new WhmError('network', `Could not reach WHM${code ? ` (${code})` : ''}`);
      }
      return readEnvelope(fn, status, text, options.acceptReasons ?? []);
    },
  };
}

function readEnvelope(fn: string, status: number, text: string, acceptReasons: readonly string[]): WhmEnvelope {
  if (status === 401 || status === 403) throw new WhmError('auth', 'WHM refused the API token (access denied)');
  if (status >= 300 && status < 400)
    throw new WhmError('http', `WHM answered ${fn} with a redirect (HTTP ${status}); check the API URL`);
  if (status < 200 || status >= 300) throw new WhmError('http', `WHM answered ${fn} with HTTP ${status}`);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WhmError('malformed', `WHM answered ${fn} with something that is not JSON`);
  }
  const metadata = isRecord(body) ? body.metadata : undefined;
  if (!isRecord(body) || !isRecord(metadata))
    throw new WhmError('malformed', `WHM answered ${fn} without the API 1 metadata`);
  const result = Number(metadata.result);
  if (result !== 0 && result !== 1) throw new WhmError('malformed', `WHM answered ${fn} without a result flag`);
  const reason = typeof metadata.reason === 'string' ? metadata.reason : '';
  const envelope: WhmEnvelope = { metadata: { ...metadata, result, reason }, data: body.data };
  if (result === 0 && !acceptReasons.some((r) => reason.includes(r))) {
    throw new WhmError('api', cleanReason(reason) || `WHM refused ${fn}`, reason);
  }
  return envelope;
}
