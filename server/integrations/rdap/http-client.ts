// The real RdapClient: the IANA bootstrap file tells which registry serves a TLD; GET <base>domain/<name>
// answers 200 (registered) or 404 (not found, i.e. free to register). Everything else is a failure, not a guess.
import { findServers, parseBootstrap, type RdapBootstrap } from './bootstrap.js';
import { unlimited } from '../domain-lookup/rate-limit.js';
import { RdapError, type RdapClient, type RdapClientOptions, type RdapLookup } from './types.js';

export const DEFAULT_RDAP_TIMEOUT_MS = 5_000;
export const DEFAULT_BOOTSTRAP_TTL_MS = 24 * 3600_000;
const ACCEPT = 'application/rdap+json, application/json;q=0.9';
const MAX_BODY_CHARS = 512 * 1024;

function failure(error: unknown, what: string, timeoutMs: number): RdapError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new RdapError('timeout', `${what} did not answer within ${timeoutMs / 1000} s`);
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return new RdapError('unavailable', `Could not reach ${what}${code ? ` (${code})` : ''}`);
}

function summarise(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const events = Array.isArray(b.events) ? b.events.slice(0, 10) : undefined;
  return { ldhName: b.ldhName, handle: b.handle, status: b.status, events };
}

export function createRdapHttpClient(options: RdapClientOptions): RdapClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_RDAP_TIMEOUT_MS;
  const ttlMs = options.bootstrapTtlMs ?? DEFAULT_BOOTSTRAP_TTL_MS;
  const now = options.now ?? Date.now;
  const limiter = options.limiter ?? unlimited;
  let cached: { map: RdapBootstrap; at: number } | undefined;
  // Concurrent searches share one bootstrap download.
  let inFlight: Promise<RdapBootstrap> | undefined;

  async function download(): Promise<RdapBootstrap> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(options.bootstrapUrl, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
      text = await response.text();
    } catch (error) {
      throw failure(error, 'The RDAP bootstrap registry', timeoutMs);
    }
    if (!response.ok)
      throw new RdapError('unavailable', `The RDAP bootstrap registry answered HTTP ${response.status}`);
    let map: RdapBootstrap | undefined;
    try {
      map = parseBootstrap(JSON.parse(text));
    } catch {
      map = undefined;
    }
    if (!map)
      throw new RdapError('unavailable', 'The RDAP bootstrap registry answered something that is not a bootstrap file');
    cached = { map, at: now() };
    return map;
  }

  async function bootstrap(): Promise<RdapBootstrap> {
    const t = now();
    if (cached && t - cached.at < ttlMs && t >= cached.at) return cached.map;
    inFlight ??= download().finally(() => {
      inFlight = undefined;
    });
    try {
      return await inFlight;
    } catch (error) {
      // A stale file beats no answer: registries move between servers rarely.
      if (cached) return cached.map;
      throw error;
    }
  }

  async function ask(base: string, domain: string): Promise<RdapLookup> {
    const url = new URL(`domain/${encodeURIComponent(domain)}`, base.endsWith('/') ? base : `${base}/`);
    const waitMs = limiter.take(url.host);
    if (waitMs > 0)
      throw new RdapError('rate-limited', `Too many lookups at ${url.host} just now`, Math.ceil(waitMs / 1000));
    let response: Response;
    let text: string;
    try {
      // Registries redirect to the sponsoring registrar's server at times (RFC 7480 §5.2): follow.
      response = await fetchImpl(url, {
        headers: { accept: ACCEPT },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
      text = (await response.text()).slice(0, MAX_BODY_CHARS);
    } catch (error) {
      throw failure(error, `The registry at ${url.host}`, timeoutMs);
    }
    if (response.status === 404) return { status: 'available', server: url.origin };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new RdapError(
        'rate-limited',
        `The registry at ${url.host} is limiting queries (HTTP 429)`,
        Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 3600) : undefined,
      );
    }
    if (response.status !== 200)
      throw new RdapError('unavailable', `The registry at ${url.host} answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new RdapError('unreadable', `The registry at ${url.host} answered something that is not RDAP`);
    }
    // RFC 9083 §4.1: every domain object carries objectClassName "domain". Anything else is not a real answer.
    if ((body as { objectClassName?: unknown } | null)?.objectClassName !== 'domain') {
      throw new RdapError('unreadable', `The registry at ${url.host} answered something that is not RDAP`);
    }
    return { status: 'registered', server: url.origin, summary: summarise(body) };
  }

  return {
    async lookUpDomain(domain: string) {
      const servers = findServers(await bootstrap(), domain);
      if (!servers) throw new RdapError('no-registry', `No RDAP server is listed for ${domain}`);
      return ask(servers[0]!, domain);
    },
  };
}
