// A fake IANA RDAP bootstrap file and the registries it names, as one real HTTP server on loopback, speaking
// RDAP's wire format (RFC 9224 bootstrap, RFC 9082 queries, RFC 9083 answers): GET /dns.json lists the TLDs
// HostFree sells that the real file lists (not .co.za, not .im); GET /<registry>/domain/<name> answers 200 with a domain object for a registered name and
// 404 with an RDAP error object for a free one. Switches make the bootstrap or one registry fail, hang, answer
// garbage or go slow. See sandbox/README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** 'bootstrap' = the IANA file; a TLD = the registry serving it. */
export type RdapFaultTarget = 'bootstrap' | string;
export type RdapFault =
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'slow'; ms: number };

export interface RdapFaultScope {
  /** Default: the bootstrap and every registry. */
  target?: RdapFaultTarget;
  /** Only the next `times` requests of that target; default until reset(). */
  times?: number;
}

export interface FakeRdapSwitches {
  fail(status?: number, scope?: RdapFaultScope): void;
  hang(scope?: RdapFaultScope): void;
  garbage(scope?: RdapFaultScope): void;
  slow(ms: number, scope?: RdapFaultScope): void;
  reset(): void;
}

export interface FakeRdapRequest {
  target: RdapFaultTarget;
  path: string;
  accept: string | undefined;
}

export interface FakeRdap {
  url: string;
  /** What RDAP_BOOTSTRAP_URL points at. */
  bootstrapUrl: string;
  /** Registered names (lowercase). Anything not here answers 404 (free). */
  register(...domains: string[]): void;
  release(...domains: string[]): void;
  isRegistered(domain: string): boolean;
  /** TLDs the bootstrap file lists; drop one to model a TLD without RDAP. */
  tlds: Set<string>;
  switches: FakeRdapSwitches;
  requests: FakeRdapRequest[];
  stop(): Promise<void>;
}

export interface FakeRdapOptions {
  port?: number;
  host?: string;
  /** Names registered from the start. */
  registered?: string[];
}

/**
 * The TLDs of 000 §9 that IANA's real bootstrap file lists, grouped by registry operator as there. Like the real
 * file it has no entry for 'za', 'co.za' or 'im': those registries are asked over WHOIS (sandbox/whois.ts).
 */
const REGISTRIES: Record<string, string[]> = {
  verisign: ['com', 'net', 'cc'],
  pir: ['org'],
  centralnic: ['best', 'store'],
};
const KEEP_REQUESTS = 1000;
const RDAP_JSON = 'application/rdap+json';

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'access-control-allow-origin': '*',
  });
  res.end(body);
}

function createSwitches() {
  let armed: { fault: RdapFault; target?: string; remaining: number }[] = [];
  const arm = (fault: RdapFault, scope: RdapFaultScope = {}) => {
    armed.unshift({ fault, target: scope.target, remaining: scope.times ?? Number.POSITIVE_INFINITY });
  };
  return {
    fail: (status = 503, scope?: RdapFaultScope) => arm({ kind: 'fail', status }, scope),
    hang: (scope?: RdapFaultScope) => arm({ kind: 'hang' }, scope),
    garbage: (scope?: RdapFaultScope) => arm({ kind: 'garbage' }, scope),
    slow: (ms: number, scope?: RdapFaultScope) => arm({ kind: 'slow', ms }, scope),
    reset: () => {
      armed = [];
    },
    take(target: string): RdapFault | undefined {
      const entry = armed.find((a) => a.remaining > 0 && (a.target === undefined || a.target === target));
      if (!entry) return undefined;
      entry.remaining -= 1;
      armed = armed.filter((a) => a.remaining > 0);
      return entry.fault;
    },
  };
}

