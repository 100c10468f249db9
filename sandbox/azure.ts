// A fake Entra ID + Azure Resource Manager on loopback, in the wire formats of ../shared/reference/azure.md
// §13: client-credentials tokens (AADSTS errors), the subscription read, resource groups (PUT/GET/HEAD/DELETE,
// list by tag), VNet/public IP/NSG/NIC and VM PUTs answered 201 + Azure-AsyncOperation, operations that finish
// after a few polls, RG delete 202 + Location, instanceView power states, start/restart, and the refusals real
// Azure gives (Spot on a B-series size, bad passwords and user names, missing groups and references).
// Switches make any route fail, hang, answer garbage or go slow. See sandbox/README.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from './fault-switches.js';
import { sendErrorPage, sendGarbagePage } from './lib/fault-pages.js';

export interface FakeAzurePrincipal {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  subscriptionId: string;
}

interface Resource {
  type: string;
  name: string;
  body: Record<string, unknown>;
  provisioningState: string;
}
interface FakeVm {
  name: string;
  body: Record<string, unknown>;
  provisioningState: string;
  power: string;
  readsLeft: number;
  /** What osProfile carried that ARM never echoes: custom data (decoded) and the SSH public keys. */
  launchedWith?: { customData: string | null; sshKeys: string[] };
}
export interface FakeResourceGroup {
  name: string;
  location: string;
  tags: Record<string, string>;
  resources: Map<string, Resource>;
  vms: Map<string, FakeVm>;
}
interface Operation {
  pollsLeft: number;
  done?: () => void;
  failWith?: { code: string; message: string };
}

export interface FakeAzureRequest {
  method: string;
  path: string;
  key: string;
  body: unknown;
}

export interface FakeAzure {
  url: string;
  /** AZURE_LOGIN_URL and AZURE_MANAGEMENT_URL both point here. */
  loginUrl: string;
  managementUrl: string;
  principal: FakeAzurePrincipal;
  groups: Map<string, FakeResourceGroup>;
  switches: FaultSwitches;
  requests: FakeAzureRequest[];
  /** Polls (or VM reads) before a long-running operation reports Succeeded (default 1). */
  pollsToComplete: number;
  /** Seconds sent in Retry-After (0 keeps tests fast). */
  retryAfterSeconds: number;
  /** 'forbidden': the principal has no role on the subscription (403 AuthorizationFailed on every ARM call). */
  rbac: 'ok' | 'forbidden';
  /** Finish every running operation and VM creation now. */
  settleAll(): void;
  /** A group tagged as ours that HostFree has no row for (a crash between create and insert). */
  addGroup(name: string, tags: Record<string, string>, location?: string): FakeResourceGroup;
  stop(): Promise<void>;
}

export interface FakeAzureOptions {
  port?: number;
  host?: string;
  principal?: Partial<FakeAzurePrincipal>;
}

const FORBIDDEN_USERNAMES = new Set([
  'administrator',
  'admin',
  'user',
  'user1',
  'user2',
  'user3',
  'user4',
  'user5',
  'test',
  'test1',
  'test2',
  'test3',
  'admin1',
  'admin2',
  '1',
  '123',
  'a',
  'actuser',
  'adm',
  'aspnet',
  'backup',
  'console',
  'david',
  'guest',
  'john',
  'owner',
  'root',
  'server',
  'sql',
  'support',
  'support_388945a0',
  'sys',
]);
const SPOT_CAPABLE = (size: string) => !/^Standard_B/i.test(size) && !/_Promo$/i.test(size);

const armError = (code: string, message: string, target?: string) => ({
  error: { code, message, ...(target ? { target } : {}) },
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 256 * 1024) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function passwordProblem(password: unknown, windows: boolean): string | null {
  if (typeof password !== 'string')
    return 'The supplied password must be between 6-72 characters long and must satisfy at least 3 of password complexity requirements.';
  const [min, max] = windows ? [8, 123] : [6, 72];
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[\W_]/].filter((r) => r.test(password)).length;
  if (password.length < min || password.length > max || classes < 3) {
    return `The supplied password must be between ${min}-${max} characters long and must satisfy at least 3 of password complexity requirements from the following: 1) Contains an uppercase character 2) Contains a lowercase character 3) Contains a numeric digit 4) Contains a special character 5) Control characters are not allowed`;
  }
  return null;
}

