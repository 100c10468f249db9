// The Azure client (Entra ID client-credentials token + Azure Resource Manager) as the rest of the server sees it
// (wire details: ../shared/reference/azure.md). Every method rejects with AzureError; messages never carry the
// client secret, a token or a VM password.

export type AzureErrorKind =
  | 'auth' // the token request was refused (AADSTS…), or ARM said 401
  | 'forbidden' // 403 AuthorizationFailed: the service principal lacks a role
  | 'not_found' // 404 ResourceGroupNotFound / ResourceNotFound
  | 'rejected' // 400 InvalidParameter, the Spot/size refusal, …: permanent for this request
  | 'capacity' // 409 SkuNotAvailable / OperationNotAllowed (quota): try later or elsewhere
  | 'conflict' // 409 Conflict (another operation on the resource)
  | 'throttled' // 429
  | 'server' // 5xx
  | 'timeout'
  | 'network'
  | 'malformed'
  | 'failed'; // a long-running operation ended Failed/Canceled

export class AzureError extends Error {
  constructor(
    readonly kind: AzureErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AzureError';
  }
}

export interface AzureCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  subscriptionId: string;
}

export interface AzureEndpoints {
  /** https://login.microsoftonline.com (AZURE_LOGIN_URL) */
  loginUrl: string;
  /** https://management.azure.com (AZURE_MANAGEMENT_URL) */
  managementUrl: string;
  timeoutMs?: number;
  /** Attempts for safe calls (GET, HEAD, idempotent PUT, delete) on 429/5xx/network; default 3. */
  attempts?: number;
  retryPauseMs?: number;
  /** Cap on waiting for one long-running operation; default 120 s. */
  lroMaxWaitMs?: number;
  /** Poll interval when Azure sends no Retry-After; default 2 s. */
  lroPollMs?: number;
  fetchImpl?: typeof fetch;
}

export interface AzureSubscription {
  subscriptionId: string;
  displayName: string | null;
  state: string | null;
}

export interface AzureImage {
  publisher: string;
  offer: string;
  sku: string;
  version: string;
  windows: boolean;
}

export interface TrialVmSpec {
  resourceGroup: string;
  location: string;
  /** Resource names inside the group (VM, NIC, IP, NSG, VNet share one stem). */
  name: string;
  computerName: string;
  size: string;
  priority: 'Regular' | 'Spot';
  image: AzureImage;
  adminUsername: string;
  adminPassword: string;
  tags: Record<string, string>;
  /** cloud-init / custom data (sent base64 as osProfile.customData). */
  customData?: string | null;
  /** OpenSSH public keys for adminUsername (Linux images only). */
  sshPublicKeys?: string[];
}

export interface AzureVmState {
  /** Creating | Updating | Succeeded | Failed | Deleting (ARM provisioningState) */
  provisioningState: string | null;
  /** running | stopped | deallocated | starting | stopping | deallocating | unknown | null */
  powerState: string | null;
}

export interface AzureResourceGroup {
  name: string;
  location: string;
  tags: Record<string, string>;
  provisioningState: string | null;
}

export interface AzureClient {
  /** Gets a token and reads the subscription: the admin's "test" button. */
  getSubscription(): Promise<AzureSubscription>;
  putResourceGroup(name: string, location: string, tags: Record<string, string>): Promise<void>;
  /** null when the group does not exist (HEAD 404). */
  getResourceGroup(name: string): Promise<AzureResourceGroup | null>;
  /** Groups carrying tag `tagName` = `tagValue`. */
  listResourceGroups(tagName: string, tagValue: string): Promise<AzureResourceGroup[]>;
  /** Starts deleting the group (202); resolves also when it is already gone. Does not wait. */
  deleteResourceGroup(name: string): Promise<void>;
  /** VNet, public IP, NSG (22 + 3389) and NIC; each PUT is idempotent and waited for. */
  putTrialNetwork(spec: TrialVmSpec): Promise<void>;
  /** PUT of the VM; resolves once Azure accepted it (creation goes on; read it with getVm). */
  putTrialVm(spec: TrialVmSpec): Promise<void>;
  /** null when the VM (or its group) does not exist. */
  getVm(resourceGroup: string, name: string): Promise<AzureVmState | null>;
  getPublicIp(resourceGroup: string, name: string): Promise<string | null>;
  startVm(resourceGroup: string, name: string): Promise<void>;
  restartVm(resourceGroup: string, name: string): Promise<void>;
  /** Stops the VM and releases its compute (no compute charge while deallocated; disks kept); startVm undoes it. */
  deallocateVm(resourceGroup: string, name: string): Promise<void>;
}

export type AzureClientFactory = (credentials: AzureCredentials) => AzureClient;
