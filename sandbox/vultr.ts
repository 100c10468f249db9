// A fake Vultr API v2 as a real HTTP server on loopback, in the wire format of ../shared/reference/vultr.md
// §10: bearer key (401/403 JSON errors), cursor pagination (meta.links.next), POST /instances → 202 pending
// with main_ip 0.0.0.0 and a default_password, then active with an address and a kvm link after a few reads,
// 204 power actions and delete, and switches to fail, hang, answer garbage or go slow. See sandbox/README.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from './fault-switches.js';
import { FAKE_VULTR_OS, FAKE_VULTR_PLANS, FAKE_VULTR_REGIONS } from './vultr/fixtures.js';
import { CLOUDFLARE_CHALLENGE_PAGE, sendErrorPage, sendGarbagePage } from './lib/fault-pages.js';
import { readBody } from './lib/read-body.js';

export interface FakeVultrInstance {
  id: string;
  label: string;
  hostname: string;
  region: string;
  plan: string;
  os_id: number;
  os: string;
  tags: string[];
  enable_ipv6: boolean;
  backups: string;
  status: 'pending' | 'active';
  power_status: 'running' | 'stopped';
  server_status: 'none' | 'installingbooting' | 'ok';
  main_ip: string;
  v6_main_ip: string;
  kvm: string;
  default_password: string;
  date_created: string;
  /** Reads of this instance since it was created (it turns active after `readsToActive`). */
  reads: number;
  /** The cloud-init user data it was created with, decoded (Vultr serves it only at GET …/user-data). */
  user_data?: string;
  createdAtMs?: number;
}

export interface FakeVultrRequest {
  method: string;
  path: string;
  key: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

export interface FakeVultr {
  url: string;
  /** The base URL a client uses: `${url}/v2`. */
  apiUrl: string;
  apiKey: string;
  /** A key Vultr knows but that lacks the ACLs: every call answers 403. */
  forbiddenKey: string;
  instances: Map<string, FakeVultrInstance>;
  switches: FaultSwitches;
  requests: FakeVultrRequest[];
  /** Reads of an instance before it turns active (default 2; 0 = active on the first read). */
  readsToActive: number;
  /** Also turn active once this many ms passed since creation (on the next read); null = by reads only. */
  activateAfterMs: number | null;
  /** Page size when a client sends no per_page (real Vultr: 100). */
  defaultPageSize: number;
  /** Make every pending instance active now. */
  activateAll(): void;
  /** An instance created outside HostFree (a "remote" one), already active. */
  addOutsideInstance(fields?: Partial<FakeVultrInstance>): FakeVultrInstance;
  stop(): Promise<void>;
}

export interface FakeVultrOptions {
  port?: number;
  host?: string;
  apiKey?: string;
}

const MAX_BODY = 256 * 1024;
const KEEP_REQUESTS = 1000;

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status, { 'content-length': 0 });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const errorBody = (status: number, error: string) => ({ error, status });

