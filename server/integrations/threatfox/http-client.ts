// ThreatFox API v1 over fetch: one JSON POST per search, the Auth-Key header, a time-out, no redirects followed, one
// attempt (the scan asks again later). query_status decides: ok (data is the IOCs), no_result, or a refusal
// (illegal_search_term, unknown_auth_key).
import { postWithAuthKey } from '../abuse-ch/auth-key-post.js';
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
      const { status, json } = await postWithAuthKey({
        service: 'ThreatFox',
        url: `${base}/api/v1/`,
        authKey: options.authKey,
        contentType: 'application/json',
        body: JSON.stringify({ query: 'search_ioc', search_term: term, ...(exact ? { exact_match: true } : {}) }),
        timeoutMs,
        fetchImpl,
        fail: (kind, message, httpStatus) => new ThreatfoxError(kind, message, httpStatus),
      });
      if (status === 'no_result') return [];
      if (status === 'illegal_search_term') throw new ThreatfoxError('invalid', 'ThreatFox refused the search term');
      if (status !== 'ok')
        throw new ThreatfoxError('malformed', `ThreatFox answered query_status "${status.slice(0, 60)}"`);
      const data = json.data;
      if (!Array.isArray(data)) throw new ThreatfoxError('malformed', 'ThreatFox answered ok without its data');
      return data.map(iocOf).filter((ioc): ioc is ThreatfoxIoc => ioc !== null);
    },
  };
}
