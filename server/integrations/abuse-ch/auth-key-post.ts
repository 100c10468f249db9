// One POST to an abuse.ch API (URLhaus, ThreatFox): the Auth-Key header, a time-out, no redirects followed, one attempt
// (the scan asks again later), and what both services answer alike sorted into error kinds before the caller reads
// its own query_status. Each client keeps its own error class; this only says which kind and why.
import { parseJsonBody } from '../../lib/retry.js';

export type AbuseChFailure = 'auth' | 'quota' | 'server' | 'timeout' | 'network' | 'malformed';

export interface AbuseChPost {
  /** The service's name in messages ('URLhaus'). */
  service: string;
  url: string;
  authKey: string;
  contentType: string;
  body: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
  fail: (kind: AbuseChFailure, message: string, status?: number) => Error;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer's JSON object and its query_status, once the HTTP status and the key were accepted. */
export async function postWithAuthKey(o: AbuseChPost): Promise<{ status: string; json: Record<string, unknown> }> {
  if (!/^[\x21-\x7e]+$/.test(o.authKey)) {
    // Refused before sending: a key with spaces or control characters could split the header.
    throw o.fail('auth', `The ${o.service} Auth-Key is empty or contains characters that are not allowed`);
  }
  let response: Response;
  let body: string;
  try {
    response = await o.fetchImpl(o.url, {
      method: 'POST',
      headers: { 'auth-key': o.authKey, accept: 'application/json', 'content-type': o.contentType },
      body: o.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    const within = o.timeoutMs < 1000 ? `${o.timeoutMs} ms` : `${Math.round(o.timeoutMs / 1000)} s`;
    throw name === 'TimeoutError' || name === 'AbortError'
      ? o.fail('timeout', `${o.service} did not answer within ${within}`)
      : o.fail('network', `${o.service} could not be reached`);
  }
  const json = parseJsonBody(body);
  const status = isRecord(json) && typeof json.query_status === 'string' ? json.query_status : null;
  if (response.status === 429) throw o.fail('quota', `${o.service} is rate limiting this Auth-Key`, 429);
  if (response.status === 401 || response.status === 403 || status === 'unknown_auth_key') {
    throw o.fail('auth', `${o.service} does not know this Auth-Key`, response.status);
  }
  if (response.status >= 500) throw o.fail('server', `${o.service} answered HTTP ${response.status}`);
  if (response.status !== 200 || status === null || !isRecord(json)) {
    throw o.fail('malformed', `${o.service} answered something that is not its JSON`, response.status);
  }
  return { status, json };
}
