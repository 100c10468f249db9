// A fake DigitalOcean API v2 as a real HTTP server on loopback, in the wire format of DigitalOcean's published
// OpenAPI document: bearer token (401 `unauthorized`, a read-only token gets 403 `forbidden` on writes), errors as
// `{ id, message, request_id }`, page/per_page pagination with links.pages and meta.total, ratelimit-* headers,
// POST /v2/droplets → 202 `new` with links.actions, then `active` with addresses; droplet actions → 201 with an
// action `in-progress` that completes (shutdown → off, power_on/reboot → active); DELETE → 204. Unknown region,
// size or image → 422 `unprocessable_entity`. Fault switches: fail, hang, slow, garbage, hangAfter. See sandbox/README.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from './fault-switches.js';
import {
  FAKE_DO_APP_IMAGES,
  FAKE_DO_IMAGES,
  FAKE_DO_REGIONS,
  FAKE_DO_SIZES,
  FAKE_DO_SSH_KEYS,
} from './digitalocean/fixtures.js';
import {
  actionView,
  dropletView,
  errorBody,
  isoNow,
  paginate,
  type FakeDoAction,
  type FakeDroplet,
} from './digitalocean/views.js';
import { CLOUDFLARE_CHALLENGE_PAGE, sendErrorPage, sendGarbagePage } from './lib/fault-pages.js';
import { readBody } from './lib/read-body.js';

export type { FakeDoAction, FakeDroplet } from './digitalocean/views.js';

