// A fake Google Web Risk Lookup API as a real HTTP server on loopback, in the published wire format
// (https://cloud.google.com/web-risk/docs/reference/rest/v1/uris/search): GET /v1/uris:search with repeated
// threatTypes, uri and key answers {"threat":{"threatTypes":[…],"expireTime":"…"}} for a listed URI and {} for a clean
// one; errors in Google's JSON error format (400 INVALID_ARGUMENT for a bad key or request, 403 PERMISSION_DENIED
// without a key, 429 RESOURCE_EXHAUSTED past the per-minute quota). Switches make it fail, hang, answer garbage, go
// slow or run out of quota. See sandbox/README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from './fault-switches.js';
import { sendErrorPage, sendGarbagePage } from './lib/fault-pages.js';

/** What the sandbox lists from the start: a phishing page the demo and the journeys can link. */
export const WEB_RISK_SANDBOX_LISTED: Record<string, string[]> = {
  'http://phish.web-risk-sandbox.test/login': ['SOCIAL_ENGINEERING'],
};
const THREAT_TYPES = new Set([
  'MALWARE',
  'SOCIAL_ENGINEERING',
  'UNWANTED_SOFTWARE',
  'SOCIAL_ENGINEERING_EXTENDED_COVERAGE',
]);
const KEEP_REQUESTS = 1000;

export interface FakeWebRiskRequest {
  uri: string | null;
  threatTypes: string[];
  key: string | null;
}

export interface FakeWebRisk {
  url: string;
  apiKey: string;
  /** Listed URIs (as normalised by list()) → their threat types. */
  listed: Map<string, string[]>;
  list(uri: string, threatTypes: string[]): void;
  delist(uri: string): void;
  /** How long a match may be cached (expireTime = now + this); Google's are minutes. */
  cacheSeconds: number;
  /** SearchUris requests per minute before 429 RESOURCE_EXHAUSTED (Google's published quota: 6000). */
  quotaPerMinute: number;
  /** 'quota' answers 429 RESOURCE_EXHAUSTED to every request until reset (the project's quota is spent). */
  switches: FaultSwitches & { quota(): void };
  requests: FakeWebRiskRequest[];
  stop(): Promise<void>;
}

export interface FakeWebRiskOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  now?: () => Date;
}

/** Google normalises before matching; the sandbox lowercases scheme and host and drops a default port and fragment. */
export function normaliseUri(uri: string): string | null {
  try {
    const parsed = new URL(uri.includes('://') ? uri : `http://${uri}`);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

function googleError(res: ServerResponse, code: number, status: string, message: string, reason?: string): void {
  const error: Record<string, unknown> = { code, message, status };
  if (reason) {
    error.details = [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason,
        domain: 'googleapis.com',
        metadata: { service: 'webrisk.googleapis.com' },
      },
    ];
  }
  const body = JSON.stringify({ error }, null, 2);
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function sendJson(res: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startFakeWebRisk(options: FakeWebRiskOptions = {}): Promise<FakeWebRisk> {
  const now = options.now ?? (() => new Date());
  const apiKey = options.apiKey ?? 'AIzaSy-sandbox-web-risk-key';
  const faults = createFaultSwitches();
  let quotaSpent = false;
  const switches: FakeWebRisk['switches'] = {
    ...faults,
    quota: () => {
      quotaSpent = true;
    },
    reset: () => {
      quotaSpent = false;
      faults.reset();
    },
  };
  const listed = new Map<string, string[]>();
  const requests: FakeWebRiskRequest[] = [];
  let window = { startMs: 0, count: 0 };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const delay = faults.delayFor('search');
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const fault = faults.faultFor('search');
    if (fault?.kind === 'hang' || fault?.kind === 'hangAfter') return;
    if (fault?.kind === 'fail') return sendErrorPage(res, fault.status);
    if (fault?.kind === 'garbage') return sendGarbagePage(res, '<html><body>Google: unusual traffic</body></html>');

    if (req.method !== 'GET' || url.pathname !== '/v1/uris:search') {
      return googleError(res, 404, 'NOT_FOUND', `Method not found: ${req.method} ${url.pathname}`);
    }
    const key = url.searchParams.get('key') ?? (req.headers['x-goog-api-key'] as string | undefined) ?? null;
    const uri = url.searchParams.get('uri');
    const threatTypes = url.searchParams.getAll('threatTypes');
    requests.push({ uri, threatTypes, key });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    if (!key) {
      return googleError(
        res,
        403,
        'PERMISSION_DENIED',
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    }
    if (key !== apiKey) {
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'API key not valid. Please pass a valid API key.',
        'API_KEY_INVALID',
      );
    }
    const t = now().getTime();
    if (t - window.startMs >= 60_000) window = { startMs: t, count: 0 };
    window.count += 1;
    if (quotaSpent || window.count > fake.quotaPerMinute) {
      return googleError(
        res,
        429,
        'RESOURCE_EXHAUSTED',
        "Quota exceeded for quota metric 'SearchUris requests' and limit 'SearchUris requests per minute' of service 'webrisk.googleapis.com'.",
        'RATE_LIMIT_EXCEEDED',
      );
    }
    if (threatTypes.length === 0) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'threat_types must be specified.');
    }
    const unknown = threatTypes.find((type) => !THREAT_TYPES.has(type));
    if (unknown) {
      return googleError(res, 400, 'INVALID_ARGUMENT', `Invalid value at 'threat_types' (TYPE_ENUM), "${unknown}"`);
    }
    if (!uri) return googleError(res, 400, 'INVALID_ARGUMENT', 'uri must be specified.');
    const normal = normaliseUri(uri);
    if (!normal) return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid URI.');
    const types = (listed.get(normal) ?? []).filter((type) => threatTypes.includes(type));
    if (types.length === 0) return sendJson(res, {});
    const expireTime = new Date(t + fake.cacheSeconds * 1000).toISOString().replace('Z', '123456Z');
    return sendJson(res, { threat: { threatTypes: types, expireTime } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) googleError(res, 500, 'INTERNAL', 'Internal error encountered.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const fake: FakeWebRisk = {
    url: address,
    apiKey,
    listed,
    list(uri, threatTypes) {
      const normal = normaliseUri(uri);
      if (normal) listed.set(normal, threatTypes);
    },
    delist(uri) {
      const normal = normaliseUri(uri);
      if (normal) listed.delete(normal);
    },
    cacheSeconds: 300,
    quotaPerMinute: 6000,
    switches,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  for (const [uri, types] of Object.entries(WEB_RISK_SANDBOX_LISTED)) fake.list(uri, types);
  return fake;
}
