// ThreatFox API v1 over fetch: one JSON POST per search, the Auth-Key header, a time-out, no redirects followed, one
// attempt (the scan asks again later). query_status decides: ok (data is the IOCs), no_result, or a refusal
// (illegal_search_term, unknown_auth_key).
import { parseJsonBody } from '../../lib/retry.js';
import { ThreatfoxError, type ThreatfoxClient, type ThreatfoxClientOptions, type ThreatfoxIoc } from './types.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function iocOf(item: unknown): ThreatfoxIoc | null {
  if (!isRecord(item) || typeof item.ioc !== 'string') return null;
  const confidence = Number(item.confidence_level);
  return {
    ioc: item.ioc,
    iocType: typeof item.ioc_type === 'string' ? item.ioc_type : '',
    threatType: typeof item.threat_type === 'string' ? item.threat_type : '',
    malware: typeof item.malware_printable === 'string' ? item.malware_printable : null,
    confidenceLevel: Number.isFinite(confidence) ? confidence : 0,
  };
}

export function createThreatfoxHttpClient(options: ThreatfoxClientOptions): ThreatfoxClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async searchIoc(term, { exact = false } = {}) {
      if (!/^[\x21-\x7e]+$/.test(options.authKey)) {
        throw new ThreatfoxError('auth', 'The ThreatFox Auth-Key is empty or contains characters that are not allowed');
      }
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(`${base}/api/v1/`, {
          method: 'POST',
          headers: { 'auth-key': options.authKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'search_ioc', search_term: term, ...(exact ? { exact_match: true } : {}) }),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const name = (error as { name?: string }).name;
        throw name === 'TimeoutError' || name === 'AbortError'
          ? new ThreatfoxError(
              'timeout',
              `ThreatFox did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`,
            )
          : new ThreatfoxError('network', 'ThreatFox could not be reached');
      }
      const json = parseJsonBody(body);
      const status = isRecord(json) && typeof json.query_status === 'string' ? json.query_status : null;
      if (response.status === 429) throw new ThreatfoxError('quota', 'ThreatFox is rate limiting this Auth-Key', 429);
      if (response.status === 401 || response.status === 403 || status === 'unknown_auth_key') {
        throw new ThreatfoxError('auth', 'ThreatFox does not know this Auth-Key', response.status);
      }
      if (response.status >= 500) throw new ThreatfoxError('server', `ThreatFox answered HTTP ${response.status}`);
      if (response.status !== 200 || status === null) {
        throw new ThreatfoxError('malformed', 'ThreatFox answered something that is not its JSON', response.status);
      }
      if (status === 'no_result') return [];
      if (status === 'illegal_search_term') throw new ThreatfoxError('invalid', 'ThreatFox refused the search term');
      if (status !== 'ok')
        throw new ThreatfoxError('malformed', `ThreatFox answered query_status "${status.slice(0, 60)}"`);
      const data = (json as Record<string, unknown>).data;
      if (!Array.isArray(data)) throw new ThreatfoxError('malformed', 'ThreatFox answered ok without its data');
      return data.map(iocOf).filter((ioc): ioc is ThreatfoxIoc => ioc !== null);
    },
  };
}
