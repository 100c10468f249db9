import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { SecretBox } from './lib/secret-box.js';
import type { FileStore } from './storage/file-store.js';
import type { WhmClientFactory } from './integrations/whm/types.js';
import type { WordpressOrgClient } from './integrations/wordpress-org/types.js';
import type { SmtpClientFactory, SmtpTimeouts } from './integrations/smtp/types.js';
import type { FacebookGraphClient } from './integrations/facebook/types.js';
import { registerAccessControl, type RouteInventoryEntry } from './http/access.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serializeRequest } from './http/log-redaction.js';
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
import { statsRoutes } from './modules/stats/routes.js';
import { libraryRoutes } from './modules/library/routes.js';
import { libraryVersionRoutes } from './modules/library/versions/routes.js';
import { smtpSettingsRoutes } from './modules/smtp-settings/routes.js';
import { pixelRoutes } from './modules/pixel/routes.js';
import { headerCodeRoutes } from './modules/header-code/routes.js';

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
  /** The wordpress.org info APIs for version checks; the real HTTP client (WORDPRESS_ORG_API_URL) unless one is passed. */
  wordpressOrg?: WordpressOrgClient;
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
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
    },
    // Trust only as many proxy hops as configured, so X-Forwarded-For cannot be spoofed by clients.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  const services = createServices(config, deps, app.log);
  app.decorate('services', services);
  app.decorate('routeInventory', registerAccessControl(app, services.sessions));

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
  await app.register(clientConfigRoutes, { config });
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
  await app.register(donationRoutes);
  await app.register(statsRoutes);
  await app.register(libraryRoutes, { limits: config.library });
  await app.register(libraryVersionRoutes);
  await app.register(smtpSettingsRoutes);
  await app.register(pixelRoutes);
  await app.register(headerCodeRoutes);

  await registerWebApp(app, config.webDistDir);
  return app;
}
