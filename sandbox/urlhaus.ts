// A fake abuse.ch URLhaus API v1 as a real HTTP server on loopback, in the published wire format
// (https://urlhaus-api.abuse.ch/): form POSTs to /v1/url/ (field url) and /v1/host/ (field host) with the Auth-Key
// header. Answers carry query_status: ok with the listed fields, no_results, invalid_url, invalid_host,
// http_post_expected; an unknown Auth-Key is HTTP 401 {"query_status":"unknown_auth_key"}. Switches make it fail,
// hang, answer garbage, go slow or refuse with 429 (abuse.ch's rate limit). See sandbox/README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from './fault-switches.js';
import { sendErrorPage, sendGarbagePage } from './lib/fault-pages.js';
import { readBody } from './lib/read-body.js';

export interface FakeUrlhausEntry {
  id: string;
  url: string;
  url_status: 'online' | 'offline' | 'unknown';
  host: string;
  date_added: string;
  threat: string;
  tags: string[] | null;
  reporter: string;
}

/** Listed from the start: the malware download the demo's seeded page links (host 203.0.113.66, TEST-NET-3). */
export const URLHAUS_SANDBOX_LISTED: Omit<FakeUrlhausEntry, 'id' | 'host'>[] = [
  {
    url: 'http://203.0.113.66/bins/mozi.m',
    url_status: 'online',
    date_added: '2026-11-20 08:14:02 UTC',
    threat: 'malware_download',
    tags: ['elf', 'Mozi'],
    reporter: 'sandbox',
  },
];
const KEEP_REQUESTS = 1000;
const MAX_BODY = 64 * 1024;

export interface FakeUrlhausRequest {
  path: string;
  method: string;
  authKey: string | null;
  form: Record<string, string>;
}

export interface FakeUrlhaus {
  url: string;
  authKey: string;
  entries: Map<string, FakeUrlhausEntry>;
  list(url: string, fields?: Partial<Omit<FakeUrlhausEntry, 'id' | 'url' | 'host'>>): FakeUrlhausEntry;
  delist(url: string): void;
  /** 'quota' answers 429 to every request until reset. */
  switches: FaultSwitches & { quota(): void };
  requests: FakeUrlhausRequest[];
  stop(): Promise<void>;
}

export interface FakeUrlhausOptions {
  port?: number;
  host?: string;
  authKey?: string;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$|^(\d{1,3}\.){3}\d{1,3}$/;

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

export async function startFakeUrlhaus(options: FakeUrlhausOptions = {}): Promise<FakeUrlhaus> {
  const authKey = options.authKey ?? 'sandbox-abuse-ch-auth-key';
  const faults = createFaultSwitches();
  let quotaSpent = false;
  const switches: FakeUrlhaus['switches'] = {
    ...faults,
    quota: () => {
      quotaSpent = true;
    },
    reset: () => {
      quotaSpent = false;
      faults.reset();
    },
  };
  const entries = new Map<string, FakeUrlhausEntry>();
  const requests: FakeUrlhausRequest[] = [];
  let nextId = 3_100_000;

  const reference = (id: string) => `https://urlhaus.abuse.ch/url/${id}/`;
  const blacklists = { spamhaus_dbl: 'not listed', surbl: 'not listed' };

  function urlAnswer(entry: FakeUrlhausEntry) {
    return {
      query_status: 'ok',
      id: entry.id,
      urlhaus_reference: reference(entry.id),
      url: entry.url,
      url_status: entry.url_status,
      host: entry.host,
      date_added: entry.date_added,
      last_online: entry.url_status === 'online' ? null : entry.date_added,
      threat: entry.threat,
      blacklists,
      reporter: entry.reporter,
      larted: 'true',
      takedown_time_seconds: null,
      tags: entry.tags,
      payloads: [],
    };
  }

  function hostAnswer(host: string, listedUrls: FakeUrlhausEntry[]) {
    return {
      query_status: 'ok',
      urlhaus_reference: `https://urlhaus.abuse.ch/host/${host}/`,
      host,
      firstseen: listedUrls[0].date_added,
      url_count: String(listedUrls.length),
      blacklists,
      urls: listedUrls.map((entry) => ({
        id: entry.id,
        urlhaus_reference: reference(entry.id),
        url: entry.url,
        url_status: entry.url_status,
        date_added: entry.date_added,
        threat: entry.threat,
        reporter: entry.reporter,
        larted: 'true',
        takedown_time_seconds: null,
        tags: entry.tags,
      })),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const key = path === '/v1/host/' ? 'host' : 'url';
    const delay = faults.delayFor(key);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const fault = faults.faultFor(key);
    if (fault?.kind === 'hang' || fault?.kind === 'hangAfter') return;
    if (fault?.kind === 'fail') return sendErrorPage(res, fault.status);
    if (fault?.kind === 'garbage')
      return sendGarbagePage(res, '<html><body>abuse.ch is under maintenance</body></html>');

    const form = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? await readBody(req, MAX_BODY) : ''));
    const given = (req.headers['auth-key'] as string | undefined) ?? null;
    requests.push({ path, method: req.method ?? 'GET', authKey: given, form });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    if (given !== authKey) return sendJson(res, 401, { query_status: 'unknown_auth_key' });
    if (quotaSpent) {
      res.writeHead(429, { 'content-type': 'text/html' });
      return void res.end(
        '<html><head><title>429 Too Many Requests</title></head><body>429 Too Many Requests</body></html>',
      );
    }
    if (path !== '/v1/url/' && path !== '/v1/host/') return sendJson(res, 404, { query_status: 'unknown_endpoint' });
    if (req.method !== 'POST') return sendJson(res, 200, { query_status: 'http_post_expected' });

    if (path === '/v1/url/') {
      const asked = form.url ?? '';
      if (!hostOf(asked)) return sendJson(res, 200, { query_status: 'invalid_url' });
      const entry = entries.get(asked);
      return sendJson(res, 200, entry ? urlAnswer(entry) : { query_status: 'no_results' });
    }
    const host = (form.host ?? '').toLowerCase();
    if (!HOST.test(host)) return sendJson(res, 200, { query_status: 'invalid_host' });
    const listedUrls = [...entries.values()].filter((entry) => entry.host === host);
    return sendJson(res, 200, listedUrls.length ? hostAnswer(host, listedUrls) : { query_status: 'no_results' });
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

  const fake: FakeUrlhaus = {
    url: address,
    authKey,
    entries,
    list(url, fields = {}) {
      const host = hostOf(url);
      if (!host) throw new Error(`Not a URL URLhaus would list: ${url}`);
      const entry: FakeUrlhausEntry = {
        id: String(nextId++),
        url,
        host,
        url_status: 'online',
        date_added: new Date()
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ' UTC'),
        threat: 'malware_download',
        tags: null,
        reporter: 'sandbox',
        ...fields,
      };
      entries.set(url, entry);
      return entry;
    },
    delist(url) {
      entries.delete(url);
    },
    switches,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  for (const { url, ...fields } of URLHAUS_SANDBOX_LISTED) fake.list(url, fields);
  return fake;
}
