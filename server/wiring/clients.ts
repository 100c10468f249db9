import type { AppDeps } from './deps.js';
import type { Config } from '../config.js';
import { createAzureHttpClient } from '../integrations/azure/http-client.js';
import type { AzureClientFactory } from '../integrations/azure/types.js';
import { createDigitalOceanHttpClient } from '../integrations/digitalocean/http-client.js';
import type { DigitalOceanClientFactory } from '../integrations/digitalocean/types.js';
import { createFacebookGraphClient } from '../integrations/facebook/http-client.js';
import { createDomainLookup } from '../integrations/domain-lookup/lookup.js';
import { createDomainLookupProviders } from '../integrations/domain-lookup/providers.js';
import { createSmtpClient } from '../integrations/smtp/nodemailer-client.js';
import { createStripeClient } from '../integrations/stripe/client.js';
import { createThreatfoxHttpClient } from '../integrations/threatfox/http-client.js';
import type { ThreatfoxClientFactory } from '../integrations/threatfox/types.js';
import { createUrlhausHttpClient } from '../integrations/urlhaus/http-client.js';
import type { UrlhausClientFactory } from '../integrations/urlhaus/types.js';
import { createWebRiskHttpClient } from '../integrations/web-risk/http-client.js';
import type { WebRiskClientFactory } from '../integrations/web-risk/types.js';
import { createVultrHttpClient } from '../integrations/vultr/http-client.js';
import type { VultrClientFactory } from '../integrations/vultr/types.js';
import { createWhmClient } from '../integrations/whm/http-client.js';
import { buildUserAgent, createWordpressOrgHttpClient } from '../integrations/wordpress-org/http-client.js';
import { createFileStore } from '../storage/create-file-store.js';
import type { SystemHealth } from '../lib/system-health.js';
import { SYSTEM_IDS, cloudSystemId, reputationSystemId } from './system-ids.js';
import {
  isCloudOutage,
  isDomainLookupOutage,
  isFileStoreOutage,
  isReputationOutage,
  isSmtpOutage,
  isStripeOutage,
  isWhmOutage,
} from './outage-rules.js';

/**
 * The outside systems, each built once per process: the one passed in deps (tests, the demo's sandbox-backed ones),
 * else the real client from config. Modules receive them from here; none builds its own. Each is observed where it
 * is built, so every call reports to System → Status without an edit at any call site.
 */
export function createClients(config: Config, deps: AppDeps, health: SystemHealth) {
  return {
    /** Plugin and theme files: S3-compatible object storage when S3_BUCKET is set, else local disk under DATA_DIR/files. */
    fileStore: health.observe(SYSTEM_IDS.objectStorage, deps.fileStore ?? createFileStore(config), {
      isOutage: isFileStoreOutage,
    }),
    whmClientFactory: health.observeFactory(SYSTEM_IDS.whm, deps.whmClientFactory ?? createWhmClient, {
      isOutage: isWhmOutage,
    }),
    smtpClientFactory: health.observeFactory(SYSTEM_IDS.smtp, deps.smtpClientFactory ?? createSmtpClient, {
      isOutage: isSmtpOutage,
    }),
    smtpTimeouts: deps.smtpTimeouts,
    facebookGraph: deps.facebookGraph ?? createFacebookGraphClient({ baseUrl: config.facebookGraphUrl }),
    stripeClientFactory: health.observeFactory(SYSTEM_IDS.stripe, deps.stripeClientFactory ?? createStripeClient, {
      isOutage: isStripeOutage,
      depth: 2,
    }),
    wordpressOrg:
      deps.wordpressOrg ??
      createWordpressOrgHttpClient({
        baseUrl: config.wordpressOrgApiUrl,
        userAgent: buildUserAgent(`https://${config.hostedDomain}`),
      }),
    /** Domain registries: each protocol's client observed on its own, asked in order by one lookup (integrations/domain-lookup). */
    domainLookup: createDomainLookup(
      (deps.domainLookupProviders ?? createDomainLookupProviders(config)).map((provider) => ({
        ...provider,
        client: health.observe(SYSTEM_IDS.domainLookup, provider.client, { isOutage: isDomainLookupOutage }),
      })),
    ),
    vultrClientFactory: health.observeFactory(
      cloudSystemId('vultr'),
      deps.vultrClientFactory ??
        (((apiKey) =>
          createVultrHttpClient({ baseUrl: config.compute.vultrApiUrl, apiKey })) satisfies VultrClientFactory),
      { isOutage: isCloudOutage },
    ),
    azureClientFactory: health.observeFactory(
      cloudSystemId('azure'),
      deps.azureClientFactory ??
        (((credentials) =>
          createAzureHttpClient(credentials, {
            loginUrl: config.compute.azureLoginUrl,
            managementUrl: config.compute.azureManagementUrl,
          })) satisfies AzureClientFactory),
      { isOutage: isCloudOutage },
    ),
    digitaloceanClientFactory: health.observeFactory(
      cloudSystemId('digitalocean'),
      deps.digitaloceanClientFactory ??
        (((token) =>
          createDigitalOceanHttpClient({
            baseUrl: config.compute.digitaloceanApiUrl,
            token,
          })) satisfies DigitalOceanClientFactory),
      { isOutage: isCloudOutage },
    ),
    /** The abuse module's reputation sources: one client per admin-entered key, at the configured base address. */
    webRiskClientFactory: health.observeFactory(
      reputationSystemId('web-risk'),
      deps.webRiskClientFactory ??
        (((apiKey) =>
          createWebRiskHttpClient({
            baseUrl: config.reputation.webRiskApiUrl,
            apiKey,
          })) satisfies WebRiskClientFactory),
      { isOutage: isReputationOutage },
    ),
    urlhausClientFactory: health.observeFactory(
      reputationSystemId('urlhaus'),
      deps.urlhausClientFactory ??
        (((authKey) =>
          createUrlhausHttpClient({
            baseUrl: config.reputation.urlhausApiUrl,
            authKey,
          })) satisfies UrlhausClientFactory),
      { isOutage: isReputationOutage },
    ),
    threatfoxClientFactory: health.observeFactory(
      reputationSystemId('threatfox'),
      deps.threatfoxClientFactory ??
        (((authKey) =>
          createThreatfoxHttpClient({
            baseUrl: config.reputation.threatfoxApiUrl,
            authKey,
          })) satisfies ThreatfoxClientFactory),
      { isOutage: isReputationOutage },
    ),
  };
}

export type Clients = ReturnType<typeof createClients>;