/** Cursor = base64 of next__<offset> (what real cursors look like: opaque base64). */
function page<T>(items: T[], query: URLSearchParams, defaultSize: number): { items: T[]; meta: unknown } {
  const perPage = Math.min(500, Math.max(1, Number(query.get('per_page')) || defaultSize));
  const cursor = query.get('cursor');
  let offset = 0;
  if (cursor) {
    const decoded = /^next__(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
    offset = decoded ? Number(decoded[1]) : 0;
  }
  const slice = items.slice(offset, offset + perPage);
  const nextOffset = offset + perPage;
  const next = nextOffset < items.length ? Buffer.from(`next__${nextOffset}`).toString('base64') : '';
  const prev = offset > 0 ? Buffer.from(`next__${Math.max(0, offset - perPage)}`).toString('base64') : '';
  return { items: slice, meta: { total: items.length, links: { next, prev } } };
}

function password(): string {
  return `${randomBytes(9).toString('base64url')}#${randomBytes(2).toString('hex')}!`;
}

export async function startFakeVultr(options: FakeVultrOptions = {}): Promise<FakeVultr> {
  const apiKey = options.apiKey ?? randomBytes(18).toString('hex').toUpperCase();
  const forbiddenKey = `${apiKey}-NOACL`;
  const instances = new Map<string, FakeVultrInstance>();
  const switches = createFaultSwitches();
  const requests: FakeVultrRequest[] = [];
  let selfUrl = '';
  let ipCounter = 10;

  const activate = (instance: FakeVultrInstance) => {
    if (instance.status === 'active') return;
    instance.status = 'active';
    instance.power_status = 'running';
    instance.server_status = 'ok';
    instance.main_ip = `203.0.113.${ipCounter++ % 250}`;
    if (instance.enable_ipv6) instance.v6_main_ip = `2001:db8::${ipCounter}`;
    instance.kvm = `${selfUrl}/novnc/?data=${randomBytes(24).toString('base64url')}`;
  };

  const view = (instance: FakeVultrInstance, withPassword = false) => {
    const {
      reads: _reads,
      createdAtMs: _createdAtMs,
      default_password,
      backups: _backups,
      enable_ipv6,
      user_data: _userData,
      ...rest
    } = instance;
    return {
      ...rest,
      ram: FAKE_VULTR_PLANS.find((p) => p.id === instance.plan)?.ram ?? 1024,
      vcpu_count: FAKE_VULTR_PLANS.find((p) => p.id === instance.plan)?.vcpu_count ?? 1,
      disk: instance.status === 'active' ? 25 : 0,
      netmask_v4: instance.status === 'active' ? '255.255.254.0' : '',
      gateway_v4: instance.status === 'active' ? '203.0.113.1' : '0.0.0.0',
      v6_network: '',
      v6_network_size: 0,
      internal_ip: '',
      app_id: 0,
      image_id: '',
      snapshot_id: '',
      firewall_group_id: '',
      allowed_bandwidth: 1024,
      user_scheme: 'root',
      vpc_only: false,
      features: [...(enable_ipv6 ? ['ipv6'] : []), ...(instance.backups === 'enabled' ? ['auto_backups'] : [])],
      ...(withPassword ? { default_password } : {}),
    };
  };

  const read = (instance: FakeVultrInstance) => {
    instance.reads += 1;
    const old = fake.activateAfterMs !== null && Date.now() - (instance.createdAtMs ?? 0) >= fake.activateAfterMs;
    if (instance.reads > fake.readsToActive || old) activate(instance);
  };

  function route(method: string, path: string): string | null {
    if (method === 'GET' && path === '/v2/account') return 'account';
    if (method === 'GET' && path === '/v2/plans') return 'plans';
    if (method === 'GET' && path === '/v2/regions') return 'regions';
    if (method === 'GET' && /^\/v2\/regions\/[^/]+\/availability$/.test(path)) return 'availability';
    if (method === 'GET' && path === '/v2/os') return 'os';
    if (method === 'GET' && path === '/v2/instances') return 'listInstances';
    if (method === 'POST' && path === '/v2/instances') return 'createInstance';
    if (method === 'GET' && /^\/v2\/instances\/[^/]+$/.test(path)) return 'getInstance';
    if (method === 'DELETE' && /^\/v2\/instances\/[^/]+$/.test(path)) return 'deleteInstance';
    const action = /^\/v2\/instances\/[^/]+\/(start|reboot|halt)$/.exec(path);
    if (method === 'POST' && action) return `${action[1]}Instance`;
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.vultr');
    const method = req.method ?? 'GET';
    if (method === 'GET' && target.pathname === '/novnc/') {
      const body =
        '<!doctype html><title>Vultr console (sandbox)</title><h1>noVNC console</h1><p>This is the sandbox Vultr console page.</p>';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      return void res.end(body);
    }
    const key = route(method, target.pathname);
    const raw = method === 'POST' || method === 'PATCH' ? await readBody(req, MAX_BODY) : '';
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = undefined;
    }
    requests.push({ method, path: target.pathname + target.search, key: key ?? '', body, headers: req.headers });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!auth || (auth[1] !== apiKey && auth[1] !== forbiddenKey))
      return send(res, 401, errorBody(401, 'Invalid API token.'));
    if (auth[1] === forbiddenKey) return send(res, 403, errorBody(403, 'Unauthorized IP address: 198.51.100.7'));
    if (!key) return send(res, 404, errorBody(404, 'Invalid API endpoint.'));

    const fault = switches.faultFor(key);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'fail') {
      if (fault.status === 429)
        return send(res, 429, errorBody(429, 'Rate limit reached - please try your request again later.'));
      return sendErrorPage(res, fault.status);
    }
    if (fault?.kind === 'garbage') return sendGarbagePage(res, CLOUDFLARE_CHALLENGE_PAGE);
    const delay = switches.delayFor(key);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const reply = (status: number, payload?: unknown) =>
      fault?.kind === 'hangAfter' ? undefined : send(res, status, payload);

    const q = target.searchParams;
    const id = target.pathname.split('/')[3] ?? '';
    switch (key) {
      case 'account':
        return reply(200, {
          account: {
            name: 'Sandbox Owner',
            email: 'owner@vultr.sandbox.test',
            acls: ['subscriptions'],
            balance: -25,
            pending_charges: 1.2,
            last_payment_date: '2026-10-01T00:00:00+00:00',
            last_payment_amount: -20,
          },
        });
      case 'plans': {
        const type = q.get('type');
        const list = FAKE_VULTR_PLANS.filter((p) => !type || type === 'all' || p.type === type);
        const { items, meta } = page(list, q, fake.defaultPageSize);
        return reply(200, { plans: items, meta });
      }
      case 'regions': {
        const { items, meta } = page(FAKE_VULTR_REGIONS, q, fake.defaultPageSize);
        return reply(200, { regions: items, meta });
      }
      case 'availability': {
        const region = target.pathname.split('/')[3];
        return reply(200, {
          available_plans: FAKE_VULTR_PLANS.filter((p) => p.locations.includes(region!)).map((p) => p.id),
        });
      }
      case 'os': {
        const { items, meta } = page(FAKE_VULTR_OS, q, fake.defaultPageSize);
        return reply(200, { os: items, meta });
      }
      case 'listInstances': {
        let list = [...instances.values()];
        const label = q.get('label');
        if (label) list = list.filter((i) => i.label === label);
        const tag = q.get('tag');
        if (tag) list = list.filter((i) => i.tags.includes(tag));
        for (const instance of list) read(instance);
        const { items, meta } = page(
          list.map((i) => view(i)),
          q,
          fake.defaultPageSize,
        );
        return reply(200, { instances: items, meta });
      }
      case 'createInstance': {
        if (body === undefined || typeof body !== 'object' || body === null)
          return reply(400, errorBody(400, 'Invalid JSON.'));
        const b = body as Record<string, unknown>;
        const plan = FAKE_VULTR_PLANS.find((p) => p.id === b.plan);
        if (!plan) return reply(400, errorBody(400, 'Invalid plan.'));
        if (!FAKE_VULTR_REGIONS.some((r) => r.id === b.region)) return reply(400, errorBody(400, 'Invalid region.'));
        if (!plan.locations.includes(b.region as string))
          return reply(400, errorBody(400, 'Plan is not available in the selected region.'));
        if (typeof b.os_id !== 'number') return reply(400, errorBody(400, 'Invalid os_id: must be an integer.'));
        const os = FAKE_VULTR_OS.find((o) => o.id === b.os_id);
        if (!os) return reply(400, errorBody(400, 'Invalid operating system.'));
        if (b.tag !== undefined) return reply(400, errorBody(400, 'The tag field is deprecated; use tags.'));
        if (
          b.user_data !== undefined &&
          (typeof b.user_data !== 'string' ||
            !/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b.user_data))
        ) {
          return reply(400, errorBody(400, 'Invalid user_data: must be base64 encoded.'));
        }
        const instance: FakeVultrInstance = {
          id: randomUUID(),
          label: typeof b.label === 'string' ? b.label : '',
          hostname: typeof b.hostname === 'string' ? b.hostname : `vultr-guest`,
          region: b.region as string,
          plan: plan.id,
          os_id: os.id,
          os: os.name,
          tags: Array.isArray(b.tags) ? b.tags.filter((t): t is string => typeof t === 'string') : [],
          enable_ipv6: b.enable_ipv6 === true,
          backups: b.backups === 'enabled' ? 'enabled' : 'disabled',
          status: 'pending',
          power_status: 'running',
          server_status: 'none',
          main_ip: '0.0.0.0',
          v6_main_ip: '',
          kvm: '',
          default_password: password(),
          date_created: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
          reads: 0,
          createdAtMs: Date.now(),
          ...(typeof b.user_data === 'string'
            ? { user_data: Buffer.from(b.user_data, 'base64').toString('utf8') }
            : {}),
        };
        instances.set(instance.id, instance);
        if (fake.readsToActive <= 0) activate(instance);
        return reply(202, { instance: view(instance, true) });
      }
      case 'getInstance': {
        const instance = instances.get(id);
        if (!instance) return reply(404, errorBody(404, 'Invalid instance-id.'));
        read(instance);
        return reply(200, { instance: view(instance) });
      }
      case 'deleteInstance': {
        if (!instances.delete(id)) return reply(404, errorBody(404, 'Invalid instance-id.'));
        return reply(204);
      }
      case 'startInstance':
      case 'rebootInstance':
      case 'haltInstance': {
        const instance = instances.get(id);
        if (!instance) return reply(404, errorBody(404, 'Invalid instance-id.'));
        instance.power_status = key === 'haltInstance' ? 'stopped' : 'running';
        return reply(204);
      }
      default:
        return reply(404, errorBody(404, 'Invalid API endpoint.'));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, errorBody(500, 'Internal error'));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  selfUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const fake: FakeVultr = {
    url: selfUrl,
    apiUrl: `${selfUrl}/v2`,
    apiKey,
    forbiddenKey,
    instances,
    switches,
    requests,
    readsToActive: 2,
    activateAfterMs: null,
    defaultPageSize: 100,
    activateAll: () => {
      for (const instance of instances.values()) activate(instance);
    },
    addOutsideInstance(fields = {}) {
      const instance: FakeVultrInstance = {
        id: randomUUID(),
        label: 'made-in-the-vultr-portal',
        hostname: 'portal-box',
        region: 'ewr',
        plan: 'vc2-1c-1gb',
        os_id: 2284,
        os: 'Ubuntu 24.04 LTS x64',
        tags: [],
        enable_ipv6: false,
        backups: 'disabled',
        status: 'pending',
        power_status: 'running',
        server_status: 'none',
        main_ip: '0.0.0.0',
        v6_main_ip: '',
        kvm: '',
        default_password: password(),
        date_created: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
        reads: 0,
        ...fields,
      };
      instances.set(instance.id, instance);
      activate(instance);
      return instance;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