function domainObject(domain: string) {
  const upper = domain.toUpperCase();
  return {
    objectClassName: 'domain',
    handle: `${Math.abs(hash(domain))}_DOMAIN_${domain.split('.').slice(1).join('').toUpperCase()}-FAKE`,
    ldhName: upper,
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: '2015-03-14T09:26:53Z' },
      { eventAction: 'expiration', eventDate: '2027-03-14T09:26:53Z' },
      { eventAction: 'last update of RDAP database', eventDate: new Date().toISOString().replace(/\.\d+Z$/, 'Z') },
    ],
    secureDNS: { delegationSigned: false },
    nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE-DNS.NET' }],
    rdapConformance: ['rdap_level_0', 'icann_rdap_technical_implementation_guide_1', 'icann_rdap_response_profile_1'],
    notices: [{ title: 'Terms of Use', description: ['Sandbox registry: nothing here is a real registration.'] }],
  };
}

function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

export async function startFakeRdap(options: FakeRdapOptions = {}): Promise<FakeRdap> {
  const host = options.host ?? '127.0.0.1';
  const registered = new Set((options.registered ?? []).map((d) => d.toLowerCase()));
  const tlds = new Set(Object.values(REGISTRIES).flat());
  const switches = createSwitches();
  const requests: FakeRdapRequest[] = [];
  let base = '';

  function bootstrapFile() {
    const services = Object.entries(REGISTRIES)
      .map(([registry, list]) => [list.filter((t) => tlds.has(t)), [`${base}/${registry}/`]] as const)
      .filter(([list]) => list.length > 0);
    // The real file's keys, in its order.
    return {
      description: 'RDAP bootstrap file for Domain Name System registrations',
      publication: '2026-11-01T18:00:01Z',
      services,
      version: '1.0',
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const match = /^\/([a-z]+)\/domain\/([^/]+)$/.exec(url.pathname);
    const domain = match ? decodeURIComponent(match[2]!).toLowerCase() : '';
    const tld = domain
      ? (Object.values(REGISTRIES)
          .flat()
          .find((t) => domain.endsWith(`.${t}`)) ?? '')
      : '';
    const target = url.pathname === '/dns.json' ? 'bootstrap' : tld;
    requests.push({ target, path: url.pathname, accept: req.headers.accept });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    const fault = switches.take(target);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'fail')
      return send(
        res,
        fault.status,
        'text/html',
        `<html><body><h1>${fault.status} Service Unavailable</h1></body></html>`,
      );
    if (fault?.kind === 'garbage')
      return send(res, 200, 'text/html', '<html><body>Rate limit exceeded. Come back later.</body></html>');
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));

    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method Not Allowed');
    if (target === 'bootstrap') return send(res, 200, 'application/json', JSON.stringify(bootstrapFile()));
    // A registry answers only for the TLDs it serves (RFC 9082 §3.1.3; others get 404 too, as Verisign does).
    const registry = match?.[1];
    if (!match || !registry || !REGISTRIES[registry]?.some((t) => domain.endsWith(`.${t}`)) || !tlds.has(tld)) {
      return send(
        res,
        404,
        RDAP_JSON,
        JSON.stringify({
          errorCode: 404,
          title: 'Not Found',
          description: ['Object not found'],
          rdapConformance: ['rdap_level_0'],
        }),
      );
    }
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
      return send(
        res,
        400,
        RDAP_JSON,
        JSON.stringify({
          errorCode: 400,
          title: 'Bad Request',
          description: ['Invalid domain name'],
          rdapConformance: ['rdap_level_0'],
        }),
      );
    }
    if (!registered.has(domain)) {
      return send(
        res,
        404,
        RDAP_JSON,
        JSON.stringify({
          errorCode: 404,
          title: 'Not Found',
          description: [`${domain.toUpperCase()} not found`],
          rdapConformance: ['rdap_level_0'],
        }),
      );
    }
    return send(res, 200, RDAP_JSON, JSON.stringify(domainObject(domain)));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain', 'fake RDAP error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  base = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    bootstrapUrl: `${base}/dns.json`,
    register: (...domains) => {
      for (const d of domains) registered.add(d.toLowerCase());
    },
    release: (...domains) => {
      for (const d of domains) registered.delete(d.toLowerCase());
    },
    isRegistered: (domain) => registered.has(domain.toLowerCase()),
    tlds,
    switches,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
