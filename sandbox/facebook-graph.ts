// A fake Graph API Conversions endpoint on loopback (../shared/reference/facebook-pixel.md §13): POST
// /{version}/{pixelId}/events with the token in the query or body, JSON or form bodies, the reference's
// validation with the Graph error envelope, and switches to fail (transient 500), hang, go slow or answer
// garbage. It keeps what it received for tests, e2e journeys and the demo (GET /__sandbox/events).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedGraphEvent {
  pixelId: string;
  testEventCode: string | null;
  event: Record<string, unknown>;
}

export interface FakeGraphSwitches {
  /** The next `times` calls answer 500 with is_transient (default: until reset). */
  fail(times?: number): void;
  hang(): void;
  slow(ms: number): void;
  garbage(): void;
  reset(): void;
}

export interface FakeGraph {
  url: string;
  /** Tokens the fake accepts; anything else answers code 190. */
  tokens: Set<string>;
  received: ReceivedGraphEvent[];
  /** Every POST, including refused ones. */
  calls: number;
  switches: FakeGraphSwitches;
  stop(): Promise<void>;
}

const HEX64 = /^[a-f0-9]{64}$/;
const MAX_BODY = 2 * 1024 * 1024;

function graphError(res: ServerResponse, status: number, error: Record<string, unknown>) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        type: 'OAuthException',
        is_transient: false,
        fbtrace_id: randomBytes(8).toString('base64url'),
        ...error,
      },
    }),
  );
}

const invalid = (message: string) => ({
  message: 'Invalid parameter',
  code: 100,
  error_subcode: 2804019,
  error_user_title: 'Server-side API parameter error',
  error_user_msg: message,
});

/** §5–§6 checks; answers the first problem, as Meta does for a whole batch. */
function validateEvent(e: Record<string, unknown>, index: number, nowS: number): string | null {
  const at = `$['data'][${index}]`;
  if (typeof e.event_name !== 'string' || !e.event_name) return `The parameter ${at}['event_name'] is required.`;
  if (!Number.isInteger(e.event_time)) return `The parameter ${at}['event_time'] is required.`;
  const time = e.event_time as number;
  if (time > nowS + 60 || time < nowS - 7 * 86_400) return `${at}['event_time'] must be within the last 7 days.`;
  if (typeof e.action_source !== 'string') return `The parameter ${at}['action_source'] is required.`;
  const user = e.user_data as Record<string, unknown> | undefined;
  if (!user || typeof user !== 'object') return `The parameter ${at}['user_data'] is required.`;
  if (e.action_source === 'website') {
    if (typeof e.event_source_url !== 'string')
      return `The parameter ${at}['event_source_url'] is required for website events.`;
    if (typeof user.client_user_agent !== 'string')
      return `The parameter ${at}['user_data']['client_user_agent'] is required for website events.`;
  }
  for (const key of ['em', 'ph']) {
    const value = user[key];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => typeof v === 'string' && HEX64.test(v)))
      return `${at}['user_data']['${key}'] must be SHA-256 hashed.`;
  }
  return null;
}

export async function startFakeGraph(
  options: {
    port?: number;
    tokens?: string[] /** Milliseconds; tests with a hand-moved clock pass theirs. */;
    now?: () => number;
  } = {},
): Promise<FakeGraph> {
  const clockMs = options.now ?? Date.now;
  const tokens = new Set(options.tokens ?? ['EAAsandboxtoken']);
  const received: ReceivedGraphEvent[] = [];
  let failTimes = 0;
  let mode: 'ok' | 'hang' | 'garbage' = 'ok';
  let slowMs = 0;
  const state = { calls: 0 };
  const hung = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://graph.sandbox');
    if (req.method === 'GET' && url.pathname === '/__sandbox/events') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(received));
    }
    const match = /^\/(v\d+\.\d+)\/(\d+)\/events$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) return graphError(res, 400, { message: 'Unsupported request', code: 100 });
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return graphError(res, 413, { message: 'Request too large', code: 100 });
      chunks.push(chunk as Buffer);
    }
    state.calls += 1;
    if (mode === 'hang') {
      hung.add(res);
      return;
    }
    if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>upstream error');
    }
    if (failTimes > 0) {
      failTimes -= 1;
      return graphError(res, 500, {
        message: 'An unexpected error has occurred. Please retry your request later.',
        type: 'OAuthException',
        code: 2,
        is_transient: true,
      });
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown>;
    try {
      body = (req.headers['content-type'] ?? '').includes('application/json')
        ? JSON.parse(raw || '{}')
        : Object.fromEntries(new URLSearchParams(raw));
      if (typeof body.data === 'string') body.data = JSON.parse(body.data);
    } catch {
      return graphError(res, 400, invalid('The request body could not be parsed.'));
    }
    const token =
      url.searchParams.get('access_token') ?? (typeof body.access_token === 'string' ? body.access_token : null);
    if (!token || !tokens.has(token))
      return graphError(res, 400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 });
    const data = body.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000)
      return graphError(res, 400, invalid("The parameter $['data'] is required."));
    const nowS = Math.floor(clockMs() / 1000);
    for (let i = 0; i < data.length; i++) {
      const problem = validateEvent(data[i] as Record<string, unknown>, i, nowS);
      if (problem) return graphError(res, 400, invalid(problem));
    }
    const testEventCode = typeof body.test_event_code === 'string' ? body.test_event_code : null;
    for (const event of data)
      received.push({ pixelId: match[2]!, testEventCode, event: event as Record<string, unknown> });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ events_received: data.length, messages: [], fbtrace_id: randomBytes(8).toString('base64url') }),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) graphError(res, 500, { message: 'fake failure', code: 1, is_transient: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    received,
    get calls() {
      return state.calls;
    },
    switches: {
      fail: (times = Number.POSITIVE_INFINITY) => {
        failTimes = times;
      },
      hang: () => {
        mode = 'hang';
      },
      slow: (ms) => {
        slowMs = ms;
      },
      garbage: () => {
        mode = 'garbage';
      },
      reset: () => {
        failTimes = 0;
        mode = 'ok';
        slowMs = 0;
        for (const res of hung) res.destroy();
        hung.clear();
      },
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
