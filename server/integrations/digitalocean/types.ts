// The DigitalOcean API v2 client as the rest of the server sees it. Wire format: DigitalOcean's published OpenAPI
// document (github.com/digitalocean/openapi, specification/resources/{account,regions,sizes,images,droplets,actions}).
// Every method rejects with DigitalOceanError; nothing here ever puts the token or user_data into an error message.

export type DigitalOceanErrorKind =
  | 'auth' // 401 `unauthorized`: the token is wrong, expired or revoked
  | 'forbidden' // 403 `forbidden`: a custom-scoped token lacks the scope (e.g. droplet:create)
  | 'not_found' // 404 `not_found`
  | 'rejected' // 400/422 (`bad_request`, `unprocessable_entity`) and other 4xx: `reason` says why
  | 'rate_limited' // 429 `too_many_requests`: `retryAt` is the ratelimit-reset time when sent
  | 'server' // 5xx
  | 'timeout' // no answer in time: the outcome of a write is unknown
  | 'network' // connection refused, reset, DNS
  | 'malformed'; // an answer that is not the documented JSON

export class DigitalOceanError extends Error {
  constructor(
    readonly kind: DigitalOceanErrorKind,
    message: string,
    readonly status?: number,
    /** The error body's `message` (e.g. "You specified an invalid size for Droplet creation."). */
    readonly reason?: string,
    /** The error body's `id` (e.g. `unprocessable_entity`). */
    readonly code?: string,
    /** The error body's `request_id` (or the x-request-id header): quote it to DigitalOcean support. */
    readonly requestId?: string,
    /** From the ratelimit-reset header on a 429. */
    readonly retryAt?: Date,
  ) {
    super(message);
    this.name = 'DigitalOceanError';
  }
}

/** The ratelimit-* headers of the last answer (5000 an hour and 250 a minute per token). */
export interface DigitalOceanRateLimit {
  limit: number;
  remaining: number;
  resetAt: Date;
}

export interface DigitalOceanAccount {
  email: string;
  uuid: string;
  /** `active`, `warning` or `locked` (a locked account cannot create Droplets). */
  status: string;
  statusMessage: string;
  dropletLimit: number;
  teamName: string | null;
}

export interface DigitalOceanRegion {
  slug: string;
  name: string;
  available: boolean;
  sizes: string[];
  features: string[];
}

export interface DigitalOceanSize {
  slug: string;
  memory: number; // MB
  vcpus: number;
  disk: number; // GB
  transfer: number; // TB
  priceMonthly: number; // USD
  priceHourly: number; // USD
  regions: string[];
  available: boolean;
  description: string;
}

export interface DigitalOceanImage {
  id: number;
  /** null for private images; base images are created by slug. */
  slug: string | null;
  name: string;
  distribution: string;
  type: string;
  public: boolean;
  regions: string[];
  minDiskSize: number | null;
  status: string;
}

export interface DigitalOceanDroplet {
  id: number;
  name: string;
  /** `new`, `active`, `off` or `archive`. */
  status: string;
  /** true while an action holds the Droplet: further actions answer 422. */
  locked: boolean;
  memory: number;
  vcpus: number;
  disk: number;
  sizeSlug: string;
  region: string;
  image: { id: number | null; slug: string | null; name: string; distribution: string };
  /** The public IPv4 address (networks.v4 with type public); null until the Droplet has one. */
  publicIpv4: string | null;
  privateIpv4: string | null;
  publicIpv6: string | null;
  tags: string[];
  features: string[];
  createdAt: string | null;
}

export interface DigitalOceanAction {
  id: number;
  /** `in-progress`, `completed` or `errored`. */
  status: string;
  type: string;
  startedAt: string | null;
  completedAt: string | null;
  resourceId: number | null;
  regionSlug: string | null;
}

export type DropletActionType = 'power_on' | 'shutdown' | 'power_off' | 'reboot' | 'power_cycle';

export interface CreateDroplet {
  /** ^[a-zA-Z0-9]?[a-z0-9A-Z.\-]*[a-z0-9A-Z]$, at most 255: also the hostname. */
  name: string;
  region: string;
  size: string;
  /** A public image slug (e.g. ubuntu-24-04-x64) or an image id. */
  image: string | number;
  /** Ids or fingerprints of SSH keys already on the team (a public key itself is not accepted here). */
  sshKeys?: (string | number)[];
  /** Plain text, at most 64 KiB: cloud-config or a script run on first boot. Never logged. */
  userData?: string;
  tags?: string[];
  ipv6?: boolean;
  monitoring?: boolean;
  backups?: boolean;
}

export interface CreatedDroplet {
  droplet: DigitalOceanDroplet;
  /** links.actions: the create action(s) to follow. */
  actionIds: number[];
}

export interface DigitalOceanClient {
  /** GET /v2/account: the cheap "is this token valid" probe. */
  getAccount(): Promise<DigitalOceanAccount>;
  listRegions(): Promise<DigitalOceanRegion[]>;
  listSizes(): Promise<DigitalOceanSize[]>;
  /** GET /v2/images?type=distribution: the public OS images. */
  listDistributionImages(): Promise<DigitalOceanImage[]>;
  /** Every Droplet (all pages), or only those with the tag. */
  listDroplets(filter?: { tagName?: string }): Promise<DigitalOceanDroplet[]>;
  /** null when DigitalOcean says 404. */
  getDroplet(id: number): Promise<DigitalOceanDroplet | null>;
  /** POST /v2/droplets (202). Never retried: a retry could create a second billable Droplet; look it up by tag. */
  createDroplet(input: CreateDroplet): Promise<CreatedDroplet>;
  /** POST /v2/droplets/{id}/actions (201 with the action, status in-progress). */
  dropletAction(id: number, type: DropletActionType): Promise<DigitalOceanAction>;
  /** GET /v2/droplets/{id}/actions/{action_id}. */
  getDropletAction(id: number, actionId: number): Promise<DigitalOceanAction>;
  /** DELETE /v2/droplets/{id} (204). Resolves also when the Droplet is already gone (404). */
  deleteDroplet(id: number): Promise<void>;
  /** The ratelimit-* headers of the last answer that carried them. */
  rateLimit(): DigitalOceanRateLimit | null;
}

export interface DigitalOceanClientOptions {
  /** e.g. https://api.digitalocean.com (paths start with /v2). */
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  /** Attempts for repeatable calls (reads, actions, delete) on 429/5xx/network errors; default 3. */
  attempts?: number;
  /** Base pause between attempts (doubled each time, with jitter); tests pass 0. */
  retryPauseMs?: number;
  fetchImpl?: typeof fetch;
}

/** Builds a client for one account's token; the base URL comes from config (DIGITALOCEAN_API_URL). */
export type DigitalOceanClientFactory = (token: string) => DigitalOceanClient;
