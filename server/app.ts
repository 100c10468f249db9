import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { registerAccessControl, type RouteInventoryEntry } from './http/access.js';
import { registerCompression } from './http/compression.js';
import { registerAnswerLanguage } from './http/answer-language.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { registerStrictBodies } from './http/strict-bodies.js';
import { registerRouteDocumentation } from './http/route-documentation.js';
import { loggerRedaction } from './http/log-redaction.js';
import { registerWebApp } from './http/web.js';
import { createServices, type Services } from './services.js';
import type { AppDeps } from './wiring/deps.js';
import { healthRoutes } from './modules/health/index.js';
import { clientConfigRoutes } from './modules/client-config/index.js';
import {
  accountSafetyRoutes,
  authRoutes,
  registrationRoutes,
  usePasswordHashCost,
  userRoutes,
} from './modules/accounts/index.js';
import { deviceRoutes } from './modules/devices/index.js';
import { groupAdminRoutes, groupLimitsRoutes } from './modules/group-admin/index.js';
import { hostingRoutes } from './modules/hosting/index.js';
import { apiSettingsRoutes } from './modules/api-settings/index.js';
import { adminUserRoutes } from './modules/admin-users/index.js';
import { packageRoutes } from './modules/packages/index.js';
import { packageAdminRoutes } from './modules/package-admin/index.js';
import { donationRoutes } from './modules/donations/index.js';
import { billingCentreRoutes, paymentRoutes, planChangeRoutes } from './modules/payments/index.js';
import { statsRoutes } from './modules/stats/index.js';
import { libraryRoutes, libraryVersionRoutes } from './modules/library/index.js';
import { computeRoutes } from './modules/compute/index.js';
import { paidHostingRoutes } from './modules/paid-hosting/index.js';
import { smtpSettingsRoutes } from './modules/smtp-settings/index.js';
import { pixelRoutes } from './modules/pixel/index.js';
import { headerCodeRoutes } from './modules/header-code/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { yourDataRoutes } from './modules/your-data/index.js';
import { userSuspensionRoutes } from './modules/user-suspension/index.js';
import { vpsRoutes } from './modules/vps/index.js';
import { systemStatusRoutes } from './modules/system-status/index.js';
import { abuseDetectionRoutes, abuseRoutes, reputationSourceRoutes } from './modules/abuse/index.js';
import { supportAdminRoutes, supportInboundRoutes, supportRoutes } from './modules/support/index.js';
import { idleSitesRoutes } from './modules/idle-sites/index.js';
import { sitePagesRoutes } from './modules/site-pages/index.js';
import { helpCenterRoutes } from './modules/help-center/index.js';
import { siteManageRoutes } from './modules/site-manage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeInventory: RouteInventoryEntry[];
  }
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Nothing personal or secret reaches a log line (http/log-redaction.ts).
    logger:
      config.logLevel === 'silent'
        ? false
        : {
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
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerAnswerLanguage(app);
  registerSecurityHeaders(app);
  registerInputGuard(app);
  registerJsonBodyParser(app);
  // Before swagger and every route: it rewrites body schemas as routes are added.
  registerStrictBodies(app);
  // Before any route: the plugin adds its hooks to the routes registered after it.
  await registerCompression(app);

  usePasswordHashCost(config.passwordHashCost);
  const services = createServices(config, deps, app.log);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    services.whmBreaker.stop();
    services.hosting.stopWatchingChanges();
    services.billingCentre.stopWatchingChanges();
    services.compute.stopWatchingChanges();
    services.support.stopWatchingChanges();
  });
  app.decorate(
    'routeInventory',
    registerAccessControl(app, services.sessions, {
      adminsRequireTwoFactor: () => services.devices.adminsRequireTwoFactorKept(),
    }),
  );
  registerRouteDocumentation(app);

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
  await app.register(clientConfigRoutes, {
    config,
    stripePublicKey: services.payments.publicKey,
    supportContact: services.sitePages.getSupportContact,
  });
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(userRoutes);
  await app.register(deviceRoutes);
  await app.register(groupLimitsRoutes);
  await app.register(hostingRoutes);
  await app.register(apiSettingsRoutes);
  await app.register(adminUserRoutes);
  await app.register(groupAdminRoutes);
  await app.register(packageRoutes);
  await app.register(packageAdminRoutes);
  await app.register(paymentRoutes);
  await app.register(billingCentreRoutes);
  await app.register(planChangeRoutes);
  await app.register(donationRoutes);
  await app.register(statsRoutes);
  await app.register(libraryRoutes, { limits: config.library });
  await app.register(libraryVersionRoutes);
  await app.register(siteManageRoutes);
  await app.register(computeRoutes);
  await app.register(paidHostingRoutes);
  await app.register(smtpSettingsRoutes);
  await app.register(pixelRoutes);
  await app.register(headerCodeRoutes);
  await app.register(auditRoutes);
  await app.register(yourDataRoutes);
  await app.register(userSuspensionRoutes);
  await app.register(accountSafetyRoutes);
  await app.register(vpsRoutes);
  await app.register(systemStatusRoutes);
  await app.register(sitePagesRoutes);
  await app.register(helpCenterRoutes);
  await app.register(abuseRoutes);
  await app.register(reputationSourceRoutes);
  await app.register(abuseDetectionRoutes);
  await app.register(supportRoutes);
  await app.register(supportAdminRoutes);
  await app.register(supportInboundRoutes);
  await app.register(idleSitesRoutes);

  await registerWebApp(app, config.webDistDir);
  return app;
}
