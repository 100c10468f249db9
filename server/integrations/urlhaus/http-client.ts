// URLhaus API v1 over fetch: form POSTs to {base}/v1/url/ and {base}/v1/host/ with the Auth-Key header, a time-out,
// no redirects followed, one attempt (the scan asks again later). The query_status of the answer decides: ok,
// no_results, or a refusal (invalid_url, invalid_host, unknown_auth_key, http_post_expected).
import { postWithAuthKey } from '../abuse-ch/auth-key-post.js';
import { UrlhausError, type UrlhausClient, type UrlhausClientOptions, type UrlhausUrl } from './types.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function urlOf(item: unknown): UrlhausUrl | null {
  if (!isRecord(item) || typeof item.url !== 'string') return null;
  return {
    url: item.url,
    urlStatus: text(item.url_status) || 'unknown',
    threat: text(item.threat) || 'malware_download',
    // URLhaus sends null when a URL has no tags.
    tags: Array.isArray(item.tags) ? item.tags.filter((t): t is string => typeof t === 'string') : [],
    reference: typeof item.urlhaus_reference === 'string' ? item.urlhaus_reference : null,
  };
}

function refusal(status: string): UrlhausError {
  if (status === 'unknown_auth_key') return new UrlhausError('auth', 'URLhaus does not know this Auth-Key');
  if (status === 'invalid_url' || status === 'invalid_host') {
    return new UrlhausError('invalid', `URLhaus refused the query (${status})`);
  }
  return new UrlhausError('malformed', `URLhaus answered query_status "${status.slice(0, 60)}"`);
}

export function createUrlhausHttpClient(options: UrlhausClientOptions): UrlhausClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One form POST; the answer's JSON object when query_status is ok, null when no_results. */
  async function post(path: string, field: string, value: string): Promise<Record<string, unknown> | null> {
    const { status, json } = await postWithAuthKey({
      service: 'URLhaus',
      url: `${base}${path}`,
      authKey: options.authKey,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ [field]: value }).toString(),
      timeoutMs,
      fetchImpl,
      fail: (kind, message, httpStatus) => new UrlhausError(kind, message, httpStatus),
    });
    if (status === 'no_results') return null;
    if (status !== 'ok') throw refusal(status);
    return json;
  }

  return {
    async lookupUrl(url) {
      const json = await post('/v1/url/', 'url', url);
      if (!json) return null;
      const entry = urlOf(json);
      if (!entry) throw new UrlhausError('malformed', 'URLhaus answered ok without the URL');
      return entry;
    },
    async lookupHost(host) {
      const json = await post('/v1/host/', 'host', host);
      if (!json) return null;
      if (!Array.isArray(json.urls)) throw new UrlhausError('malformed', 'URLhaus answered ok without its urls');
      return {
        host: text(json.host) || host,
        urls: json.urls.map(urlOf).filter((u): u is UrlhausUrl => u !== null),
      };
    },
  };
}
