// Entra ID client-credentials tokens (azure.md §1), cached per service principal until 5 minutes before they
// expire, so ARM calls do not each cost a token request. The cache key is a hash: the secret is not kept twice.
import { createHash } from 'node:crypto';
import { AzureError, type AzureCredentials } from './types.js';

const SCOPE = 'https://management.azure.com/.default';
const EARLY_MS = 5 * 60_000;

interface CachedToken {
  token: string;
  expiresAt: number;
}

export interface TokenSource {
  get(): Promise<string>;
  /** Forget the cached token (after ARM says it is invalid). */
  clear(): void;
}

const AADSTS = /AADSTS(\d+)/;

function describeTokenError(status: number, body: unknown): AzureError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const description = typeof record.error_description === 'string' ? record.error_description : '';
  const code = AADSTS.exec(description)?.[0] ?? (typeof record.error === 'string' ? record.error : undefined);
  // Only the first line: Entra appends trace and correlation ids.
  const first = description.split(/\r?\n/)[0]?.slice(0, 300) || `token request answered HTTP ${status}`;
  if (status >= 500) return new AzureError('server', `Entra ID answered HTTP ${status}`, status, code);
  if (status === 429) return new AzureError('throttled', 'Entra ID is throttling token requests', status, code);
  return new AzureError('auth', first, status, code);
}

export function createTokenSource(
  credentials: AzureCredentials,
  loginUrl: string,
  cache: Map<string, CachedToken>,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  now: () => number = Date.now,
): TokenSource {
  const key = createHash('sha256')
    .update(`${loginUrl}\n${credentials.tenantId}\n${credentials.clientId}\n${credentials.clientSecret}`)
    .digest('hex');
  return {
    clear: () => void cache.delete(key),
    async get() {
      const cached = cache.get(key);
      if (cached && cached.expiresAt - EARLY_MS > now()) return cached.token;
      if (!/^[A-Za-z0-9.-]{1,200}$/.test(credentials.tenantId))
        throw new AzureError('auth', 'The tenant ID is not valid');
      const url = `${loginUrl.replace(/\/+$/, '')}/${encodeURIComponent(credentials.tenantId)}/oauth2/v2.0/token`;
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
            scope: SCOPE,
          }).toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new AzureError('timeout', 'Entra ID did not answer in time');
        throw new AzureError('network', 'Entra ID could not be reached');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (response.status !== 200) throw describeTokenError(response.status, json);
      const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
      if (typeof record.access_token !== 'string' || !record.access_token)
        throw new AzureError('malformed', 'Entra ID answered without an access token');
      const expiresIn = Number(record.expires_in) || 3599;
      cache.set(key, { token: record.access_token, expiresAt: now() + expiresIn * 1000 });
      return record.access_token;
    },
  };
}