export interface FakeDoRequest {
  method: string;
  path: string;
  key: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

export interface FakeDigitalOcean {
  url: string;
  /** What DIGITALOCEAN_API_URL is set to (paths start with /v2): the same as url. */
  apiUrl: string;
  /** A personal access token with full access. */
  token: string;
  /** A custom-scoped token with read scopes only: reads work, writes answer 403. */
  readOnlyToken: string;
  droplets: Map<number, FakeDroplet>;
  actions: Map<number, FakeDoAction>;
  switches: FaultSwitches;
  requests: FakeDoRequest[];
  /** Reads of a new Droplet (or its create action) before it turns active (default 2; 0 = active at once). */
  readsToActive: number;
  /** Also turn active once this many ms passed since creation (on the next read); null = by reads only. */
  activateAfterMs: number | null;
  /** Reads of an action (or its Droplet) before it completes (default 1; 0 = completed in the POST answer). */
  actionReadsToComplete: number;
  /** The account's droplet_limit: a create past it answers 422. */
  dropletLimit: number;
  /** Requests left this hour for the token (ratelimit-remaining); at 0 every call answers 429. */
  rateLimitRemaining: number;
  /** Make every new Droplet active and complete every action now. */
  settleAll(): void;
  /** A Droplet created outside HostFree (in the control panel), already active. */
  addOutsideDroplet(fields?: Partial<FakeDroplet>): FakeDroplet;
  stop(): Promise<void>;
}

export interface FakeDigitalOceanOptions {
  port?: number;
  host?: string;
  token?: string;
}

const MAX_BODY = 256 * 1024;
const KEEP_REQUESTS = 1000;
const RATE_LIMIT = 5000;
const NAME = /^[a-zA-Z0-9]?[a-z0-9A-Z.-]*[a-z0-9A-Z]$/;
const TAG = /^[a-zA-Z0-9_\-:]{1,255}$/;
const WRITES = new Set(['createDroplet', 'deleteDroplet', 'dropletAction']);

export async function startFakeDigitalOcean(options: FakeDigitalOceanOptions = {}): Promise<FakeDigitalOcean> {
  const token = options.token ?? `dop_v1_${randomBytes(32).toString('hex')}`;
  const readOnlyToken = `${token}_read`;
  const droplets = new Map<number, FakeDroplet>();
  const actions = new Map<number, FakeDoAction>();
  const switches = createFaultSwitches();
  const requests: FakeDoRequest[] = [];
  let selfUrl = '';
  let nextId = 480_000_000 + Math.floor(Math.random() * 1_000_000);
  let nextAction = 2_300_000_000 + Math.floor(Math.random() * 1_000_000);
  let ipCounter = 10;
  let windowStart = Date.now();

  const pending = (dropletId: number) =>
    [...actions.values()].find((a) => a.dropletId === dropletId && a.status === 'in-progress');

  const activate = (d: FakeDroplet) => {
    if (d.status !== 'new') return;
    d.status = 'active';
    ipCounter += 1;
    d.publicIpv4 = `198.51.100.${ipCounter % 250}`;
    d.privateIpv4 = `10.108.0.${ipCounter % 250}`;
    if (d.ipv6) d.publicIpv6 = `2001:db8:d0::${ipCounter.toString(16)}`;
    for (const a of actions.values()) if (a.dropletId === d.id && a.type === 'create') complete(a);
  };

  function complete(a: FakeDoAction) {
    if (a.status !== 'in-progress') return;
    a.status = 'completed';
    a.completedAt = isoNow();
    const d = droplets.get(a.dropletId);
    if (!d) return;
    if (a.type === 'create') activate(d);
    if (a.type === 'shutdown' || a.type === 'power_off') d.status = 'off';
    if (a.type === 'power_on' || a.type === 'reboot' || a.type === 'power_cycle') d.status = 'active';
  }

  /** A read of a Droplet moves its create and its pending action along, as time passing would. */
  const readDroplet = (d: FakeDroplet) => {
    d.reads += 1;
    const old = fake.activateAfterMs !== null && Date.now() - d.createdAtMs >= fake.activateAfterMs;
    if (d.status === 'new' && (d.reads > fake.readsToActive || old)) activate(d);
    const a = pending(d.id);
    if (a && a.type !== 'create') readAction(a);
  };

  const readAction = (a: FakeDoAction) => {
    a.reads += 1;
    if (a.type === 'create') {
      const d = droplets.get(a.dropletId);
      if (d) readDroplet(d);
      return;
    }
    if (a.reads >= fake.actionReadsToComplete) complete(a);
  };

  const newAction = (dropletId: number, type: string): FakeDoAction => {
    const a: FakeDoAction = {
      id: nextAction++,
      dropletId,
      type,
      status: 'in-progress',
      startedAt: isoNow(),
      startedAtMs: Date.now(),
      completedAt: null,
      reads: 0,
    };
    actions.set(a.id, a);
    return a;
  };

  function route(method: string, path: string): string | null {
    if (method === 'GET' && path === '/v2/account') return 'account';
    if (method === 'GET' && path === '/v2/regions') return 'regions';
    if (method === 'GET' && path === '/v2/sizes') return 'sizes';
    if (method === 'GET' && path === '/v2/images') return 'images';
    if (method === 'GET' && path === '/v2/droplets') return 'listDroplets';
    if (method === 'POST' && path === '/v2/droplets') return 'createDroplet';
    if (method === 'GET' && /^\/v2\/droplets\/[^/]+$/.test(path)) return 'getDroplet';
    if (method === 'DELETE' && /^\/v2\/droplets\/[^/]+$/.test(path)) return 'deleteDroplet';
    if (method === 'POST' && /^\/v2\/droplets\/[^/]+\/actions$/.test(path)) return 'dropletAction';
    if (method === 'GET' && /^\/v2\/droplets\/[^/]+\/actions\/[^/]+$/.test(path)) return 'getAction';
    if (method === 'GET' && /^\/v2\/actions\/[^/]+$/.test(path)) return 'getAction';
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.digitalocean');
    const method = req.method ?? 'GET';
    const requestId = randomUUID();
    const key = route(method, target.pathname);
    const raw = method === 'POST' || method === 'PUT' ? await readBody(req, MAX_BODY) : '';
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = undefined;
    }
    requests.push({ method, path: target.pathname + target.search, key: key ?? '', body, headers: req.headers });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    if (Date.now() - windowStart > 3_600_000) {
      windowStart = Date.now();
      fake.rateLimitRemaining = RATE_LIMIT;
    }
    const limitHeaders = () => ({
      'ratelimit-limit': String(RATE_LIMIT),
      'ratelimit-remaining': String(Math.max(0, fake.rateLimitRemaining)),
      'ratelimit-reset': String(Math.ceil((windowStart + 3_600_000) / 1000)),
      'x-request-id': requestId,
    });
    const send = (status: number, payload?: unknown) => {
      if (payload === undefined) {
        // 204s carry a content-type (shared/responses/no_content_with_content_type.yml) and no body.
        res.writeHead(status, { ...limitHeaders(), 'content-type': 'application/json; charset=utf-8' });
        return void res.end();
      }
      const text = JSON.stringify(payload);
      res.writeHead(status, {
        ...limitHeaders(),
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    };
    const fail = (status: number, id: string, message: string) => send(status, errorBody(id, message, requestId));

    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!auth || (auth[1] !== token && auth[1] !== readOnlyToken))
      return fail(401, 'unauthorized', 'Unable to authenticate you');
    if (fake.rateLimitRemaining <= 0) return fail(429, 'too_many_requests', 'API Rate limit exceeded.');
    fake.rateLimitRemaining -= 1;
    if (!key) return fail(404, 'not_found', 'The resource you were accessing could not be found.');
    if (auth[1] === readOnlyToken && WRITES.has(key))
      return fail(403, 'forbidden', 'You are not authorized to perform this operation');

    const fault = switches.faultFor(key);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'fail') {
      if (fault.status === 429) return fail(429, 'too_many_requests', 'API Rate limit exceeded.');
      if (fault.status === 500) return fail(500, 'server_error', 'Unexpected server-side error');
      return sendErrorPage(res, fault.status);
    }
    if (fault?.kind === 'garbage') return sendGarbagePage(res, CLOUDFLARE_CHALLENGE_PAGE);
    const delay = switches.delayFor(key);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const reply = (status: number, payload?: unknown) =>
      fault?.kind === 'hangAfter' ? undefined : send(status, payload);
    const replyError = (status: number, id: string, message: string) =>
      reply(status, errorBody(id, message, requestId));

    const parts = target.pathname.split('/');
    const dropletId = parts[2] === 'droplets' ? Number(parts[3]) : NaN;
    const view = (d: FakeDroplet) => dropletView(d, pending(d.id) !== undefined);
    const list = <T>(name: string, items: T[]) => {
      const { items: slice, links, meta } = paginate(items, target, selfUrl);
      return reply(200, { [name]: slice, links, meta });
    };

    switch (key) {
      case 'account':
        return reply(200, {
          account: {
            droplet_limit: fake.dropletLimit,
            floating_ip_limit: 3,
            volume_limit: 100,
            email: 'owner@digitalocean.sandbox.test',
            name: 'Sandbox Owner',
            uuid: 'b6fc48dbf6d9906cace5f3ca7b3d8e1b1ba0c5a1',
            email_verified: true,
            status: 'active',
            status_message: '',
            team: { uuid: '5df3e3004a17e242b7c20ca6c9fc25b701a47ece', name: 'Sandbox Team' },
          },
        });
      case 'regions':
        return list('regions', FAKE_DO_REGIONS);
      case 'sizes':
        return list('sizes', FAKE_DO_SIZES);
      case 'images': {
        const type = target.searchParams.get('type');
        const all =
          type === 'distribution'
            ? FAKE_DO_IMAGES
            : type === 'application'
              ? FAKE_DO_APP_IMAGES
              : [...FAKE_DO_IMAGES, ...FAKE_DO_APP_IMAGES];
        return list('images', all);
      }
      case 'listDroplets': {
        const tag = target.searchParams.get('tag_name');
        const name = target.searchParams.get('name');
        const found = [...droplets.values()]
          .filter((d) => (!tag || d.tags.includes(tag)) && (!name || d.name.toLowerCase() === name.toLowerCase()))
          .sort((a, b) => a.id - b.id);
        for (const d of found) readDroplet(d);
        return list('droplets', found.map(view));
      }
      case 'createDroplet': {
        if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
          return replyError(400, 'bad_request', 'unable to parse request body: invalid JSON');
        }
        const b = body as Record<string, unknown>;
        if (typeof b.name !== 'string' || b.name.length > 255 || !NAME.test(b.name)) {
          return replyError(
            422,
            'unprocessable_entity',
            'Only valid hostname characters are allowed. (a-z, A-Z, 0-9, . and -)',
          );
        }
        const size = FAKE_DO_SIZES.find((s) => s.slug === b.size);
        if (!size)
          return replyError(422, 'unprocessable_entity', 'You specified an invalid size for Droplet creation.');
        const image = FAKE_DO_IMAGES.find((i) => i.slug === b.image || i.id === b.image);
        if (!image)
          return replyError(422, 'unprocessable_entity', 'You specified an invalid image for Droplet creation.');
        const region =
          b.region === undefined
            ? FAKE_DO_REGIONS.find((r) => r.available)
            : FAKE_DO_REGIONS.find((r) => r.slug === b.region);
        if (!region || !region.available)
          return replyError(422, 'unprocessable_entity', 'You specified an invalid region for Droplet creation.');
        if (!region.sizes.includes(size.slug))
          return replyError(422, 'unprocessable_entity', 'Size is not available in this region.');
        if (image.min_disk_size > size.disk)
          return replyError(422, 'unprocessable_entity', 'The image requires a larger disk than this size has.');
        const sshKeys = b.ssh_keys ?? [];
        if (!Array.isArray(sshKeys)) return replyError(422, 'unprocessable_entity', 'ssh_keys must be an array');
        const keyIds: number[] = [];
        for (const k of sshKeys) {
          const known = FAKE_DO_SSH_KEYS.find((s) => s.id === k || s.fingerprint === k || String(s.id) === k);
          if (!known)
            return replyError(422, 'unprocessable_entity', 'You specified an invalid SSH key for Droplet creation.');
          keyIds.push(known.id);
        }
        if (
          b.user_data !== undefined &&
          (typeof b.user_data !== 'string' || Buffer.byteLength(b.user_data) > 64 * 1024)
        ) {
          return replyError(
            422,
            'unprocessable_entity',
            'user_data must be plain text and may not exceed 64 KiB in size.',
          );
        }
        const tags = b.tags ?? [];
        if (tags !== null && (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string' && TAG.test(t)))) {
          return replyError(
            422,
            'unprocessable_entity',
            'Tag names may only contain letters, numbers, colons, dashes and underscores.',
          );
        }
        if (droplets.size >= fake.dropletLimit) {
          return replyError(
            422,
            'unprocessable_entity',
            'creating this/these droplet(s) will exceed your droplet limit',
          );
        }
        const droplet: FakeDroplet = {
          id: nextId++,
          name: b.name,
          region: region.slug,
          size: size.slug,
          imageId: image.id,
          status: 'new',
          tags: (tags ?? []) as string[],
          ipv6: b.ipv6 === true,
          backups: b.backups === true,
          monitoring: b.monitoring === true,
          sshKeyIds: keyIds,
          userData: typeof b.user_data === 'string' ? b.user_data : null,
          publicIpv4: null,
          privateIpv4: null,
          publicIpv6: null,
          createdAt: isoNow(),
          createdAtMs: Date.now(),
          reads: 0,
        };
        droplets.set(droplet.id, droplet);
        const action = newAction(droplet.id, 'create');
        if (fake.readsToActive <= 0) activate(droplet);
        return reply(202, {
          droplet: view(droplet),
          links: { actions: [{ id: action.id, rel: 'create', href: `${selfUrl}/v2/actions/${action.id}` }] },
        });
      }
      case 'getDroplet': {
        const d = droplets.get(dropletId);
        if (!d) return replyError(404, 'not_found', 'The resource you were accessing could not be found.');
        readDroplet(d);
        return reply(200, { droplet: view(d) });
      }
      case 'deleteDroplet': {
        if (!droplets.delete(dropletId))
          return replyError(404, 'not_found', 'The resource you were accessing could not be found.');
        for (const a of actions.values()) if (a.dropletId === dropletId && a.status === 'in-progress') complete(a);
        return reply(204);
      }
      case 'dropletAction': {
        const d = droplets.get(dropletId);
        if (!d) return replyError(404, 'not_found', 'The resource you were accessing could not be found.');
        const type = body && typeof body === 'object' ? (body as Record<string, unknown>).type : undefined;
        if (!['power_on', 'shutdown', 'power_off', 'reboot', 'power_cycle'].includes(String(type))) {
          return replyError(
            422,
            'unprocessable_entity',
            `${typeof type === 'string' ? type : 'type'} is not a valid action type`,
          );
        }
        if (pending(d.id)) return replyError(422, 'unprocessable_entity', 'Droplet already has a pending event.');
        if (type === 'power_on' && d.status === 'active')
          return replyError(422, 'unprocessable_entity', 'Droplet is already powered on.');
        if ((type === 'shutdown' || type === 'power_off') && d.status === 'off')
          return replyError(422, 'unprocessable_entity', 'Droplet is already powered off.');
        const action = newAction(d.id, String(type));
        if (fake.actionReadsToComplete <= 0) complete(action);
        return reply(201, { action: actionView(action, d.region) });
      }
      case 'getAction': {
        const actionId = Number(parts[2] === 'actions' ? parts[3] : parts[5]);
        const a = actions.get(actionId);
        if (!a || (parts[2] === 'droplets' && a.dropletId !== dropletId)) {
          return replyError(404, 'not_found', 'The resource you were accessing could not be found.');
        }
        readAction(a);
        return reply(200, { action: actionView(a, droplets.get(a.dropletId)?.region ?? 'nyc3') });
      }
      default:
        return replyError(404, 'not_found', 'The resource you were accessing could not be found.');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'server_error', message: 'Unexpected server-side error' }));
      } else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  selfUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const fake: FakeDigitalOcean = {
    url: selfUrl,
    apiUrl: selfUrl,
    token,
    readOnlyToken,
    droplets,
    actions,
    switches,
    requests,
    readsToActive: 2,
    activateAfterMs: null,
    actionReadsToComplete: 1,
    dropletLimit: 25,
    rateLimitRemaining: RATE_LIMIT,
    settleAll() {
      for (const d of droplets.values()) activate(d);
      for (const a of actions.values()) complete(a);
    },
    addOutsideDroplet(fields = {}) {
      const d: FakeDroplet = {
        id: nextId++,
        name: 'made-in-the-control-panel',
        region: 'nyc3',
        size: 's-1vcpu-1gb',
        imageId: FAKE_DO_IMAGES[0]!.id,
        status: 'new',
        tags: [],
        ipv6: false,
        backups: false,
        monitoring: false,
        sshKeyIds: [],
        userData: null,
        publicIpv4: null,
        privateIpv4: null,
        publicIpv6: null,
        createdAt: isoNow(),
        createdAtMs: Date.now(),
        reads: 0,
        ...fields,
      };
      droplets.set(d.id, d);
      if (d.status === 'new') activate(d);
      return d;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