export async function startFakeAzure(options: FakeAzureOptions = {}): Promise<FakeAzure> {
  const principal: FakeAzurePrincipal = {
    tenantId: randomUUID(),
    clientId: randomUUID(),
    clientSecret: `sandbox~${randomBytes(16).toString('base64url')}`,
    subscriptionId: randomUUID(),
    ...options.principal,
  };
  const tokens = new Set<string>();
  const groups = new Map<string, FakeResourceGroup>();
  const operations = new Map<string, Operation>();
  const switches = createFaultSwitches();
  const requests: FakeAzureRequest[] = [];
  let selfUrl = '';
  let ipCounter = 20;

  const groupKey = (name: string) => name.toLowerCase();
  const newOperation = (done?: () => void, failWith?: Operation['failWith']) => {
    const id = randomUUID();
    operations.set(id, { pollsLeft: fake.pollsToComplete, done, failWith });
    if (fake.pollsToComplete <= 0 && !failWith) {
      done?.();
      operations.get(id)!.pollsLeft = 0;
    }
    return id;
  };
  const asyncHeader = (opId: string, location = 'eastus', provider = 'Microsoft.Network') =>
    `${selfUrl}/subscriptions/${principal.subscriptionId}/providers/${provider}/locations/${location}/operations/${opId}?api-version=2026-01-01`;
  const locationHeader = (opId: string) =>
    `${selfUrl}/subscriptions/${principal.subscriptionId}/operationresults/${opId}?api-version=2025-04-01`;

  function advance(op: Operation) {
    if (op.pollsLeft > 0) op.pollsLeft -= 1;
    if (op.pollsLeft === 0 && op.done && !op.failWith) {
      const done = op.done;
      op.done = undefined;
      done();
    }
  }

  function finishVm(group: FakeResourceGroup, vm: FakeVm) {
    vm.provisioningState = 'Succeeded';
    vm.power = 'running';
    for (const resource of group.resources.values()) {
      if (resource.type === 'publicipaddresses' && !(resource.body.properties as Record<string, unknown>).ipAddress) {
        (resource.body.properties as Record<string, unknown>).ipAddress = `198.51.100.${ipCounter++ % 250}`;
      }
    }
  }

  function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      'content-length': Buffer.byteLength(text),
      'x-ms-request-id': randomUUID(),
      ...headers,
    });
    res.end(text);
  }

  function routeKey(method: string, path: string): string {
    const p = path.toLowerCase();
    if (/^\/[^/]+\/oauth2\/v2\.0\/token$/.test(p)) return 'token';
    if (/\/operations\/[^/]+$/.test(p)) return 'operation';
    if (/\/operationresults\/[^/]+$/.test(p)) return 'operationResult';
    if (/^\/subscriptions\/[^/]+$/.test(p)) return 'subscription';
    if (/^\/subscriptions\/[^/]+\/resourcegroups$/.test(p)) return 'listGroups';
    if (/^\/subscriptions\/[^/]+\/resourcegroups\/[^/]+$/.test(p)) return `${method.toLowerCase()}Group`;
    if (
      /\/providers\/microsoft\.compute\/virtualmachines\/[^/]+\/(start|restart|deallocate|poweroff|simulateeviction)$/.test(
        p,
      )
    )
      return 'vmAction';
    if (/\/providers\/microsoft\.compute\/virtualmachines\/[^/]+$/.test(p)) return `${method.toLowerCase()}Vm`;
    if (/\/providers\/microsoft\.network\/[^/]+\/[^/]+$/.test(p)) return `${method.toLowerCase()}Network`;
    return 'unknown';
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.azure');
    const method = req.method ?? 'GET';
    const path = target.pathname;
    const key = routeKey(method, path);
    const raw = method === 'POST' || method === 'PUT' ? await readBody(req) : '';
    requests.push({
      method,
      path: path + target.search,
      key,
      body:
        key === 'token'
          ? '[form]'
          : raw
            ? (() => {
                try {
                  return JSON.parse(raw);
                } catch {
                  return raw;
                }
              })()
            : null,
    });
    if (requests.length > 2000) requests.shift();

    const fault = switches.faultFor(key);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'fail') {
      if (fault.status === 429)
        return send(res, 429, armError('TooManyRequests', 'The request is being throttled.'), { 'retry-after': '0' });
      return sendErrorPage(res, fault.status);
    }
    if (fault?.kind === 'garbage')
      return sendGarbagePage(
        res,
        "<html><body>Azure Front Door: our services aren't available right now</body></html>",
      );
    const delay = switches.delayFor(key);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const reply = (status: number, body?: unknown, headers?: Record<string, string>) =>
      fault?.kind === 'hangAfter' ? undefined : send(res, status, body, headers);

    if (key === 'token') {
      const tenant = path.split('/')[1];
      const form = new URLSearchParams(raw);
      const aad = (status: number, error: string, code: number, text: string) =>
        reply(status, {
          error,
          error_description: `AADSTS${code}: ${text}\r\nTrace ID: ${randomUUID()}\r\nCorrelation ID: ${randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
          error_codes: [code],
          timestamp: new Date().toISOString(),
          trace_id: randomUUID(),
          correlation_id: randomUUID(),
          error_uri: `https://login.microsoftonline.com/error?code=${code}`,
        });
      if (tenant !== principal.tenantId) return aad(400, 'invalid_request', 90002, `Tenant '${tenant}' not found.`);
      if (form.get('grant_type') !== 'client_credentials')
        return aad(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
      if (form.get('client_id') !== principal.clientId)
        return aad(
          400,
          'unauthorized_client',
          700016,
          `Application with identifier '${form.get('client_id')}' was not found in the directory.`,
        );
      if (form.get('client_secret') !== principal.clientSecret)
        return aad(
          401,
          'invalid_client',
          7000215,
          'Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.',
        );
      const token = `eyJ0eXAiOiJKV1QifQ.${randomBytes(24).toString('base64url')}.sig`;
      tokens.add(token);
      return reply(200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: token });
    }

    // ARM
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!bearer || !tokens.has(bearer[1]!))
      return reply(401, armError('InvalidAuthenticationToken', 'The access token is invalid.'));
    if (!target.searchParams.get('api-version'))
      return reply(
        400,
        armError(
          'MissingApiVersionParameter',
          'The api-version query parameter (?api-version=) is required for all requests.',
        ),
      );
    const parts = path.split('/');
    if (parts[2] !== principal.subscriptionId)
      return reply(404, armError('SubscriptionNotFound', `The subscription '${parts[2]}' could not be found.`));
    if (fake.rbac === 'forbidden') {
      return reply(
        403,
        armError(
          'AuthorizationFailed',
          `The client '${principal.clientId}' with object id '${principal.clientId}' does not have authorization to perform action over scope '/subscriptions/${principal.subscriptionId}' or the scope is invalid.`,
        ),
      );
    }
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return reply(
          400,
          armError('InvalidRequestContent', 'The request content was invalid and could not be deserialized.'),
        );
      }
    }

    if (key === 'operation' || key === 'operationResult') {
      const op = operations.get(parts[parts.length - 1]!);
      if (!op) return reply(404, armError('ResourceNotFound', 'Operation not found.'));
      advance(op);
      const finished = op.pollsLeft === 0;
      if (key === 'operationResult')
        return finished
          ? reply(200)
          : reply(202, undefined, {
              location: `${selfUrl}${path}${target.search}`,
              'retry-after': String(fake.retryAfterSeconds),
            });
      if (op.failWith && finished)
        return reply(200, { name: parts[parts.length - 1], status: 'Failed', error: op.failWith });
      return reply(
        200,
        {
          name: parts[parts.length - 1],
          status: finished ? 'Succeeded' : 'InProgress',
          startTime: new Date().toISOString(),
        },
        { 'retry-after': String(fake.retryAfterSeconds) },
      );
    }
    if (key === 'subscription') {
      return reply(200, {
        id: `/subscriptions/${principal.subscriptionId}`,
        subscriptionId: principal.subscriptionId,
        tenantId: principal.tenantId,
        displayName: 'Sandbox Pay-As-You-Go',
        state: 'Enabled',
      });
    }
    if (key === 'listGroups') {
      const filter = target.searchParams.get('$filter') ?? '';
      const m = /tagName eq '([^']*)' and tagValue eq '([^']*)'/.exec(filter);
      const list = [...groups.values()].filter((g) => !m || g.tags[m[1]!] === m[2]);
      return reply(200, { value: list.map(groupView) });
    }
    const rgName = parts[4] ?? '';
    const group = groups.get(groupKey(rgName));
    if (key === 'putGroup') {
      if (typeof body.location !== 'string')
        return reply(400, armError('LocationRequired', 'The location property is required for this definition.'));
      const existed = Boolean(group);
      const g: FakeResourceGroup = group ?? {
        name: rgName,
        location: body.location,
        tags: {},
        resources: new Map(),
        vms: new Map(),
      };
      g.tags = (body.tags as Record<string, string>) ?? {};
      groups.set(groupKey(rgName), g);
      return reply(existed ? 200 : 201, groupView(g));
    }
    if (key === 'getGroup' || key === 'headGroup') {
      if (!group)
        return reply(404, armError('ResourceGroupNotFound', `Resource group '${rgName}' could not be found.`));
      return key === 'headGroup' ? reply(204) : reply(200, groupView(group));
    }
    if (key === 'deleteGroup') {
      if (!group)
        return reply(404, armError('ResourceGroupNotFound', `Resource group '${rgName}' could not be found.`));
      groups.delete(groupKey(rgName));
      const opId = newOperation();
      return reply(202, undefined, { location: locationHeader(opId), 'retry-after': String(fake.retryAfterSeconds) });
    }
    if (!group) return reply(404, armError('ResourceGroupNotFound', `Resource group '${rgName}' could not be found.`));
    const type = (parts[7] ?? '').toLowerCase();
    const name = parts[8] ?? '';

    if (key === 'putNetwork') {
      if (type === 'networkinterfaces') {
        const props = (body.properties ?? {}) as Record<string, unknown>;
        const ipConfig = ((props.ipConfigurations as Record<string, unknown>[] | undefined)?.[0]?.properties ??
          {}) as Record<string, { id?: string }>;
        const refs = [ipConfig.subnet?.id?.replace(/\/subnets\/[^/]+$/, ''), ipConfig.publicIPAddress?.id];
        for (const ref of refs) {
          const refName = ref?.split('/').pop() ?? '';
          if (!ref || ![...group.resources.values()].some((r) => r.name === refName)) {
            return reply(
              400,
              armError(
                'InvalidResourceReference',
                `Resource ${ref ?? '(none)'} referenced by resource ${name} was not found. Please make sure that the referenced resource exists, and that both resources are in the same region.`,
              ),
            );
          }
        }
      }
      const resource: Resource = {
        type,
        name,
        body: { ...body, properties: { ...(body.properties as object), provisioningState: 'Updating' } },
        provisioningState: 'Updating',
      };
      group.resources.set(`${type}/${name.toLowerCase()}`, resource);
      const opId = newOperation(() => {
        resource.provisioningState = 'Succeeded';
        (resource.body.properties as Record<string, unknown>).provisioningState = 'Succeeded';
      });
      return reply(
        201,
        { id: path, name, location: body.location, ...resource.body },
        { 'azure-asyncoperation': asyncHeader(opId), 'retry-after': String(fake.retryAfterSeconds) },
      );
    }
    if (key === 'getNetwork') {
      const resource = group.resources.get(`${type}/${name.toLowerCase()}`);
      if (!resource)
        return reply(
          404,
          armError(
            'ResourceNotFound',
            `The Resource 'Microsoft.Network/${type}/${name}' under resource group '${rgName}' was not found.`,
          ),
        );
      return reply(200, { id: path, name, ...resource.body });
    }

    const vmName = parts[8] ?? '';
    const vm = group.vms.get(vmName.toLowerCase());
    if (key === 'putVm') {
      const props = (body.properties ?? {}) as Record<string, Record<string, unknown> | string | undefined>;
      const size = String((props.hardwareProfile as Record<string, unknown> | undefined)?.vmSize ?? '');
      if (!size)
        return reply(
          400,
          armError('InvalidParameter', "Required parameter 'hardwareProfile.vmSize' is missing (null).", 'vmSize'),
        );
      if (props.priority === 'Spot' && !SPOT_CAPABLE(size)) {
        return reply(
          400,
          armError(
            'OperationNotAllowed',
            `The selected VM size '${size}' cannot be deployed as Azure Spot VM. This size does not support Azure Spot. For more information, see https://aka.ms/AzureSpot/errormessages.`,
          ),
        );
      }
      const os = (props.osProfile ?? {}) as Record<string, unknown>;
      const windows = Boolean(os.windowsConfiguration);
      const username = String(os.adminUsername ?? '');
      if (!username || FORBIDDEN_USERNAMES.has(username.toLowerCase()) || (windows && username.length > 20)) {
        return reply(
          400,
          armError('InvalidParameter', 'The Admin Username specified is not allowed.', 'adminUsername'),
        );
      }
      if (
        os.customData !== undefined &&
        (typeof os.customData !== 'string' ||
          os.customData.length > 87380 ||
          !/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(os.customData))
      ) {
        return reply(
          400,
          armError(
            'InvalidParameter',
            'Custom data in OSProfile must be in Base64 encoding and with a maximum length of 87380 characters.',
            'customData',
          ),
        );
      }
      const publicKeys =
        (os.linuxConfiguration as { ssh?: { publicKeys?: { path?: string; keyData?: string }[] } } | undefined)?.ssh
          ?.publicKeys ?? [];
      if (publicKeys.some((k) => k.path !== `/home/${username}/.ssh/authorized_keys`)) {
        return reply(
          400,
          armError(
            'InvalidParameter',
            `Destination path for SSH public keys is currently limited to its default value /home/${username}/.ssh/authorized_keys due to a known issue in Linux provisioning agent.`,
            'linuxConfiguration.ssh.publicKeys.path',
          ),
        );
      }
      const problem = passwordProblem(os.adminPassword, windows);
      if (problem) return reply(400, armError('InvalidParameter', problem, 'adminPassword'));
      const computerName = String(os.computerName ?? '');
      if (!computerName || (windows && computerName.length > 15))
        return reply(
          400,
          armError(
            'InvalidParameter',
            'Windows computer name cannot be more than 15 characters long, be entirely numeric, or contain the following characters: ` ~ ! @ # $ % ^ & * ( ) = + _ [ ] { } \\ | ; : . \' " , < > / ?.',
            'computerName',
          ),
        );
      const nicId =
        (props.networkProfile as { networkInterfaces?: { id?: string }[] } | undefined)?.networkInterfaces?.[0]?.id ??
        '';
      if (!group.resources.has(`networkinterfaces/${(nicId.split('/').pop() ?? '').toLowerCase()}`)) {
        return reply(
          400,
          armError('InvalidResourceReference', `Resource ${nicId} referenced by resource ${vmName} was not found.`),
        );
      }
      const stored = { ...body };
      delete (stored.properties as Record<string, unknown> | undefined)?.osProfile; // the password is never echoed
      const existing = vm;
      const created: FakeVm = existing ?? {
        name: vmName,
        body: stored,
        provisioningState: 'Creating',
        power: 'starting',
        readsLeft: fake.pollsToComplete + 1,
      };
      created.launchedWith = {
        customData: typeof os.customData === 'string' ? Buffer.from(os.customData, 'base64').toString('utf8') : null,
        sshKeys: publicKeys.map((k) => String(k.keyData ?? '')),
      };
      group.vms.set(vmName.toLowerCase(), created);
      const opId = newOperation(() => finishVm(group, created));
      if (fake.pollsToComplete <= 0) finishVm(group, created);
      return reply(existing ? 200 : 201, vmView(path, created), {
        'azure-asyncoperation': asyncHeader(opId, group.location, 'Microsoft.Compute'),
        'retry-after': String(fake.retryAfterSeconds),
      });
    }
    if (!vm)
      return reply(
        404,
        armError(
          'ResourceNotFound',
          `The Resource 'Microsoft.Compute/virtualMachines/${vmName}' under resource group '${rgName}' was not found.`,
        ),
      );
    if (key === 'getVm') {
      if (vm.provisioningState === 'Creating') {
        vm.readsLeft -= 1;
        if (vm.readsLeft <= 0) finishVm(group, vm);
      }
      return reply(200, vmView(path, vm, target.searchParams.get('$expand') === 'instanceView'));
    }
    if (key === 'vmAction') {
      const action = (parts[9] ?? '').toLowerCase();
      if (action === 'start') vm.power = 'running';
      else if (action === 'restart') vm.power = 'running';
      else if (action === 'deallocate' || action === 'simulateeviction') vm.power = 'deallocated';
      else if (action === 'poweroff') vm.power = 'stopped';
      if (action === 'simulateeviction') return reply(204);
      const opId = newOperation();
      return reply(202, undefined, {
        location: locationHeader(opId),
        'azure-asyncoperation': asyncHeader(opId, group.location, 'Microsoft.Compute'),
        'retry-after': String(fake.retryAfterSeconds),
      });
    }
    if (key === 'deleteVm') {
      group.vms.delete(vmName.toLowerCase());
      return reply(204);
    }
    return reply(404, armError('InvalidResourceType', 'The resource type could not be found.'));
  }

  function groupView(g: FakeResourceGroup) {
    return {
      id: `/subscriptions/${principal.subscriptionId}/resourceGroups/${g.name}`,
      name: g.name,
      type: 'Microsoft.Resources/resourceGroups',
      location: g.location,
      tags: g.tags,
      properties: { provisioningState: 'Succeeded' },
    };
  }

  function vmView(path: string, vm: FakeVm, expand = false) {
    const props: Record<string, unknown> = {
      ...(vm.body.properties as Record<string, unknown>),
      provisioningState: vm.provisioningState,
    };
    if (expand) {
      props.instanceView = {
        statuses: [
          {
            code: `ProvisioningState/${vm.provisioningState.toLowerCase()}`,
            level: 'Info',
            displayStatus: `Provisioning ${vm.provisioningState.toLowerCase()}`,
          },
          ...(vm.provisioningState === 'Succeeded'
            ? [{ code: `PowerState/${vm.power}`, level: 'Info', displayStatus: `VM ${vm.power}` }]
            : []),
        ],
      };
    }
    return {
      id: path,
      name: vm.name,
      type: 'Microsoft.Compute/virtualMachines',
      location: vm.body.location,
      tags: vm.body.tags ?? {},
      properties: props,
    };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, armError('InternalServerError', 'Encountered internal server error.'));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  selfUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const fake: FakeAzure = {
    url: selfUrl,
    loginUrl: selfUrl,
    managementUrl: selfUrl,
    principal,
    groups,
    switches,
    requests,
    pollsToComplete: 1,
    retryAfterSeconds: 0,
    rbac: 'ok',
    settleAll() {
      for (const op of operations.values()) {
        op.pollsLeft = 1;
        advance(op);
      }
      for (const group of groups.values())
        for (const vm of group.vms.values()) if (vm.provisioningState === 'Creating') finishVm(group, vm);
    },
    addGroup(name, tags, location = 'eastus') {
      const g: FakeResourceGroup = { name, location, tags, resources: new Map(), vms: new Map() };
      groups.set(groupKey(name), g);
      return g;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
