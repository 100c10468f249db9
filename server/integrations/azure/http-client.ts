// Azure Resource Manager over fetch (azure.md §2–§11): a bearer token from Entra ID (token.ts), api-version on
// every call, long-running operations followed through Azure-AsyncOperation (body status) or Location (202 until
// done), ARM's error codes mapped to kinds. PUTs of ARM are create-or-replace, so they are safe to repeat; POST
// actions (start, restart) are not repeated on a time-out.
import { sendBearerJson } from '../../lib/bearer-json.js';
import { backoffPauseMs, parseJsonBody } from '../../lib/retry.js';
import { createTokenSource } from './token.js';
import {
  AzureError,
  type AzureClient,
  type AzureCredentials,
  type AzureEndpoints,
  type AzureResourceGroup,
  type AzureVmState,
  type TrialVmSpec,
} from './types.js';

export const API = {
  resources: '2025-04-01',
  network: '2026-01-01',
  compute: '2026-04-01',
  subscription: '2022-12-01',
} as const;
const DEFAULT_TIMEOUT_MS = 30_000;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';
interface ArmResponse {
  status: number;
  json: unknown;
  headers: Headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function armError(status: number, body: unknown): AzureError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : undefined;
  const message = typeof error.message === 'string' ? error.message.slice(0, 400) : `Azure answered HTTP ${status}`;
  if (status === 401) return new AzureError('auth', message, status, code);
  if (status === 403) return new AzureError('forbidden', message, status, code);
  if (status === 404) return new AzureError('not_found', message, status, code);
  if (status === 429) return new AzureError('throttled', 'Azure is throttling requests', status, code);
  if (status >= 500) return new AzureError('server', `Azure answered HTTP ${status}`, status, code);
  // Capacity and quota: another time (or region) may work. A 400 OperationNotAllowed (Spot on a size that has
  // no Spot, azure.md §8) is a refusal of the request itself.
  if (
    code === 'SkuNotAvailable' ||
    code === 'AllocationFailed' ||
    code === 'ZonalAllocationFailed' ||
    (code === 'OperationNotAllowed' && status === 409)
  ) {
    return new AzureError('capacity', message, status, code);
  }
  if (status === 409) return new AzureError('conflict', message, status, code);
  return new AzureError('rejected', message, status, code);
}

const RETRYABLE = new Set(['throttled', 'server', 'network', 'timeout', 'malformed', 'conflict']);
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

const NAME = /^[A-Za-z0-9._()-]{1,90}$/;
function checkName(name: string): string {
  if (!NAME.test(name)) throw new AzureError('rejected', 'Not a valid Azure resource name');
  return encodeURIComponent(name);
}

