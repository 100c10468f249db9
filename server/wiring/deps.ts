import type { ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/client.js';
import type { AzureClientFactory } from '../integrations/azure/types.js';
import type { DigitalOceanClientFactory } from '../integrations/digitalocean/types.js';
import type { FacebookGraphClient } from '../integrations/facebook/types.js';
import type { DomainLookupProvider } from '../integrations/domain-lookup/types.js';
import type { SmtpClientFactory, SmtpTimeouts } from '../integrations/smtp/types.js';
import type { ThreatfoxClientFactory } from '../integrations/threatfox/types.js';
import type { UrlhausClientFactory } from '../integrations/urlhaus/types.js';
import type { WebRiskClientFactory } from '../integrations/web-risk/types.js';
import type { StripeClientFactory } from '../integrations/stripe/client.js';
import type { VultrClientFactory } from '../integrations/vultr/types.js';
import type { WhmClientFactory } from '../integrations/whm/types.js';
import type { WordpressOrgClient } from '../integrations/wordpress-org/types.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { FileStore } from '../storage/file-store.js';

/**
 * What the process hands the app: the database, the secret box, and outside clients to use instead of the real ones
 * (tests, the demo). Whatever is left out is built once from config in server/wiring/clients.ts.
 */
export interface AppDeps {
  db: Db;
  secretBox: SecretBox;
  /** Clock override for tests of expiry rules. */
  now?: () => Date;
  /** Where plugin and theme archives and images live (server/storage); default: local disk under DATA_DIR/files. */
  fileStore?: FileStore;
  /** Builds the WHM client for the admin's API settings; the real HTTP client unless a test passes one. */
  whmClientFactory?: WhmClientFactory;
  /**
   * LISTEN/NOTIFY between instances (server/db/change-feed.ts). With it, live sessions are cached in memory for a
   * few seconds and dropped on every instance at once on a change; without it every request reads the database.
   */
  changeFeed?: ChangeFeed;
  /** The wordpress.org info APIs for version checks; the real HTTP client (WORDPRESS_ORG_API_URL) unless one is passed. */
  wordpressOrg?: WordpressOrgClient;
  /**
   * The domain registries' clients for paid hosting, in the order they are asked; the real ones (RDAP_BOOTSTRAP_URL,
   * WHOIS_IANA_SERVER, WHOIS_SERVER_OVERRIDES) unless passed (tests and the demo build them on their sandboxes).
   */
  domainLookupProviders?: DomainLookupProvider[];
  /** Builds the Stripe client from the stored keys; the real one (STRIPE_API_URL) unless a test passes one. */
  stripeClientFactory?: StripeClientFactory;
  /** Where log lines go instead of stdout (tests read them back to check nothing secret is logged). */
  logStream?: { write(line: string): void };
  /** Vultr API v2 client per account key; the real HTTP client (VULTR_API_URL) unless one is passed. */
  vultrClientFactory?: VultrClientFactory;
  /** Azure (Entra ID + ARM) client per service principal; the real one (AZURE_LOGIN_URL, AZURE_MANAGEMENT_URL) unless passed. */
  azureClientFactory?: AzureClientFactory;
  /** DigitalOcean API v2 client per account token; the real HTTP client (DIGITALOCEAN_API_URL) unless one is passed. */
  digitaloceanClientFactory?: DigitalOceanClientFactory;
  /** Builds the SMTP client for the admin's SMTP settings; nodemailer unless a test passes one. */
  smtpClientFactory?: SmtpClientFactory;
  /** Shorter SMTP time-outs (tests of a hung server). */
  smtpTimeouts?: Partial<SmtpTimeouts>;
  /** The Conversions API client; the real one (FACEBOOK_GRAPH_URL) unless one is passed. */
  facebookGraph?: FacebookGraphClient;
  /** Google Web Risk Lookup API client per API key; the real HTTP client (WEB_RISK_API_URL) unless one is passed. */
  webRiskClientFactory?: WebRiskClientFactory;
  /** abuse.ch URLhaus client per Auth-Key; the real HTTP client (URLHAUS_API_URL) unless one is passed. */
  urlhausClientFactory?: UrlhausClientFactory;
  /** abuse.ch ThreatFox client per Auth-Key; the real HTTP client (THREATFOX_API_URL) unless one is passed. */
  threatfoxClientFactory?: ThreatfoxClientFactory;
}
