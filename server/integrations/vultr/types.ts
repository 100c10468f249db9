// The Vultr API v2 client as the rest of the server sees it (wire details: ../shared/reference/vultr.md).
// Every method rejects with VultrError; nothing here ever puts the API key, a default_password or a kvm URL
// into an error message.

export type VultrErrorKind =
  | 'auth' // 401: the key is wrong
  | 'forbidden' // 403: the key lacks an ACL, or the address is not allowed
  | 'not_found' // 404
  | 'rejected' // 400/422: Vultr refused the request (`reason` says why)
  | 'rate_limited' // 429
  | 'server' // 5xx
  | 'timeout' // no answer in time: the outcome of a write is unknown
  | 'network' // connection refused, reset, DNS
  | 'malformed'; // an answer that is not the documented JSON

export class VultrError extends Error {
  constructor(
    readonly kind: VultrErrorKind,
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'VultrError';
  }
}

export interface VultrAccountInfo {
  name: string | null;
  email: string | null;
}
export interface VultrPlan {
  id: string;
  vcpuCount: number;
  ram: number;
  disk: number;
  monthlyCost: number | null;
  type: string | null;
  locations: string[];
}
export interface VultrRegion {
  id: string;
  city: string;
  country: string;
  continent: string | null;
}
export interface VultrOs {
  id: number;
  name: string;
  arch: string;
  family: string;
}

export interface VultrInstance {
  id: string;
  label: string;
  hostname: string | null;
  status: string;
  powerStatus: string;
  serverStatus: string;
  /** null while Vultr still shows 0.0.0.0 */
  mainIp: string | null;
  region: string;
  plan: string;
  os: string;
  osId: number | null;
  tags: string[];
  /** The noVNC console link (bearer-style): '' while pending. Never log it. */
  kvm: string | null;
  /** Only in the create answer (Vultr serves it for ~10 minutes). Never log it. */
  defaultPassword: string | null;
  dateCreated: string | null;
}

export interface CreateVultrInstance {
  region: string;
  plan: string;
  osId: number;
  label: string;
  hostname?: string;
  tags: string[];
  enableIpv6?: boolean;
  backups?: 'enabled' | 'disabled';
  /** cloud-init user data (sent base64 as user_data); SSH keys travel inside it (providers/cloud-init.ts). */
  userData?: string;
}

export interface VultrClient {
  /** GET /v2/account: the cheap "is this key valid" probe. */
  getAccount(): Promise<VultrAccountInfo>;
  listPlans(): Promise<VultrPlan[]>;
  listRegions(): Promise<VultrRegion[]>;
  listOs(): Promise<VultrOs[]>;
  /** Every instance on the account (all pages). */
  listInstances(): Promise<VultrInstance[]>;
  /** null when Vultr says 404. */
  getInstance(id: string): Promise<VultrInstance | null>;
  /** Never retried: a retry could create a second billable server. */
  createInstance(input: CreateVultrInstance): Promise<VultrInstance>;
  startInstance(id: string): Promise<void>;
  rebootInstance(id: string): Promise<void>;
  /** POST /v2/instances/{id}/halt: powers it off (still billed, nothing lost); startInstance powers it on again. */
  haltInstance(id: string): Promise<void>;
  /** Resolves also when the instance is already gone (404). */
  deleteInstance(id: string): Promise<void>;
}

export interface VultrClientOptions {
  /** e.g. https://api.vultr.com/v2 */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** Attempts for safe calls (GET, start, reboot, delete) on 429/5xx/network errors; default 3. */
  attempts?: number;
  /** Base pause between attempts (doubled each time, with jitter); tests pass 0. */
  retryPauseMs?: number;
  fetchImpl?: typeof fetch;
}

/** Builds a client for one account's key; the base URL comes from config (VULTR_API_URL). */
export type VultrClientFactory = (apiKey: string) => VultrClient;
