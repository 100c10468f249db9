import { z } from 'zod';
import path from 'node:path';
import { parseWhoisOverrides, parseWhoisServer } from './integrations/whois/servers.js';
import type { WhoisServer } from './integrations/whois/types.js';
import { DEFAULT_LANE_CONCURRENCY, type LaneConcurrency } from './jobs/lanes.js';

// The only reader of process.env. Every bad key is reported at once so an operator fixes them in one go.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The address to listen on: every interface for `npm start` (behind a proxy or in a container); the demo
  // defaults to 127.0.0.1 (sandbox/demo.ts) because its banner prints the admin password.
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL connections per instance, and how long a request waits for a free one before it is answered 503 with
  // Retry-After (server/http/error-handler.ts) instead of waiting on: a full pool is overload, not a bug.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  HOSTED_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .default('hostfree.cc'),
  // Where the internet reaches this site (scheme, host, optional port; no path): Stripe is told to deliver its
  // webhooks to PUBLIC_URL/api/stripe/webhook. Unset: https://HOSTED_DOMAIN.
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an http(s) origin such as https://hostfree.cc (no path)')
    .optional(),
  // AES-256-GCM key for admin-entered secrets (64 hex chars). Generated once into DATA_DIR when unset.
  SECRET_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .optional(),
  // Public IP lookup used by the browser fingerprint; the probe is skipped when unset.
  IP_LOOKUP_URL: z.string().url().optional(),
  // The community chat group the landing page and dashboard invite members to (000 §2); hidden when unset.
  COMMUNITY_CHAT_URL: z
    .string()
    .url()
    .regex(/^https:\/\//, 'must be an https URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Behind a load balancer set this to the number of trusted proxy hops so rate limits see the real address.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // argon2id's cost for stored passwords: 'owasp' (m=19 MiB, t=2, p=1) unless NODE_ENV=test, where it defaults to
  // 'minimal' (m=1 MiB, t=1): the unit tests hash thousands of passwords, and that cost proves nothing a test checks
  // (a hash names its own parameters, so either verifies). Refused under NODE_ENV=production.
  PASSWORD_HASH_COST: z.enum(['owasp', 'minimal']).optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(7),
  // Multiplies every rate limit of server/modules/rate-limit/limits.ts (1 = the numbers there). The end-to-end
  // server raises it because one browser on one address signs up and in far more often than a person would.
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  // Plugin and theme archives (001 §9: 250 MB); unpacked size and entry count bound what a zip may expand to.
  // Tests lower them instead of uploading hundreds of megabytes.
  LIBRARY_MAX_ARCHIVE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(250 * 1024 * 1024),
  LIBRARY_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  LIBRARY_MAX_ARCHIVE_ENTRIES: z.coerce.number().int().positive().default(10_000),
  // The wordpress.org info APIs the version tracker asks; tests and the demo point it at sandbox/wordpress-org.ts.
  WORDPRESS_ORG_API_URL: z.string().url().default('https://api.wordpress.org'),
  // The IANA RDAP bootstrap file naming each TLD's registry (paid-hosting domain search); the demo and tests
  // point it at sandbox/rdap.ts.
  RDAP_BOOTSTRAP_URL: z.string().url().default('https://data.iana.org/rdap/dns.json'),
  // TLDs the bootstrap does not list (.co.za, .im) are asked over WHOIS (TCP 43): IANA's WHOIS names each TLD's
  // server; the overrides ("suffix=host[:port],…") go first, for registries IANA names none or a wrong one for
  // (ZACR's co.za) and for the tests and the demo (sandbox/whois.ts).
  WHOIS_IANA_SERVER: z
    .string()
    .refine((v) => parseWhoisServer(v) !== undefined, 'must be host or host:port')
    .default('whois.iana.org:43'),
  WHOIS_SERVER_OVERRIDES: z
    .string()
    .superRefine((v, ctx) => {
      try {
        parseWhoisOverrides(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .default('co.za=whois.registry.net.za:43'),
  // Stripe's API (the keys are admin settings). Tests and the demo point it at sandbox/stripe.ts.
  STRIPE_API_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api.stripe.com'),
  // Per request; stripe-node retries network errors, 409s and 5xx this many times with the same Idempotency-Key.
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  // Dunning: days from a renewal's first failed payment until the product acts on it (paid hosting
  // is suspended, a gift paused). The reminder goes out 2 days before it ends (halfway, for a grace under 4 days).
  // Fractions are allowed so a demo can watch it happen (0.01 = 14.4 minutes).
  DUNNING_GRACE_DAYS: z.coerce.number().min(0.00005).max(60).default(7),
  // The idle-site rule's day, in seconds. Only a demo or a journey shortens it, to watch a site go through the
  // rule's weeks in seconds; NODE_ENV=production refuses anything but a real day.
  IDLE_SITES_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
  // WHM circuit breaker: after a time-out (or 3 unreachable answers in a row) WHM calls fail at once for this
  // long while a background probe asks WHM's version every as often. 0 turns the breaker off.
  // Shared object storage for plugin and theme files (server/storage/s3-file-store.ts). Unset bucket: local disk
  // under DATA_DIR/files, which only one instance can use. Keys unset: the AWS SDK's default chain.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WHM_BREAKER_RETRY_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // WHM calls one instance keeps in flight at once (integrations/whm/concurrency-limit.ts); the rest wait their turn.
  WHM_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(256).default(8),
  // The abuse-report form's proof of work: leading zero bits of SHA-256; each bit doubles the work.
  ABUSE_POW_BITS: z.coerce.number().int().min(1).max(24).default(16),
  // The abuse content scan: the sites' web server ports (the demo points them at the sandbox WHM's web front), the
  // time one fetch may take, the first scan after a site goes live, the rescan of every live site and how often
  // the rescan looks for due sites (the quarantine journey shortens both).
  ABUSE_SCAN_HTTP_PORT: z.coerce.number().int().min(1).max(65_535).default(80),
  ABUSE_SCAN_HTTPS_PORT: z.coerce.number().int().min(1).max(65_535).default(443),
  ABUSE_SCAN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ABUSE_SCAN_FIRST_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  ABUSE_RESCAN_INTERVAL_MS: z.coerce.number().int().min(1_000).max(2_592_000_000).default(604_800_000),
  ABUSE_RESCAN_SWEEP_MS: z.coerce.number().int().min(500).max(86_400_000).default(600_000),
  // The support desk's signed reply addresses (reply+<ticket>-<tag>@this domain), routed to the inbound webhook
  // by the mail provider. Unset: mail carries no reply address and answers by mail are off.
  SUPPORT_REPLY_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'SUPPORT_REPLY_DOMAIN must be a domain name')
    .optional(),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // Job slots per lane on each instance (server/jobs/lanes.ts); PostgreSQL only: on PGlite one job runs at a time.
  JOB_LANE_PROVISIONING: z.coerce.number().int().min(1).max(64).default(DEFAULT_LANE_CONCURRENCY.provisioning),
  JOB_LANE_STRIPE: z.coerce.number().int().min(1).max(64).default(DEFAULT_LANE_CONCURRENCY.stripe),
  JOB_LANE_MAIL: z.coerce.number().int().min(1).max(64).default(DEFAULT_LANE_CONCURRENCY.mail),
  JOB_LANE_SCANS: z.coerce.number().int().min(1).max(64).default(DEFAULT_LANE_CONCURRENCY.scans),
  JOB_LANE_OTHER: z.coerce.number().int().min(1).max(64).default(DEFAULT_LANE_CONCURRENCY.other),
  // Cloud compute: Vultr API v2, Entra ID (tokens) and Azure Resource Manager. Tests and the demo
  // point them at sandbox/vultr.ts and sandbox/azure.ts.
  VULTR_API_URL: z.string().url().default('https://api.vultr.com/v2'),
  AZURE_LOGIN_URL: z.string().url().default('https://login.microsoftonline.com'),
  AZURE_MANAGEMENT_URL: z.string().url().default('https://management.azure.com'),
  // DigitalOcean API v2: paths start with /v2; tests and the demo point it at sandbox/digitalocean.ts.
  DIGITALOCEAN_API_URL: z.string().url().default('https://api.digitalocean.com'),
  // The Conversions API host (../shared/reference/facebook-pixel.md); tests and the demo point it at sandbox/facebook-graph.ts.
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  // The abuse module's reputation sources (Google Web Risk Lookup API, abuse.ch URLhaus API v1 and ThreatFox API v1); tests and the demo
  // point them at sandbox/web-risk.ts, sandbox/urlhaus.ts and sandbox/threatfox.ts.
  WEB_RISK_API_URL: z.string().url().default('https://webrisk.googleapis.com'),
  URLHAUS_API_URL: z.string().url().default('https://urlhaus-api.abuse.ch'),
  THREATFOX_API_URL: z.string().url().default('https://threatfox-api.abuse.ch'),
});

export type Env = z.infer<typeof envSchema>;
export type PasswordHashCost = NonNullable<Env['PASSWORD_HASH_COST']>;

/** Every environment variable the server reads (the README's configuration table lists each: config-readme.test.ts). */
export const CONFIG_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  admin: { email?: string; password?: string };
  hostedDomain: string;
  /** The site's public origin, without a trailing slash (PUBLIC_URL, else https://hostedDomain). */
  publicUrl: string;
  secretKeyHex?: string;
  ipLookupUrl?: string;
  communityChatUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxyHops: number;
  /** argon2id's cost for new password hashes (server/modules/accounts/passwords.ts). */
  passwordHashCost: PasswordHashCost;
  session: { idleMs: number; absoluteMs: number };
  rateLimitScale: number;
  library: { maxArchiveBytes: number; maxUnpackedBytes: number; maxArchiveEntries: number };
  wordpressOrgApiUrl: string;
  rdapBootstrapUrl: string;
  whois: { ianaServer: WhoisServer; overrides: Map<string, WhoisServer> };
  stripe: { apiUrl: string; timeoutMs: number; maxNetworkRetries: number };
  /** A failed renewal's grace and when, before it ends, the reminder goes out (modules/payments/commerce/dunning.ts). */
  dunning: { graceMs: number; reminderBeforeEndMs: number };
  /** The idle-site rule's day (a real day unless a demo or journey shortens it). */
  idleSitesDayMs: number;
  whmBreakerRetryMs: number;
  /** WHM calls in flight at once, per instance. */
  whmMaxInFlight: number;
  abusePowBits: number;
  /** The abuse content scan's ports, time-out and schedule (modules/abuse/scan/). */
  abuseScan: {
    httpPort: number;
    httpsPort: number;
    timeoutMs: number;
    firstDelayMs: number;
    rescanIntervalMs: number;
    sweepMs: number;
  };
  /** The domain of the support desk's signed reply addresses; null = answers by mail are off. */
  supportReplyDomain: string | null;
  /** A failed job's first retry waits about this long; each later one twice as long (server/jobs/queue.ts). */
  jobRetryBaseMs: number;
  /** Job slots per lane on each instance, on PostgreSQL (server/jobs/lanes.ts). */
  jobLanes: LaneConcurrency;
  /** PostgreSQL connections per instance and the wait for a free one (server/db/client.ts). */
  databasePool: { size: number; connectTimeoutMs: number };
  /** Object storage for files; null = local disk under dataDir/files. */
  s3: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
  compute: { vultrApiUrl: string; azureLoginUrl: string; azureManagementUrl: string; digitaloceanApiUrl: string };
  facebookGraphUrl: string;
  /** Base addresses of the reputation sources' APIs (paths such as /v1/uris:search are the clients'). */
  reputation: { webRiskApiUrl: string; urlhausApiUrl: string; threatfoxApiUrl: string };
  webDistDir: string;
}

export class ConfigError extends Error {}

/**
 * `defaults`: values used for keys the environment leaves unset, before the schema's own defaults (the demo binds
 * 127.0.0.1 and logs at warn unless HOST and LOG_LEVEL are set).
 */
const DAY_MS = 86_400_000;

/** The grace in ms and when its reminder goes: 2 days before the end, or halfway through a grace shorter than 4 days. */
export function dunningTimes(graceDays: number): Config['dunning'] {
  const graceMs = Math.round(graceDays * DAY_MS);
  return { graceMs, reminderBeforeEndMs: graceDays >= 4 ? 2 * DAY_MS : Math.round(graceMs / 2) };
}

export function parseConfig(
  source: Record<string, string | undefined> = process.env,
  defaults: Partial<Record<keyof Env, string>> = {},
): Config {
  // Empty strings mean "unset" so `PORT= npm start` behaves like no PORT at all.
  const cleaned = {
    ...defaults,
    ...Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  };
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST === 'minimal') {
    throw new ConfigError('Invalid configuration:\n  PASSWORD_HASH_COST: the minimal cost is for tests only');
  }
  if (e.NODE_ENV === 'production' && e.IDLE_SITES_DAY_SECONDS !== 86_400) {
    throw new ConfigError(
      'Invalid configuration:\n  IDLE_SITES_DAY_SECONDS: a shortened day is for demos and tests only',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    hostedDomain: e.HOSTED_DOMAIN.toLowerCase(),
    publicUrl: (e.PUBLIC_URL ?? `https://${e.HOSTED_DOMAIN.toLowerCase()}`).replace(/\/+$/, ''),
    secretKeyHex: e.SECRET_KEY,
    ipLookupUrl: e.IP_LOOKUP_URL,
    communityChatUrl: e.COMMUNITY_CHAT_URL,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    passwordHashCost: e.PASSWORD_HASH_COST ?? (e.NODE_ENV === 'test' ? 'minimal' : 'owasp'),
    session: { idleMs: e.SESSION_IDLE_HOURS * 3600_000, absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    library: {
      maxArchiveBytes: e.LIBRARY_MAX_ARCHIVE_BYTES,
      maxUnpackedBytes: e.LIBRARY_MAX_UNPACKED_BYTES,
      maxArchiveEntries: e.LIBRARY_MAX_ARCHIVE_ENTRIES,
    },
    wordpressOrgApiUrl: e.WORDPRESS_ORG_API_URL,
    rdapBootstrapUrl: e.RDAP_BOOTSTRAP_URL,
    whois: {
      ianaServer: parseWhoisServer(e.WHOIS_IANA_SERVER)!,
      overrides: parseWhoisOverrides(e.WHOIS_SERVER_OVERRIDES),
    },
    stripe: {
      apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: e.STRIPE_MAX_NETWORK_RETRIES,
    },
    dunning: dunningTimes(e.DUNNING_GRACE_DAYS),
    idleSitesDayMs: e.IDLE_SITES_DAY_SECONDS * 1000,
    whmBreakerRetryMs: e.WHM_BREAKER_RETRY_MS,
    whmMaxInFlight: e.WHM_MAX_IN_FLIGHT,
    abusePowBits: e.ABUSE_POW_BITS,
    abuseScan: {
      httpPort: e.ABUSE_SCAN_HTTP_PORT,
      httpsPort: e.ABUSE_SCAN_HTTPS_PORT,
      timeoutMs: e.ABUSE_SCAN_TIMEOUT_MS,
      firstDelayMs: e.ABUSE_SCAN_FIRST_DELAY_MS,
      rescanIntervalMs: e.ABUSE_RESCAN_INTERVAL_MS,
      sweepMs: e.ABUSE_RESCAN_SWEEP_MS,
    },
    supportReplyDomain: e.SUPPORT_REPLY_DOMAIN ?? null,
    jobRetryBaseMs: e.JOB_RETRY_BASE_MS,
    jobLanes: {
      provisioning: e.JOB_LANE_PROVISIONING,
      stripe: e.JOB_LANE_STRIPE,
      mail: e.JOB_LANE_MAIL,
      scans: e.JOB_LANE_SCANS,
      other: e.JOB_LANE_OTHER,
    },
    databasePool: { size: e.DATABASE_POOL_SIZE, connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
    compute: {
      vultrApiUrl: e.VULTR_API_URL,
      azureLoginUrl: e.AZURE_LOGIN_URL,
      azureManagementUrl: e.AZURE_MANAGEMENT_URL,
      digitaloceanApiUrl: e.DIGITALOCEAN_API_URL,
    },
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL,
    reputation: {
      webRiskApiUrl: e.WEB_RISK_API_URL,
      urlhausApiUrl: e.URLHAUS_API_URL,
      threatfoxApiUrl: e.THREATFOX_API_URL,
    },
    webDistDir: path.resolve('dist/web'),
  };
}

/** Test-only knobs, read here so no other file touches process.env. */
export function readTestEnv(source: Record<string, string | undefined> = process.env) {
  return {
    databaseUrl: source.TEST_DATABASE_URL || undefined,
    dbKind: (source.HF_TEST_DB === 'postgres' ? 'postgres' : 'pglite') as 'postgres' | 'pglite',
    baseUrl: source.E2E_BASE_URL || undefined,
  };
}
