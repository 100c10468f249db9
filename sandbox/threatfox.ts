// A fake abuse.ch ThreatFox API v1 as a real HTTP server on loopback, in the published wire format
// (https://threatfox.abuse.ch/api/): a JSON POST to /api/v1/ with the Auth-Key header. search_ioc answers
// {"query_status":"ok","data":[IOC…]} or {"query_status":"no_result","data":"Your search did not yield any results"};
// a too-short term is illegal_search_term; an unknown query is unknown_query; an unknown Auth-Key is HTTP 401
// {"query_status":"unknown_auth_key"}. Switches make it fail, hang, answer garbage, go slow or refuse with 429.
// See sandbox/README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from './fault-switches.js';
import { sendErrorPage, sendGarbagePage } from './lib/fault-pages.js';
import { readBody } from './lib/read-body.js';

export interface FakeThreatfoxIoc {
  id: string;
  ioc: string;
  threat_type: string;
  ioc_type: string;
  malware: string;
  malware_printable: string;
  confidence_level: number;
  first_seen: string;
  tags: string[] | null;
}

/** Listed from the start: a botnet C&C the demo and the tests can ask about (TEST-NET-3). */
export const THREATFOX_SANDBOX_LISTED: Omit<FakeThreatfoxIoc, 'id'>[] = [
  {
    ioc: '203.0.113.77:443',
    threat_type: 'botnet_cc',
    ioc_type: 'ip:port',
    malware: 'win.cobalt_strike',
    malware_printable: 'Cobalt Strike',
    confidence_level: 100,
    first_seen: '2026-11-21 10:02:11 UTC',
    tags: ['CobaltStrike'],
  },
];
const KEEP_REQUESTS = 1000;
const MAX_BODY = 64 * 1024;

export interface FakeThreatfoxRequest {
  authKey: string | null;
  body: unknown;
}

export interface FakeThreatfox {
  url: string;
  authKey: string;
  iocs: FakeThreatfoxIoc[];
  list(ioc: string, fields?: Partial<Omit<FakeThreatfoxIoc, 'id' | 'ioc'>>): FakeThreatfoxIoc;
  switches: FaultSwitches & { quota(): void };
  requests: FakeThreatfoxRequest[];
  stop(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const iocTypeOf = (ioc: string) => (ioc.includes('://') ? 'url' : /^[\d.]+:\d+$/.test(ioc) ? 'ip:port' : 'domain');

export async function startFakeThreatfox(options: { port?: number; host?: string; authKey?: string } = {}) {
  const authKey = options.authKey ?? 'sandbox-abuse-ch-auth-key';
  const faults = createFaultSwitches();
  let quotaSpent = false;
  const switches: FakeThreatfox['switches'] = {
    ...faults,
    quota: () => {
      quotaSpent = true;
    },
    reset: () => {
      quotaSpent = false;
      faults.reset();
    },
  };
  const iocs: FakeThreatfoxIoc[] = [];
  const requests: FakeThreatfoxRequest[] = [];
  let nextId = 1_400_000;

  const view = (i: FakeThreatfoxIoc) => ({
    id: i.id,
    ioc: i.ioc,
    threat_type: i.threat_type,
    threat_type_desc:
      i.threat_type === 'botnet_cc' ? 'Indicator that identifies a botnet command&control server (C&C)' : '',
    ioc_type: i.ioc_type,
    ioc_type_desc: '',
    malware: i.malware,
    malware_printable: i.malware_printable,
    malware_alias: null,
    malware_malpedia: `https://malpedia.caad.fkie.fraunhofer.de/details/${i.malware}`,
    confidence_level: i.confidence_level,
    first_seen: i.first_seen,
    last_seen: null,
    reference: null,
    reporter: 'sandbox',
    tags: i.tags,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const delay = faults.delayFor('search');
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const fault = faults.faultFor('search');
    if (fault?.kind === 'hang' || fault?.kind === 'hangAfter') return;
    if (fault?.kind === 'fail') return sendErrorPage(res, fault.status);
    if (fault?.kind === 'garbage')
      return sendGarbagePage(res, '<html><body>abuse.ch is under maintenance</body></html>');

    const text = req.method === 'POST' ? await readBody(req, MAX_BODY) : '';
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const given = (req.headers['auth-key'] as string | undefined) ?? null;
    requests.push({ authKey: given, body });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    if (given !== authKey) return sendJson(res, 401, { query_status: 'unknown_auth_key' });
    if (quotaSpent) {
      res.writeHead(429, { 'content-type': 'text/html' });
      return void res.end(
        '<html><head><title>429 Too Many Requests</title></head><body>429 Too Many Requests</body></html>',
      );
    }
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    if (path !== '/api/v1/' || req.method !== 'POST') return sendJson(res, 200, { query_status: 'http_post_expected' });
    const query = body as { query?: unknown; search_term?: unknown; exact_match?: unknown } | null;
    if (!query || query.query !== 'search_ioc') return sendJson(res, 200, { query_status: 'unknown_query' });
    const term = typeof query.search_term === 'string' ? query.search_term.trim().toLowerCase() : '';
    if (term.length < 3)
      return sendJson(res, 200, { query_status: 'illegal_search_term', data: 'Search term is too short' });
    const found = iocs.filter((i) =>
      query.exact_match === true ? i.ioc.toLowerCase() === term : i.ioc.toLowerCase().includes(term),
    );
    if (found.length === 0) {
      return sendJson(res, 200, { query_status: 'no_result', data: 'Your search did not yield any results' });
    }
    return sendJson(res, 200, { query_status: 'ok', data: found.map(view) });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendErrorPage(res, 500);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const fake: FakeThreatfox = {
    url: address,
    authKey,
    iocs,
    list(ioc, fields = {}) {
      const entry: FakeThreatfoxIoc = {
        id: String(nextId++),
        ioc,
        threat_type: 'payload_delivery',
        ioc_type: iocTypeOf(ioc),
        malware: 'unknown',
        malware_printable: 'Unknown malware',
        confidence_level: 75,
        first_seen: new Date()
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ' UTC'),
        tags: null,
        ...fields,
      };
      iocs.push(entry);
      return entry;
    },
    switches,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  for (const { ioc, ...fields } of THREATFOX_SANDBOX_LISTED) fake.list(ioc, fields);
  return fake;
}
