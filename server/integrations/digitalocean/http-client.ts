// DigitalOcean API v2 over fetch (DigitalOcean's OpenAPI document): bearer token, JSON, a time-out on every call,
// pages followed through links.pages.next (page/per_page, meta.total), the ratelimit-* headers kept, and retries
// only where repeating cannot cost money (reads, power actions, delete). POST /v2/droplets is sent exactly once per
// call: its callers look the Droplet up by tag instead.
import { sendBearerJson } from '../../lib/bearer-json.js';
import { parseJsonBody, withRetries } from '../../lib/retry.js';
import {
  actionIdsOf,
  actionOf,
  dropletOf,
  isRecord,
  listOf,
  parseAccount,
  parseDroplet,
  parseImage,
  parseRegion,
  parseSize,
} from './parse.js';
import {
  DigitalOceanError,
  type DigitalOceanClient,
  type DigitalOceanClientOptions,
  type DigitalOceanRateLimit,
} from './types.js';

export const DEFAULT_TIMEOUT_MS = 20_000;
/** The largest per_page DigitalOcean accepts. */
const PAGE_SIZE = 200;
/** A runaway pager (a fake or a bug returning the same page) stops here. */
const MAX_PAGES = 50;
/** user_data "must be plain text and may not exceed 64 KiB in size". */
export const MAX_USER_DATA_BYTES = 64 * 1024;

type Method = 'GET' | 'POST' | 'DELETE';