export function createAzureHttpClient(credentials: AzureCredentials, endpoints: AzureEndpoints): AzureClient {
  const fetchImpl = endpoints.fetchImpl ?? fetch;
  const timeoutMs = endpoints.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const attempts = Math.max(1, endpoints.attempts ?? 3);
  const pauseMs = endpoints.retryPauseMs ?? 1000;
  const lroMaxWaitMs = endpoints.lroMaxWaitMs ?? 120_000;
  const lroPollMs = endpoints.lroPollMs ?? 2000;
  const management = endpoints.managementUrl.replace(/\/+$/, '');
  const managementOrigin = new URL(management).origin;
  const tokens = createTokenSource(credentials, endpoints.loginUrl, tokenCache, fetchImpl, timeoutMs);
  const sub = () => {
    if (!/^[A-Za-z0-9-]{1,100}$/.test(credentials.subscriptionId))
      throw new AzureError('rejected', 'The subscription ID is not valid');
    return `/subscriptions/${credentials.subscriptionId}`;
  };

  async function once(method: Method, url: string, body?: unknown): Promise<ArmResponse> {
    // Poll URLs come from Azure's headers: they are only followed on the management host (no token elsewhere).
    if (new URL(url).origin !== managementOrigin) throw new AzureError('malformed', 'Azure pointed at another host');
    // A HEAD answer has no body: its text is empty.
    const sent = await sendBearerJson(fetchImpl, url, { method, token: await tokens.get(), body, timeoutMs });
    if ('failure' in sent) {
      throw sent.failure === 'timeout'
        ? new AzureError('timeout', `Azure did not answer within ${Math.round(timeoutMs / 1000)} s`)
        : new AzureError('network', 'Azure could not be reached');
    }
    const { response, text } = sent;
    const json = parseJsonBody(text);
    if (response.status === 401) tokens.clear();
    if (response.status >= 300) throw armError(response.status, json);
    if (json === undefined) throw new AzureError('malformed', 'Azure answered something that is not JSON');
    return { status: response.status, json, headers: response.headers };
  }

  async function call(
    method: Method,
    path: string,
    apiVersion: string | null,
    body?: unknown,
    retry = true,
  ): Promise<ArmResponse> {
    const url = path.startsWith('http')
      ? path
      : `${management}${path}${apiVersion ? `${path.includes('?') ? '&' : '?'}api-version=${apiVersion}` : ''}`;
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(method, url, body);
      } catch (error) {
        const kind = (error as AzureError).kind;
        // A cached token ARM no longer accepts (revoked, or another login server): one retry with a fresh one.
        const code = (error as AzureError).code;
        if (
          kind === 'auth' &&
          (code === 'InvalidAuthenticationToken' || code === 'ExpiredAuthenticationToken') &&
          !refreshed
        ) {
          refreshed = true;
          attempt -= 1;
          continue;
        }
        if (!retry || attempt >= attempts || !RETRYABLE.has(kind)) throw error;
        const retryAfter = kind === 'throttled' ? 2000 : 0;
        const pause = backoffPauseMs(attempt, pauseMs, retryAfter);
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  /** Follows a long-running operation to its end (azure.md §9); throws AzureError 'failed' or 'timeout'. */
  async function waitFor(initial: ArmResponse): Promise<void> {
    const asyncOp = initial.headers.get('azure-asyncoperation') ?? initial.headers.get('operation-location');
    const location = initial.headers.get('location');
    if (!asyncOp && !location) return;
    const deadline = Date.now() + lroMaxWaitMs;
    let delay = Number(initial.headers.get('retry-after'));
    for (;;) {
      const wait = Number.isFinite(delay) && delay >= 0 ? delay * 1000 : lroPollMs;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 30_000)));
      if (Date.now() > deadline) throw new AzureError('timeout', 'Azure did not finish the operation in time');
      const poll = await call('GET', (asyncOp ?? location)!, null);
      delay = Number(poll.headers.get('retry-after'));
      if (asyncOp) {
        const status =
          isRecord(poll.json) && typeof poll.json.status === 'string' ? poll.json.status.toLowerCase() : '';
        if (status.includes('succeeded')) return;
        if (status.includes('fail') || status.includes('cancel')) {
          const error = isRecord(poll.json) && isRecord(poll.json.error) ? poll.json.error : {};
          throw new AzureError(
            'failed',
            typeof error.message === 'string' ? error.message.slice(0, 400) : 'The Azure operation failed',
            undefined,
            typeof error.code === 'string' ? error.code : undefined,
          );
        }
      } else if (poll.status !== 202) {
        return;
      }
    }
  }

  const rgPath = (name: string) => `${sub()}/resourcegroups/${checkName(name)}`;
  const netPath = (rg: string, type: string, name: string) =>
    `${rgPath(rg)}/providers/Microsoft.Network/${type}/${checkName(name)}`;
  const vmPath = (rg: string, name: string) =>
    `${rgPath(rg)}/providers/Microsoft.Compute/virtualMachines/${checkName(name)}`;

  function parseGroup(item: unknown): AzureResourceGroup | null {
    if (!isRecord(item) || typeof item.name !== 'string') return null;
    const tags = isRecord(item.tags)
      ? (Object.fromEntries(Object.entries(item.tags).filter(([, v]) => typeof v === 'string')) as Record<
          string,
          string
        >)
      : {};
    const props = isRecord(item.properties) ? item.properties : {};
    return {
      name: item.name,
      location: typeof item.location === 'string' ? item.location : '',
      tags,
      provisioningState: typeof props.provisioningState === 'string' ? props.provisioningState : null,
    };
  }

  const names = (spec: TrialVmSpec) => ({
    vnet: `${spec.name}-vnet`,
    pip: `${spec.name}-ip`,
    nsg: `${spec.name}-nsg`,
    nic: `${spec.name}-nic`,
  });

  return {
    async getSubscription() {
      const { json } = await call('GET', sub(), API.subscription);
      if (!isRecord(json)) throw new AzureError('malformed', 'Azure answered without a subscription');
      return {
        subscriptionId: typeof json.subscriptionId === 'string' ? json.subscriptionId : credentials.subscriptionId,
        displayName: typeof json.displayName === 'string' ? json.displayName : null,
        state: typeof json.state === 'string' ? json.state : null,
      };
    },
    async putResourceGroup(name, location, tags) {
      await call('PUT', rgPath(name), API.resources, { location, tags });
    },
    async getResourceGroup(name) {
      try {
        return parseGroup((await call('GET', rgPath(name), API.resources)).json);
      } catch (error) {
        if (error instanceof AzureError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    async listResourceGroups(tagName, tagValue) {
      const filter = encodeURIComponent(
        `tagName eq '${tagName.replace(/'/g, "''")}' and tagValue eq '${tagValue.replace(/'/g, "''")}'`,
      );
      const out: AzureResourceGroup[] = [];
      let next: string | null = `${sub()}/resourcegroups?$filter=${filter}`;
      for (let page = 0; next && page < 50; page++) {
        const response: ArmResponse = await call('GET', next, next.startsWith('http') ? null : API.resources);
        const value = isRecord(response.json) && Array.isArray(response.json.value) ? response.json.value : null;
        if (!value) throw new AzureError('malformed', 'Azure answered an unexpected resource group list');
        for (const item of value) {
          const group = parseGroup(item);
          if (group) out.push(group);
        }
        next = isRecord(response.json) && typeof response.json.nextLink === 'string' ? response.json.nextLink : null;
      }
      return out;
    },
    async deleteResourceGroup(name) {
      try {
        await call('DELETE', rgPath(name), API.resources);
      } catch (error) {
        if (error instanceof AzureError && error.kind === 'not_found') return;
        throw error;
      }
    },
    async putTrialNetwork(spec) {
      const n = names(spec);
      const loc = spec.location;
      await waitFor(
        await call('PUT', netPath(spec.resourceGroup, 'virtualNetworks', n.vnet), API.network, {
          location: loc,
          tags: spec.tags,
          properties: {
            addressSpace: { addressPrefixes: ['10.10.0.0/16'] },
            subnets: [{ name: 'default', properties: { addressPrefix: '10.10.0.0/24' } }],
          },
        }),
      );
      await waitFor(
        await call('PUT', netPath(spec.resourceGroup, 'publicIPAddresses', n.pip), API.network, {
          location: loc,
          tags: spec.tags,
          sku: { name: 'Standard' },
          properties: { publicIPAllocationMethod: 'Static', publicIPAddressVersion: 'IPv4' },
        }),
      );
      // Only the port the OS needs: SSH for Linux, RDP for Windows.
      const port = spec.image.windows ? '3389' : '22';
      await waitFor(
        await call('PUT', netPath(spec.resourceGroup, 'networkSecurityGroups', n.nsg), API.network, {
          location: loc,
          tags: spec.tags,
          properties: {
            securityRules: [
              {
                name: spec.image.windows ? 'allow-rdp' : 'allow-ssh',
                properties: {
                  priority: 1000,
                  direction: 'Inbound',
                  access: 'Allow',
                  protocol: 'Tcp',
                  sourceAddressPrefix: '*',
                  sourcePortRange: '*',
                  destinationAddressPrefix: '*',
                  destinationPortRange: port,
                },
              },
            ],
          },
        }),
      );
      const id = (type: string, name: string) =>
        `${sub()}/resourceGroups/${spec.resourceGroup}/providers/Microsoft.Network/${type}/${name}`;
      await waitFor(
        await call('PUT', netPath(spec.resourceGroup, 'networkInterfaces', n.nic), API.network, {
          location: loc,
          tags: spec.tags,
          properties: {
            ipConfigurations: [
              {
                name: 'ipconfig1',
                properties: {
                  privateIPAllocationMethod: 'Dynamic',
                  subnet: { id: `${id('virtualNetworks', n.vnet)}/subnets/default` },
                  publicIPAddress: { id: id('publicIPAddresses', n.pip) },
                },
              },
            ],
            networkSecurityGroup: { id: id('networkSecurityGroups', n.nsg) },
          },
        }),
      );
    },
    async putTrialVm(spec) {
      const n = names(spec);
      const nicId = `${sub()}/resourceGroups/${spec.resourceGroup}/providers/Microsoft.Network/networkInterfaces/${n.nic}`;
      const spot =
        spec.priority === 'Spot'
          ? { priority: 'Spot', evictionPolicy: 'Delete', billingProfile: { maxPrice: -1 } }
          : { priority: 'Regular' };
      await call('PUT', vmPath(spec.resourceGroup, spec.name), API.compute, {
        location: spec.location,
        tags: spec.tags,
        properties: {
          hardwareProfile: { vmSize: spec.size },
          ...spot,
          storageProfile: {
            imageReference: {
              publisher: spec.image.publisher,
              offer: spec.image.offer,
              sku: spec.image.sku,
              version: spec.image.version,
            },
            osDisk: {
              createOption: 'FromImage',
              managedDisk: { storageAccountType: 'StandardSSD_LRS' },
              deleteOption: 'Delete',
            },
          },
          osProfile: {
            computerName: spec.computerName,
            adminUsername: spec.adminUsername,
            adminPassword: spec.adminPassword,
            ...(spec.customData ? { customData: Buffer.from(spec.customData, 'utf8').toString('base64') } : {}),
            ...(spec.image.windows
              ? { windowsConfiguration: { provisionVMAgent: true, enableAutomaticUpdates: true } }
              : {
                  linuxConfiguration: {
                    disablePasswordAuthentication: false,
                    ...(spec.sshPublicKeys?.length
                      ? {
                          ssh: {
                            publicKeys: spec.sshPublicKeys.map((keyData) => ({
                              path: `/home/${spec.adminUsername}/.ssh/authorized_keys`,
                              keyData,
                            })),
                          },
                        }
                      : {}),
                  },
                }),
          },
          networkProfile: { networkInterfaces: [{ id: nicId, properties: { primary: true, deleteOption: 'Delete' } }] },
          securityProfile: {
            securityType: 'TrustedLaunch',
            uefiSettings: { secureBootEnabled: true, vTpmEnabled: true },
          },
        },
      });
    },
    async getVm(resourceGroup, name) {
      let vm: ArmResponse;
      try {
        vm = await call('GET', `${vmPath(resourceGroup, name)}?$expand=instanceView`, API.compute);
      } catch (error) {
        if (error instanceof AzureError && error.kind === 'not_found') return null;
        throw error;
      }
      const props = isRecord(vm.json) && isRecord(vm.json.properties) ? vm.json.properties : {};
      const view = isRecord(props.instanceView) ? props.instanceView : {};
      const statuses = Array.isArray(view.statuses) ? view.statuses : [];
      const power = statuses
        .map((s) => (isRecord(s) && typeof s.code === 'string' ? s.code : ''))
        .find((c) => c.startsWith('PowerState/'));
      return {
        provisioningState: typeof props.provisioningState === 'string' ? props.provisioningState : null,
        powerState: power ? power.slice('PowerState/'.length) : null,
      } satisfies AzureVmState;
    },
    async getPublicIp(resourceGroup, name) {
      try {
        const { json } = await call('GET', netPath(resourceGroup, 'publicIPAddresses', `${name}-ip`), API.network);
        const props = isRecord(json) && isRecord(json.properties) ? json.properties : {};
        return typeof props.ipAddress === 'string' && props.ipAddress ? props.ipAddress : null;
      } catch (error) {
        if (error instanceof AzureError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    async startVm(resourceGroup, name) {
      await call('POST', `${vmPath(resourceGroup, name)}/start`, API.compute, undefined, false);
    },
    async restartVm(resourceGroup, name) {
      await call('POST', `${vmPath(resourceGroup, name)}/restart`, API.compute, undefined, false);
    },
    async deallocateVm(resourceGroup, name) {
      await call('POST', `${vmPath(resourceGroup, name)}/deallocate`, API.compute, undefined, false);
    },
  };
}

/** Azure's image for each of our OS choices (azure.md §8; Gen2 images, so TrustedLaunch works). */
export const AZURE_IMAGES = {
  'ubuntu-24-04': {
    publisher: 'Canonical',
    offer: 'ubuntu-24_04-lts',
    sku: 'server',
    version: 'latest',
    windows: false,
  },
  'windows-11': {
    publisher: 'MicrosoftWindowsDesktop',
    offer: 'windows-11',
    sku: 'win11-24h2-pro',
    version: 'latest',
    windows: true,
  },
  'windows-10': {
    publisher: 'MicrosoftWindowsDesktop',
    offer: 'Windows-10',
    sku: 'win10-22h2-pro-g2',
    version: 'latest',
    windows: true,
  },
} as const;
