// A fake WHM (API 1) as a real HTTP server on loopback, speaking the wire format of
// ../shared/reference/whm-cpanel.md §17: token header, 403 for a bad token, the metadata envelope, cPanel's
// rules and reasons, and switches to make it fail, hang, go slow or answer garbage. See sandbox/README.md.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WhmConnection } from '../server/integrations/whm/types.js';
import { accountHandlers } from './whm/accounts.js';
import { dnsZoneHandlers } from './whm/dns-zones.js';
import { serveHomeFile, serveLoginPage, serveManualLoginPage } from './whm/login-page.js';
import type { FakeReply, Handler } from './whm/reply.js';
import { FakeWhmState } from './whm/state.js';
import { createSwitches, type FakeWhmSwitches } from './whm/switches.js';
import { autosslHandlers } from './whm/uapi-ssl.js';
import { usageHandlers } from './whm/usage.js';
import { readBody } from './lib/read-body.js';

export { FakeWhmState } from './whm/state.js';
export type { FakeSiteFile, FakeWhmAccount, FakeWhmPackage, FakeWhmUsage } from './whm/state.js';
export { startFakeWebFront, type FakeWebFront } from './whm/web-front.js';
export type { FakeWhmSwitches } from './whm/switches.js';

export interface FakeWhmOptions {
  /** 0 (default) = a free port. */
  port?: number;
  host?: string;
  /** The WHM user the token belongs to; default root. */
  username?: string;
  /** Default: 32 random upper-case letters and digits, like a real token. */
  token?: string;
  /** The server's hostname (session URLs, nameservers); default server.sandbox.test. */
  hostname?: string;
  sharedIp?: string;
  /** create_user_session URLs point back at this fake, which serves a stand-in panel page (demo). */
  loginPages?: boolean;
}

export interface FakeWhmRequest {
  method: string;
  fn: string;
  /** Query and form body merged; repeated keys keep every value. */
  params: Record<string, string[]>;
  headers: IncomingHttpHeaders;
  /** The raw request target and body, for "nothing injected" assertions. */
  url: string;
  body: string;
}

export interface FakeWhm {
  url: string;
  username: string;
  token: string;
  state: FakeWhmState;
  switches: FakeWhmSwitches;
  /** Requests to /json-api/ in arrival order (the last 1,000). */
  requests: FakeWhmRequest[];
  /** Calls being answered now and the most at once since start: a load test checks the callers' concurrency cap. */
  calls(): { inFlight: number; peakInFlight: number; total: number; byFunction: Record<string, number> };
  /** A WhmConnection for this fake, for createWhmHttpClient. */
  connection(overrides?: Partial<WhmConnection>): WhmConnection;
  stop(): Promise<void>;
}

const HANDLERS: Record<string, Handler> = {
  ...accountHandlers,
  ...usageHandlers,
  ...autosslHandlers,
  ...dnsZoneHandlers,
};
const MAX_BODY = 1024 * 1024;
const KEEP_REQUESTS = 1000;
const ACCESS_DENIED = JSON.stringify({
  cpanelresult: {
    apiversion: '2',
    error: 'Access denied',
    data: { reason: 'Access denied', result: '0' },
    type: 'text',
  },
});

/** A WHM API token as WHM makes them: 32 upper-case letters and digits. */
export function randomWhmToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join('');
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function envelope(fn: string, reply: FakeReply): string {
  const metadata: Record<string, unknown> = { command: fn, version: 1, result: reply.result, reason: reply.reason };
  if (reply.raw !== undefined) metadata.output = { raw: reply.raw, warnings: [], messages: [] };
  return JSON.stringify(reply.data === undefined ? { metadata } : { metadata, data: reply.data });
}

