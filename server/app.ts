import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Db } from './db/client.js';
import type { SecretBox } from './lib/secret-box.js';
import type { FileStore } from './storage/file-store.js';
import type { WhmClientFactory } from './integrations/whm/types.js';
import type { WordpressOrgClient } from './integrations/wordpress-org/types.js';
import type { StripeClientFactory } from './integrations/stripe/client.js';
import type { VultrClientFactory } from './integrations/vultr/types.js';
import type { AzureClientFactory } from './integrations/azure/types.js';
import type { SmtpClientFactory, SmtpTimeouts } from './integrations/smtp/types.js';
import type { FacebookGraphClient } from './integrations/facebook/types.js';
import { registerAccessControl, type RouteInventoryEntry } from './http/access.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerInputGuard } from './http/input-guard.js';
import { loggerRedaction } from './http/log-redaction.js';
import { registerWebApp } from './http/web.js';
import { createServices, type Services } from './services.js';
import { healthRoutes } from './modules/health/routes.js';
import { clientConfigRoutes } from './modules/client-config/routes.js';
import { authRoutes } from './modules/accounts/auth-routes.js';
import { registrationRoutes } from './modules/accounts/registration-routes.js';
import { userRoutes } from './modules/accounts/user-routes.js';
import { deviceRoutes } from './modules/devices/routes.js';
import { groupRoutes } from './modules/groups/routes.js';
import { hostingRoutes } from './modules/hosting/routes.js';
import { apiSettingsRoutes } from './modules/api-settings/routes.js';
import { adminUserRoutes } from './modules/accounts/admin-users-routes.js';
import { groupAdminRoutes } from './modules/groups/admin-routes.js';
import { packageRoutes } from './modules/packages/routes.js';
import { donationRoutes } from './modules/donations/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { libraryRoutes } from './modules/library/routes.js';
import { libraryVersionRoutes } from './modules/library/versions/routes.js';
import { computeRoutes } from './modules/compute/routes.js';
import { paidHostingRoutes } from './modules/paid-hosting/routes.js';
import type { RdapClient } from './integrations/rdap/types.js';
import { smtpSettingsRoutes } from './modules/smtp-settings/routes.js';
import { pixelRoutes } from './modules/pixel/routes.js';
import { headerCodeRoutes } from './modules/header-code/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { yourDataRoutes } from './modules/your-data/routes.js';
import { accountSafetyRoutes } from './modules/accounts/account-safety-routes.js';
import { vpsRoutes } from './modules/vps/routes.js';
import { abuseRoutes } from './modules/abuse/routes.js';
import { sitePagesRoutes } from './modules/site-pages/routes.js';

/** Outside clients, built once (in main.ts or the test harness) and passed in. */
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
  /** Domain registries over RDAP for paid hosting; the real client (RDAP_BOOTSTRAP_URL) unless one is passed. */
  rdap?: RdapClient;
  /** Builds the Stripe client from the stored keys; the real one (STRIPE_API_URL) unless a test passes one. */
  stripeClientFactory?: StripeClientFactory;
  /** Where log lines go instead of stdout (tests read them back to check nothing secret is logged). */
  logStream?: { write(line: string): void };
  /** Vultr API v2 client per account key; the real HTTP client (VULTR_API_URL) unless one is passed. */
  vultrClientFactory?: VultrClientFactory;
  /** Azure (Entra ID + ARM) client per service principal; the real one (AZURE_LOGIN_URL, AZURE_MANAGEMENT_URL) unless passed. */
  azureClientFactory?: AzureClientFactory;
  /** Builds the SMTP client for the admin's SMTP settings; nodemailer unless a test passes one. */
  smtpClientFactory?: SmtpClientFactory;
  /** Shorter SMTP time-outs (tests of a hung server). */
  smtpTimeouts?: Partial<SmtpTimeouts>;
  /** The Conversions API client; the real one (FACEBOOK_GRAPH_URL) unless one is passed. */
  facebookGraph?: FacebookGraphClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeInventory: RouteInventoryEntry[];
  }
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Nothing personal or secret reaches a log line (http/log-redaction.ts).
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      ...loggerRedaction,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Trust only as many proxy hops as configured, so X-Forwarded-For cannot be spoofed by clients.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // A signed download link carries its grant in the path (modules/library/download-token.ts): with ids up to
    // int4's 2147483647 it reaches ~125 characters, past Fastify's default of 100, which answers 404. The contract
    // bounds the token at 512 (downloadTokenParams), so the router allows exactly that much.
    routerOptions: { maxParamLength: 512 },
    requestTimeout: 120_000,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerInputGuard(app);
  // Before any route: the plugin adds its hooks to the routes registered after it.
  await registerCompression(app);

  const services = createServices(config, deps, app.log);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    services.whmBreaker.stop();
    services.hosting.stopWatchingChanges();
  });
  app.decorate('routeInventory', registerAccessControl(app, services.sessions, {
    adminsRequireTwoFactor: () => services.devices.adminsRequireTwoFactor(),
  }));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'HostFree API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // The modules, in one visible list.
  await app.register(healthRoutes, { db: deps.db });
  await app.register(clientConfigRoutes, { config, stripePublicKey: services.payments.publicKey, supportContact: services.sitePages.getSupportContact });
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(userRoutes);
  await app.register(deviceRoutes);
  await app.register(groupRoutes);
  await app.register(hostingRoutes);
  await app.register(apiSettingsRoutes);
  await app.register(adminUserRoutes);
  await app.register(groupAdminRoutes);
  await app.register(packageRoutes);
  await app.register(paymentRoutes);
  await app.register(donationRoutes);
  await app.register(statsRoutes);
  await app.register(libraryRoutes, { limits: config.library });
  await app.register(libraryVersionRoutes);
  await app.register(computeRoutes);
  await app.register(paidHostingRoutes);
  await app.register(smtpSettingsRoutes);
  await app.register(pixelRoutes);
  await app.register(headerCodeRoutes);
  await app.register(auditRoutes);
  await app.register(yourDataRoutes);
  await app.register(accountSafetyRoutes);
  await app.register(vpsRoutes);
  await app.register(sitePagesRoutes);
  await app.register(abuseRoutes);

  await registerWebApp(app, config.webDistDir);
  return app;
}
