import type { AppDeps } from './deps.js';
import type { Config } from '../config.js';
import { createAzureHttpClient } from '../integrations/azure/http-client.js';
import type { AzureClientFactory } from '../integrations/azure/types.js';
import { createFacebookGraphClient } from '../integrations/facebook/http-client.js';
import { createRdapHttpClient } from '../integrations/rdap/http-client.js';
import { createSmtpClient } from '../integrations/smtp/nodemailer-client.js';
import { createStripeClient } from '../integrations/stripe/client.js';
import { createVultrHttpClient } from '../integrations/vultr/http-client.js';
import type { VultrClientFactory } from '../integrations/vultr/types.js';
import { createWhmClient } from '../integrations/whm/http-client.js';
import { buildUserAgent, createWordpressOrgHttpClient } from '../integrations/wordpress-org/http-client.js';
import { createFileStore } from '../storage/create-file-store.js';

/**
 * The outside systems, each built once per process: the one passed in deps (tests, the demo's sandbox-backed ones),
 * else the real client from config. Modules receive them from here; none builds its own.
 */
export function createClients(config: Config, deps: AppDeps) {
  return {
    /** Plugin and theme files: S3-compatible object storage when S3_BUCKET is set, else local disk under DATA_DIR/files. */
    fileStore: deps.fileStore ?? createFileStore(config),
    whmClientFactory: deps.whmClientFactory ?? createWhmClient,
    smtpClientFactory: deps.smtpClientFactory ?? createSmtpClient,
    smtpTimeouts: deps.smtpTimeouts,
    facebookGraph: deps.facebookGraph ?? createFacebookGraphClient({ baseUrl: config.facebookGraphUrl }),
    stripeClientFactory: deps.stripeClientFactory ?? createStripeClient,
    wordpressOrg: deps.wordpressOrg
      ?? createWordpressOrgHttpClient({ baseUrl: config.wordpressOrgApiUrl, userAgent: buildUserAgent(`https://${config.hostedDomain}`) }),
    rdap: deps.rdap ?? createRdapHttpClient({ bootstrapUrl: config.rdapBootstrapUrl }),
    vultrClientFactory: deps.vultrClientFactory
      ?? (((apiKey) => createVultrHttpClient({ baseUrl: config.compute.vultrApiUrl, apiKey })) satisfies VultrClientFactory),
    azureClientFactory: deps.azureClientFactory ?? (((credentials) => createAzureHttpClient(credentials, {
      loginUrl: config.compute.azureLoginUrl, managementUrl: config.compute.azureManagementUrl,
    })) satisfies AzureClientFactory),
  };
}

export type Clients = ReturnType<typeof createClients>;