export async function startFakeWhm(options: FakeWhmOptions = {}): Promise<FakeWhm> {
  const username = options.username ?? 'root';
  const token = options.token ?? randomWhmToken();
  const state = new FakeWhmState(options.hostname ?? 'server.sandbox.test', options.sharedIp ?? '203.0.113.10');
  const switches = createSwitches();
  const requests: FakeWhmRequest[] = [];
  let selfUrl = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.whm');
    if (options.loginPages && /^\/cpsess\d+\/login\/?$/.test(target.pathname) && req.method === 'GET') {
      return serveLoginPage(state, target, res);
    }
    if (options.loginPages && target.pathname === '/' && req.method === 'GET') return serveManualLoginPage(res);
    if (options.loginPages && /^\/cpsess\d+\/download$/.test(target.pathname) && req.method === 'GET') {
      if (switches.faultFor('download')?.kind === 'hang') return;
      return serveHomeFile(state, target, req.headers.cookie, res);
    }
    const match = /^\/json-api\/([A-Za-z0-9_]+)$/.exec(target.pathname);
    if (!match) return send(res, 404, 'text/plain', 'Not Found');
    const fn = match[1]!;
    calls.byFunction[fn] = (calls.byFunction[fn] ?? 0) + 1;
    const body = req.method === 'POST' ? await readBody(req, MAX_BODY) : '';
    const params = new URLSearchParams(target.search);
    if (req.method === 'POST' && /x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '')) {
      for (const [key, value] of new URLSearchParams(body)) params.append(key, value);
    }
    const recorded: Record<string, string[]> = {};
    for (const [key, value] of params) (recorded[key] ??= []).push(value);
    requests.push({
      method: req.method ?? 'GET',
      fn,
      params: recorded,
      headers: req.headers,
      url: req.url ?? '',
      body,
    });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    // The scheme is accepted as "whm" or "WHM"; the token itself is compared as sent.
    const auth = /^whm ([^:]+):(.*)$/i.exec(req.headers.authorization ?? '');
    if (!auth || auth[1] !== username || auth[2] !== token) {
      return send(res, 403, 'text/plain; charset=utf-8', ACCESS_DENIED);
    }

    // A UAPI function has switches of its own ("DNS::parse_zone"); uapi_cpanel's apply to every one of them.
    const uapiKey = fn === 'uapi_cpanel' ? `${params.get('cpanel.module')}::${params.get('cpanel.function')}` : null;
    const fault = (uapiKey ? switches.faultFor(uapiKey) : undefined) ?? switches.faultFor(fn);
    if (fault?.kind === 'hang') return; // the response is never written
    if (fault?.kind === 'fail')
      return send(
        res,
        fault.status,
        'text/html',
        `<html><body><h1>${fault.status} Internal Server Error</h1></body></html>`,
      );
    if (fault?.kind === 'redirect') {
      res.writeHead(302, { location: fault.location, 'content-length': 0 });
      return void res.end();
    }
    if (fault?.kind === 'garbage')
      return send(res, 200, 'text/html', '<html><body>cpsrvd is restarting, please wait…</body></html>');
    const delay = switches.delayFor(uapiKey ?? fn) || switches.delayFor(fn);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    await switches.held(fn);
    if (uapiKey) await switches.held(uapiKey);

    if (params.get('api.version') !== '1') {
      // Without api.version=1 the real server answers in the old API 0 shapes (reference §3).
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ status: 0, statusmsg: 'This server speaks API 0 without api.version=1.' }),
      );
    }
    if (fault?.kind === 'resultZero')
      return send(res, 200, 'application/json', envelope(fn, { result: 0, reason: fault.reason }));
    const handler = HANDLERS[fn];
    const reply: FakeReply = handler
      ? handler({
          state,
          params,
          selfUrl,
          loginPages: options.loginPages ?? false,
          method: req.method ?? 'GET',
          query: new URLSearchParams(target.search),
        })
      : { result: 0, reason: `Unknown app (“${fn}”) requested for this version (1) of the API.` };
    if (fault?.kind === 'hangAfter') return; // the work is done; the answer never comes
    send(res, 200, 'application/json', envelope(fn, reply));
  }

  // Counted from arrival until the answer is written or the caller goes away (a hang counts until then).
  const calls = { inFlight: 0, peakInFlight: 0, total: 0, byFunction: {} as Record<string, number> };
  const server = createServer((req, res) => {
    calls.inFlight += 1;
    calls.total += 1;
    calls.peakInFlight = Math.max(calls.peakInFlight, calls.inFlight);
    res.once('close', () => void (calls.inFlight -= 1));
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain', 'fake WHM error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  selfUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: selfUrl,
    username,
    token,
    state,
    switches,
    requests,
    calls: () => ({ ...calls, byFunction: { ...calls.byFunction } }),
    connection: (overrides = {}) => ({ baseUrl: selfUrl, username, token, ...overrides }),
    stop: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
