// Vultr API v2 over fetch (../shared/reference/vultr.md): bearer key, JSON, a time-out on every call, pages
// followed through meta.links.next, and retries only where repeating cannot cost money (reads, start, reboot,
// delete). POST /instances is sent exactly once per call: its callers look the instance up by tag instead.
import { sendBearerJson } from '../../lib/bearer-json.js';
import { parseJsonBody, withRetries } from '../../lib/retry.js';
import { instanceOf, isRecord, listOf, parseOs, parsePlan, parseRegion } from './parse.js';
import { VultrError, type VultrClient, type VultrClientOptions } from './types.js';

export const DEFAULT_TIMEOUT_MS = 20_000;
const PAGE_SIZE = 500;
/** A runaway pager (a fake or a bug returning the same cursor) stops here. */
const MAX_PAGES = 50;

type Method = 'GET' | 'POST' | 'DELETE';

function errorFor(status: number, body: unknown): VultrError {
  const reason = isRecord(body) && typeof body.error === 'string' ? body.error.slice(0, 300) : undefined;
  const suffix = reason ? `: ${reason}` : '';
  if (status === 401) return new VultrError('auth', `Vultr refused the API key${suffix}`, status, reason);
  if (status === 403) return new VultrError('forbidden', `Vultr denied access${suffix}`, status, reason);
  if (status === 404) return new VultrError('not_found', `Vultr could not find it${suffix}`, status, reason);
  if (status === 429) return new VultrError('rate_limited', 'Vultr is rate limiting requests', status, reason);
  if (status >= 500) return new VultrError('server', `Vultr answered HTTP ${status}`, status, reason);
  return new VultrError('rejected', reason ?? `Vultr refused the request (HTTP ${status})`, status, reason);
}

const RETRYABLE = new Set(['rate_limited', 'server', 'network', 'timeout', 'malformed']);

export function createVultrHttpClient(options: VultrClientOptions): VultrClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const attempts = Math.max(1, options.attempts ?? 3);
  const pauseMs = options.retryPauseMs ?? 500;
  if (!/^[\x21-\x7e]+$/.test(options.apiKey)) {
    // Refused before sending: a key with spaces or control characters could split the header.
    const bad = new VultrError('auth', 'The Vultr API key is empty or contains characters that are not allowed');
    const reject = async () => {
      throw bad;
    };
    return {
      getAccount: reject,
      listPlans: reject,
      listRegions: reject,
      listOs: reject,
      listInstances: reject,
      getInstance: reject,
      createInstance: reject,
      startInstance: reject,
      rebootInstance: reject,
      haltInstance: reject,
      deleteInstance: reject,
    };
  }

  async function once(method: Method, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const sent = await sendBearerJson(fetchImpl, `${base}${path}`, { method, token: options.apiKey, body, timeoutMs });
    if ('failure' in sent) {
      throw sent.failure === 'timeout'
        ? new VultrError('timeout', `Vultr did not answer within ${Math.round(timeoutMs / 1000)} s`)
        : new VultrError('network', 'Vultr could not be reached');
    }
    const { response, text } = sent;
    const json = parseJsonBody(text);
    if (response.status >= 300) throw errorFor(response.status, json);
    if (json === undefined) throw new VultrError('malformed', 'Vultr answered something that is not JSON');
    return { status: response.status, json };
  }

  function call(method: Method, path: string, body?: unknown, retry = true) {
    return withRetries(() => once(method, path, body), {
      attempts: retry ? attempts : 1,
      pauseMs,
      shouldRetry: (error) => RETRYABLE.has((error as VultrError).kind),
    });
  }

  async function listAll<T>(path: string, key: string, parse: (item: unknown) => T | null): Promise<T[]> {
    const out: T[] = [];
    let cursor = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const url = `${path}${sep}per_page=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { items, next } = listOf((await call('GET', url)).json, key);
      for (const item of items) {
        const parsed = parse(item);
        if (parsed !== null) out.push(parsed);
      }
      if (!next || next === cursor) return out;
      cursor = next;
    }
    return out;
  }

  const idPath = (id: string) => {
    if (!/^[A-Za-z0-9-]{1,100}$/.test(id)) throw new VultrError('not_found', 'Not a Vultr instance id');
    return `/instances/${id}`;
  };

  return {
    async getAccount() {
      const { json } = await call('GET', '/account');
      const account = isRecord(json) && isRecord(json.account) ? json.account : null;
      if (!account) throw new VultrError('malformed', 'Vultr answered without an account');
      return {
        name: typeof account.name === 'string' ? account.name : null,
        email: typeof account.email === 'string' ? account.email : null,
      };
    },
    listPlans: () => listAll('/plans?type=vc2', 'plans', parsePlan),
    listRegions: () => listAll('/regions', 'regions', parseRegion),
    listOs: () => listAll('/os', 'os', parseOs),
    listInstances: () =>
      listAll('/instances', 'instances', (item) => {
        try {
          return instanceOf({ instance: item });
        } catch {
          return null;
        }
      }),
    async getInstance(id) {
      try {
        return instanceOf((await call('GET', idPath(id))).json);
      } catch (error) {
        if (error instanceof VultrError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    async createInstance(input) {
      const { json } = await call(
        'POST',
        '/instances',
        {
          region: input.region,
          plan: input.plan,
          os_id: input.osId,
          label: input.label,
          ...(input.hostname ? { hostname: input.hostname } : {}),
          tags: input.tags,
          enable_ipv6: input.enableIpv6 ?? false,
          backups: input.backups ?? 'disabled',
          ...(input.userData ? { user_data: Buffer.from(input.userData, 'utf8').toString('base64') } : {}),
        },
        false,
      );
      return instanceOf(json);
    },
    async startInstance(id) {
      await call('POST', `${idPath(id)}/start`);
    },
    async rebootInstance(id) {
      await call('POST', `${idPath(id)}/reboot`);
    },
    async haltInstance(id) {
      await call('POST', `${idPath(id)}/halt`);
    },
    async deleteInstance(id) {
      try {
        await call('DELETE', idPath(id));
      } catch (error) {
        if (error instanceof VultrError && error.kind === 'not_found') return;
        throw error;
      }
    },
  };
}
