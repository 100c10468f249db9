// Web Risk Lookup API over fetch: GET {base}/v1/uris:search?threatTypes=…&uri=…&key=… with a time-out, no
// redirects followed, one attempt (the scan retries a whole lookup later; a retry here would spend quota twice).
// Errors arrive in Google's JSON error format ({"error":{"code","message","status","details"}}).
import { parseJsonBody } from '../../lib/retry.js';
import {
  WEB_RISK_THREAT_TYPES,
  WebRiskError,
  type WebRiskClient,
  type WebRiskClientOptions,
  type WebRiskThreat,
} from './types.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Google's error object: its status word ('RESOURCE_EXHAUSTED'), message and the ErrorInfo reason if any. */
function googleError(body: unknown): { status?: string; message?: string; reason?: string } {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) return {};
  const details = Array.isArray(error.details) ? error.details.filter(isRecord) : [];
  const info = details.find((d) => typeof d.reason === 'string');
  return {
    status: typeof error.status === 'string' ? error.status : undefined,
    message: typeof error.message === 'string' ? error.message.slice(0, 300) : undefined,
    reason: info ? String(info.reason) : undefined,
  };
}

function errorFor(httpStatus: number, body: unknown): WebRiskError {
  const { status, message, reason } = googleError(body);
  const said = message ? `: ${message}` : '';
  if (httpStatus === 429 || status === 'RESOURCE_EXHAUSTED') {
    return new WebRiskError('quota', `Google Web Risk refused the request: the project's quota is used up${said}`, 429);
  }
  if (reason === 'API_KEY_INVALID' || httpStatus === 401 || httpStatus === 403 || status === 'PERMISSION_DENIED') {
    return new WebRiskError(
      'auth',
      `Google Web Risk refused the API key (is the Web Risk API enabled for its project?)${said}`,
      httpStatus,
    );
  }
  if (httpStatus === 400) return new WebRiskError('invalid', `Google Web Risk refused the URI${said}`, httpStatus);
  if (httpStatus >= 500) return new WebRiskError('server', `Google Web Risk answered HTTP ${httpStatus}`, httpStatus);
  return new WebRiskError('server', `Google Web Risk answered HTTP ${httpStatus}${said}`, httpStatus);
}

function threatOf(body: unknown): WebRiskThreat | null {
  if (!isRecord(body))
    throw new WebRiskError('malformed', 'Google Web Risk answered something that is not a JSON object');
  if (body.threat === undefined) return null;
  const threat = body.threat;
  if (!isRecord(threat)) throw new WebRiskError('malformed', 'Google Web Risk answered a threat that is not an object');
  const types = Array.isArray(threat.threatTypes) ? threat.threatTypes.filter((t) => typeof t === 'string') : [];
  const expireTime = typeof threat.expireTime === 'string' ? new Date(threat.expireTime) : null;
  if (types.length === 0 || !expireTime || Number.isNaN(expireTime.getTime())) {
    throw new WebRiskError('malformed', 'Google Web Risk answered a threat without its types or expireTime');
  }
  return { threatTypes: types as string[], expireTime };
}

export function createWebRiskHttpClient(options: WebRiskClientOptions): WebRiskClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async searchUri(uri) {
      const query = new URLSearchParams();
      for (const type of WEB_RISK_THREAT_TYPES) query.append('threatTypes', type);
      query.set('uri', uri);
      query.set('key', options.apiKey);
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(`${base}/v1/uris:search?${query}`, {
          headers: { accept: 'application/json' },
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const name = (error as { name?: string }).name;
        throw name === 'TimeoutError' || name === 'AbortError'
          ? new WebRiskError(
              'timeout',
              `Google Web Risk did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`,
            )
          : new WebRiskError('network', 'Google Web Risk could not be reached');
      }
      const json = parseJsonBody(text);
      if (response.status !== 200) throw errorFor(response.status, json);
      if (json === undefined)
        throw new WebRiskError('malformed', 'Google Web Risk answered something that is not JSON');
      return threatOf(json);
    },
  };
}
