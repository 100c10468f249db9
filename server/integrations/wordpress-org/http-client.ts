// The real WordpressOrgClient: GET …/plugins/info/1.2/ and …/themes/info/1.2/ with request[slugs] batches
// (reference §1–§3). Each request has a time-out covering headers and body; 5xx, 429, time-outs and non-JSON
// answers are "try again later" for every slug of the batch, never "not found".
import { readFileSync } from 'node:fs';
import { isRecord, notFoundMessage, parseEntry } from './parse.js';
import {
  WORDPRESS_ORG_SLUG,
  type LookUpOptions,
  type VersionLookup,
  type VersionLookups,
  type WordpressOrgClient,
  type WordpressOrgClientOptions,
  type WordpressOrgKind,
} from './types.js';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_PAUSE_MS = 1000;
export const MAX_BATCH_SIZE = 100;

// Only what a version check reads; `sections` and friends are most of a default reply (reference §1).
const PLUGIN_FIELDS =
  '-sections,-reviews,-versions,-screenshots,-banners,-icons,-contributors,-preview_link,-ratings,-tags,-donate_link';
const THEME_FIELDS_OFF = [
  'sections',
  'tags',
  'screenshot_url',
  'extended_author',
  'rating',
  'downloaded',
  'homepage',
  'reviews_url',
];

/** "HostFree/0.1.0; https://hostfree.cc", after WordPress core's own "WordPress/<ver>; <site>". */
export function buildUserAgent(siteUrl: string, version = packageVersion()): string {
  return `HostFree/${version}; ${siteUrl}`;
}

function packageVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : '0';
  } catch {
    return '0';
  }
}

function requestUrl(baseUrl: string, kind: WordpressOrgKind, slugs: string[]): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(kind === 'plugin' ? 'plugins/info/1.2/' : 'themes/info/1.2/', base);
  url.searchParams.set('action', kind === 'plugin' ? 'plugin_information' : 'theme_information');
  url.searchParams.set('request[slugs]', slugs.join(','));
  if (kind === 'plugin') url.searchParams.set('request[fields]', PLUGIN_FIELDS);
  else for (const field of THEME_FIELDS_OFF) url.searchParams.set(`request[fields][${field}]`, '0');
  return url;
}

const everySlug = (slugs: string[], result: VersionLookup): VersionLookups =>
  Object.fromEntries(slugs.map((slug) => [slug, result]));

/** A batch in which every slug failed the same way: the service, not the slugs, is the problem. */
const failedOutright = (results: VersionLookups) => {
  const values = Object.values(results);
  return values.length > 0 && values.every((r) => r.status === 'error');
};

function describeFetchError(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `wordpress.org did not answer within ${Math.round(timeoutMs / 100) / 10} s`;
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return `Could not reach wordpress.org${code ? ` (${code})` : ''}`;
}

export function createWordpressOrgHttpClient(options: WordpressOrgClientOptions): WordpressOrgClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pauseMs = options.pauseMs ?? DEFAULT_PAUSE_MS;
  const maxBatchSize = Math.min(options.maxBatchSize ?? MAX_BATCH_SIZE, MAX_BATCH_SIZE);
  const maxConsecutiveFailures = options.maxConsecutiveFailures ?? 2;

  async function send(kind: WordpressOrgKind, slugs: string[]): Promise<VersionLookups> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(requestUrl(options.baseUrl, kind, slugs), {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return everySlug(slugs, { status: 'error', message: describeFetchError(error, timeoutMs) });
    }
    if (status >= 500 || status === 429)
      return everySlug(slugs, { status: 'error', message: `wordpress.org answered HTTP ${status}` });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return everySlug(slugs, {
        status: 'error',
        message: `wordpress.org answered HTTP ${status} with a body that is not JSON`,
      });
    }
    const error = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
    if (status === 404 && error !== undefined) {
      // A whole-request 404 ("Plugin not found.", "Invalid plugin slug.") is about the slug(s) asked.
      return everySlug(slugs, { status: 'not_found', message: error });
    }
    if (status !== 200 || error !== undefined || !isRecord(body)) {
      return everySlug(slugs, {
        status: 'error',
        message: `wordpress.org answered HTTP ${status}${error ? `: ${error.slice(0, 200)}` : ''}`,
      });
    }
    // A single-item reply (some servers ignore `slugs` for one slug) is the item itself.
    if (slugs.length === 1 && typeof body.slug === 'string' && 'version' in body)
      return { [slugs[0]!]: parseEntry(kind, body) };
    return Object.fromEntries(
      slugs.map((slug) => [
        slug,
        slug in body
          ? parseEntry(kind, body[slug])
          : ({ status: 'error', message: 'wordpress.org left this slug out of its answer' } as VersionLookup),
      ]),
    );
  }

  async function lookUpBatch(kind: WordpressOrgKind, slugs: string[]): Promise<VersionLookups> {
    if (slugs.length > maxBatchSize) throw new RangeError(`At most ${maxBatchSize} slugs per request`);
    const valid = slugs.filter((slug) => WORDPRESS_ORG_SLUG.test(slug));
    const results: VersionLookups = {};
    // A slug the API would refuse cannot be listed there: answered here, without a request.
    for (const slug of slugs)
      if (!WORDPRESS_ORG_SLUG.test(slug))
        results[slug] = { status: 'not_found', message: `Not a valid wordpress.org slug (${notFoundMessage(kind)})` };
    return valid.length === 0 ? results : { ...results, ...(await send(kind, valid)) };
  }

  return {
    lookUpBatch,

    async lookUpVersions(kind, slugs, lookUpOptions: LookUpOptions = {}) {
      const unique = [...new Set(slugs)];
      const results: VersionLookups = {};
      let consecutiveFailures = 0;
      for (let start = 0; start < unique.length; start += maxBatchSize) {
        const batch = unique.slice(start, start + maxBatchSize);
        const rest = unique.slice(start);
        if (lookUpOptions.signal?.aborted) {
          Object.assign(results, everySlug(rest, { status: 'error', message: 'Not asked: the check ran out of time' }));
          break;
        }
        if (consecutiveFailures >= maxConsecutiveFailures) {
          Object.assign(results, everySlug(rest, { status: 'error', message: 'Not asked: wordpress.org was failing' }));
          break;
        }
        if (start > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const batchResults = await lookUpBatch(kind, batch);
        consecutiveFailures = failedOutright(batchResults) ? consecutiveFailures + 1 : 0;
        Object.assign(results, batchResults);
        await lookUpOptions.onBatch?.(batchResults);
      }
      return results;
    },
  };
}