function rateLimitOf(headers: Headers): DigitalOceanRateLimit | null {
  const limit = Number(headers.get('ratelimit-limit'));
  const remaining = Number(headers.get('ratelimit-remaining'));
  const reset = Number(headers.get('ratelimit-reset'));
  if (
    !headers.has('ratelimit-limit') ||
    !Number.isFinite(limit) ||
    !Number.isFinite(remaining) ||
    !Number.isFinite(reset)
  )
    return null;
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

function errorFor(status: number, body: unknown, headers: Headers): DigitalOceanError {
  const record = isRecord(body) ? body : {};
  const reason = typeof record.message === 'string' ? record.message.slice(0, 300) : undefined;
  const code = typeof record.id === 'string' ? record.id.slice(0, 60) : undefined;
  const requestId = (
    typeof record.request_id === 'string' ? record.request_id : (headers.get('x-request-id') ?? undefined)
  )?.slice(0, 100);
  const suffix = reason ? `: ${reason}` : '';
  const make = (kind: DigitalOceanError['kind'], message: string, retryAt?: Date) =>
    new DigitalOceanError(kind, message, status, reason, code, requestId, retryAt);
  if (status === 401) return make('auth', `DigitalOcean refused the token${suffix}`);
  if (status === 403) return make('forbidden', `DigitalOcean denied access${suffix}`);
  if (status === 404) return make('not_found', `DigitalOcean could not find it${suffix}`);
  if (status === 429) {
    const reset = Number(headers.get('ratelimit-reset'));
    const retryAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
    return make(
      'rate_limited',
      `DigitalOcean is rate limiting requests${retryAt ? ` until ${retryAt.toISOString()}` : ''}`,
      retryAt,
    );
  }
  if (status >= 500) return make('server', `DigitalOcean answered HTTP ${status}`);
  return make('rejected', reason ?? `DigitalOcean refused the request (HTTP ${status})`);
}

const RETRYABLE = new Set(['rate_limited', 'server', 'network', 'timeout', 'malformed']);

function refusingClient(error: DigitalOceanError): DigitalOceanClient {
  const reject = async () => {
    throw error;
  };
  return {
    getAccount: reject,
    listRegions: reject,
    listSizes: reject,
    listDistributionImages: reject,
    listDroplets: reject,
    getDroplet: reject,
    createDroplet: reject,
    dropletAction: reject,
    getDropletAction: reject,
    deleteDroplet: reject,
    rateLimit: () => null,
  };
}

export function createDigitalOceanHttpClient(options: DigitalOceanClientOptions): DigitalOceanClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const attempts = Math.max(1, options.attempts ?? 3);
  const pauseMs = options.retryPauseMs ?? 500;
  let lastRateLimit: DigitalOceanRateLimit | null = null;
  if (!/^[\x21-\x7e]+$/.test(options.token)) {
    // Refused before sending: a token with spaces or control characters could split the header.
    return refusingClient(
      new DigitalOceanError('auth', 'The DigitalOcean token is empty or contains characters that are not allowed'),
    );
  }

  async function once(method: Method, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const sent = await sendBearerJson(fetchImpl, `${base}${path}`, { method, token: options.token, body, timeoutMs });
    if ('failure' in sent) {
      throw sent.failure === 'timeout'
        ? new DigitalOceanError('timeout', `DigitalOcean did not answer within ${Math.round(timeoutMs / 1000)} s`)
        : new DigitalOceanError('network', 'DigitalOcean could not be reached');
    }
    const { response, text } = sent;
    lastRateLimit = rateLimitOf(response.headers) ?? lastRateLimit;
    const json = parseJsonBody(text);
    if (response.status >= 300) throw errorFor(response.status, json, response.headers);
    if (json === undefined)
      throw new DigitalOceanError('malformed', 'DigitalOcean answered something that is not JSON', response.status);
    return { status: response.status, json };
  }

  function call(method: Method, path: string, body?: unknown, retry = true) {
    return withRetries(() => once(method, path, body), {
      attempts: retry ? attempts : 1,
      pauseMs,
      shouldRetry: (error) => RETRYABLE.has((error as DigitalOceanError).kind),
    });
  }

  /** Follows links.pages.next; only its `page` number is used, so every request stays on the configured base URL. */
  async function listAll<T>(path: string, key: string, parse: (item: unknown) => T | null): Promise<T[]> {
    const out: T[] = [];
    let pageNo = 1;
    for (let count = 0; count < MAX_PAGES; count++) {
      const sep = path.includes('?') ? '&' : '?';
      const { items, next, total } = listOf(
        (await call('GET', `${path}${sep}page=${pageNo}&per_page=${PAGE_SIZE}`)).json,
        key,
      );
      for (const item of items) {
        const parsed = parse(item);
        if (parsed !== null) out.push(parsed);
      }
      const nextPage = next ? Number(new URL(next, 'https://api.digitalocean.com').searchParams.get('page')) : NaN;
      if (!Number.isInteger(nextPage) || nextPage <= pageNo || items.length === 0) return out;
      if (total !== null && out.length >= total) return out;
      pageNo = nextPage;
    }
    return out;
  }

  const idPath = (id: number) => {
    if (!Number.isSafeInteger(id) || id < 1) throw new DigitalOceanError('not_found', 'Not a DigitalOcean Droplet id');
    return `/v2/droplets/${id}`;
  };

  return {
    async getAccount() {
      return parseAccount((await call('GET', '/v2/account')).json);
    },
    listRegions: () => listAll('/v2/regions', 'regions', parseRegion),
    listSizes: () => listAll('/v2/sizes', 'sizes', parseSize),
    listDistributionImages: () => listAll('/v2/images?type=distribution', 'images', parseImage),
    listDroplets: (filter = {}) =>
      listAll(
        filter.tagName ? `/v2/droplets?tag_name=${encodeURIComponent(filter.tagName)}` : '/v2/droplets',
        'droplets',
        (item) => {
          try {
            return parseDroplet(item);
          } catch {
            return null;
          }
        },
      ),
    async getDroplet(id) {
      try {
        return dropletOf((await call('GET', idPath(id))).json);
      } catch (error) {
        if (error instanceof DigitalOceanError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    async createDroplet(input) {
      if (input.userData !== undefined && Buffer.byteLength(input.userData, 'utf8') > MAX_USER_DATA_BYTES) {
        throw new DigitalOceanError('rejected', 'The user data is larger than the 64 KiB DigitalOcean accepts');
      }
      const { json } = await call(
        'POST',
        '/v2/droplets',
        {
          name: input.name,
          region: input.region,
          size: input.size,
          image: input.image,
          ssh_keys: input.sshKeys ?? [],
          backups: input.backups ?? false,
          ipv6: input.ipv6 ?? false,
          monitoring: input.monitoring ?? false,
          tags: input.tags ?? [],
          ...(input.userData !== undefined ? { user_data: input.userData } : {}),
        },
        false,
      );
      return { droplet: dropletOf(json), actionIds: actionIdsOf(json) };
    },
    async dropletAction(id, type) {
      return actionOf((await call('POST', `${idPath(id)}/actions`, { type })).json);
    },
    async getDropletAction(id, actionId) {
      if (!Number.isSafeInteger(actionId) || actionId < 1)
        throw new DigitalOceanError('not_found', 'Not a DigitalOcean action id');
      return actionOf((await call('GET', `${idPath(id)}/actions/${actionId}`)).json);
    },
    async deleteDroplet(id) {
      try {
        await call('DELETE', idPath(id));
      } catch (error) {
        if (error instanceof DigitalOceanError && error.kind === 'not_found') return;
        throw error;
      }
    },
    rateLimit: () => lastRateLimit,
  };
}
