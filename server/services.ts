import type { Config } from './config.js';
import type { AppDeps } from './app.js';
import { createAccountsService } from './modules/accounts/service.js';
import type { AuditLog } from './lib/audit-log.js';
import { createSessionService } from './modules/accounts/session-service.js';
import { createLoginDeviceSigner } from './modules/accounts/login-device.js';
import { createDeviceService } from './modules/devices/service.js';
import { createGroupLimitsService } from './modules/groups/limits-service.js';
import { createGroupService } from './modules/groups/service.js';
import { createHostingService } from './modules/hosting/service.js';
import { createRateLimitService } from './modules/rate-limit/service.js';
import { createApiSettingsService } from './modules/api-settings/service.js';
import { createWhmClient } from './integrations/whm/http-client.js';
import { createWhmCircuitBreaker } from './integrations/whm/circuit-breaker.js';
import { createJobRunner } from './jobs/runner.js';
import { createAdminUsersService } from './modules/accounts/admin-users-service.js';
import { createGroupAdminService } from './modules/groups/admin-service.js';
import { createPackageService } from './modules/packages/service.js';
import { createPackageAdminService } from './modules/packages/admin-service.js';
import { createDonationService } from './modules/donations/service.js';
import { createGroupMembership } from './modules/accounts/group-membership.js';
import { createStatsService } from './modules/stats/service.js';
import { createLibraryService } from './modules/library/service.js';
import { createVersionService } from './modules/library/versions/service.js';
import { buildUserAgent, createWordpressOrgHttpClient } from './integrations/wordpress-org/http-client.js';
import { createRdapHttpClient } from './integrations/rdap/http-client.js';
import { createPaidHostingService } from './modules/paid-hosting/service.js';
import { createStripeBilling } from './modules/paid-hosting/stripe-billing.js';
import { createStripeClient } from './integrations/stripe/client.js';
import { createStripeSettingsService } from './modules/payments/settings-service.js';
import { createPaymentsService } from './modules/payments/service.js';
import { createFileStore } from './storage/create-file-store.js';
import { createComputeService } from './modules/compute/service.js';
import { createVultrHttpClient } from './integrations/vultr/http-client.js';
import { createAzureHttpClient } from './integrations/azure/http-client.js';
import { createSmtpClient } from './integrations/smtp/nodemailer-client.js';
import { createFacebookGraphClient } from './integrations/facebook/http-client.js';
import { createSmtpSettingsService } from './modules/smtp-settings/service.js';
import { createMailService } from './modules/mail/service.js';
import { createPixelService } from './modules/pixel/service.js';
import { createHeaderCodeService } from './modules/header-code/service.js';
import { createAccountEvents } from './modules/mail/account-events.js';
import { createAuditService } from './modules/audit/service.js';
import { createYourDataService } from './modules/your-data/service.js';
import { createVpsService } from './modules/vps/service.js';
import { createAbuseService } from './modules/abuse/service.js';
import { createSitePagesService } from './modules/site-pages/service.js';

/**
 * Every service of the app, built once from config and the outside clients. Modules receive the
 * services they need from here; a service calls another module's service, never its repo.
 * Built bottom-up: a service only receives services created above it, so there are no cycles.
 */
export function createServices(config: Config, deps: AppDeps, log: AuditLog) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // The audit log (issue 14): every module below writes its events through audit.trail.
  const audit = createAuditService({ db, now });
  const sessions = createSessionService({ db, idleMs: config.session.idleMs, absoluteMs: config.session.absoluteMs, now, changeFeed: deps.changeFeed });
  const rateLimits = createRateLimitService({ db, scale: config.rateLimitScale, now });
  const groups = createGroupService({ db });
  const devices = createDeviceService({ db, groups, rateLimits, now, audit: audit.trail });
  // One job runner per instance; modules register their job kinds on it, main.ts starts it after listen.
  const jobs = createJobRunner({ db, log, now });
  // Every WHM client goes through one breaker per instance: while WHM is down, calls fail at once (issue 13).
  const whmBreaker = createWhmCircuitBreaker({ retryAfterMs: config.whmBreakerRetryMs, log, now });
  const apiSettings = createApiSettingsService({ db, secretBox: deps.secretBox, whmClientFactory: whmBreaker.wrap(deps.whmClientFactory ?? createWhmClient), log, now, audit: audit.trail });
  apiSettings.onSettingsChanged(() => whmBreaker.reset());
  // Outgoing mail and the pixel (issue 11): below accounts and hosting, whose events write mail and pixel jobs.
  const smtpSettings = createSmtpSettingsService({
    db, secretBox: deps.secretBox, smtpClientFactory: deps.smtpClientFactory ?? createSmtpClient, smtpTimeouts: deps.smtpTimeouts, log, now, audit: audit.trail,
  });
  const mail = createMailService({ db, secretBox: deps.secretBox, smtpSettings, apiSettings, jobs, hostedDomain: config.hostedDomain, log, now });
  const pixel = createPixelService({
    db, secretBox: deps.secretBox, graph: deps.facebookGraph ?? createFacebookGraphClient({ baseUrl: config.facebookGraphUrl }), jobs,
    hostedDomain: config.hostedDomain, log, now, audit: audit.trail,
  });
  const headerCode = createHeaderCodeService({ db, log, now, audit: audit.trail });
  const loginDevices = createLoginDeviceSigner(deps.secretBox.deriveKey('login-device'));
  const accountEvents = createAccountEvents({ mail, pixel, now });
  const accounts = createAccountsService({ db, sessions, devices, groups, rateLimits, loginDevices, log, now, audit: audit.trail, secretBox: deps.secretBox, events: accountEvents });
  // Hosting packages as other modules read them; their admin side sits above hosting (packageAdmin).
  const packages = createPackageService({ db, now });
  const hosting = createHostingService({
    db, secretBox: deps.secretBox, groups, packages, accounts, apiSettings, rateLimits, jobs, mail, hostedDomain: config.hostedDomain, log, now, audit: audit.trail,
    changeFeed: deps.changeFeed,
  });
  const groupLimits = createGroupLimitsService({ groups, hosting, devices });
  // Admin users, groups, packages and donations (issue 3): above hosting, which they call.
  const adminUsers = createAdminUsersService({ db, sessions, groups, hosting, log, now, audit: audit.trail, events: accountEvents });
  const groupAdmin = createGroupAdminService({ db, countUsersPerGroup: adminUsers.countUsersPerGroup, membersChanged: (tx) => sessions.allUsersChanged(tx), log, now, audit: audit.trail });
  // Card payments (issue 7): the Stripe layer donations, paid hosting and VPS call (modules/payments/README.md).
  const stripeSettings = createStripeSettingsService({
    db, secretBox: deps.secretBox, clientFactory: deps.stripeClientFactory ?? createStripeClient, client: config.stripe, log, now, audit: audit.trail,
  });
  const payments = createPaymentsService({ db, settings: stripeSettings, jobs, log, now });
  // Paid hosting's billing on that layer: also creates a paid package's Stripe price when an admin saves it.
  const hostingBilling = createStripeBilling(payments);
  const packageAdmin = createPackageAdminService({
    db, packages, countAccountsOnPackage: (packageId) => hosting.countAccounts({ packageId }), log, now, audit: audit.trail,
    ensureStripePrice: async (pkg) => (await hostingBilling.isConfigured()
      ? hostingBilling.ensurePrice({ ...pkg, planType: pkg.planType as 'starter' | 'premium' })
      : null),
  });
  // Plugin and theme library (issue 4). The FileStore comes from deps; without one, local disk under DATA_DIR.
  const library = createLibraryService({
    db, fileStore: deps.fileStore ?? createFileStore(config), secretBox: deps.secretBox,
    accounts, rateLimits, log, now, limits: config.library, audit: audit.trail, mail,
  });
  // wordpress.org version tracking (issue 4): its jobs run on the shared runner.
  const libraryVersions = createVersionService({
    db, catalogue: library, jobs, log, now,
    wordpressOrg: deps.wordpressOrg ?? createWordpressOrgHttpClient({ baseUrl: config.wordpressOrgApiUrl, userAgent: buildUserAgent(`https://${config.hostedDomain}`) }),
  });
  // Donations (issue 7): gift subscriptions and $5 plugin donations on the payments layer.
  const donations = createDonationService({
    db, payments, groups, membership: createGroupMembership({ now }), rateLimits, jobs, log, now,
    findActivePluginById: library.findActivePluginById,
    // Receipts go through the mail outbox (issue 11), written in the transaction that completes the donation.
    queueDonationReceipt: async (tx, receipt) => {
      if (!receipt.email) return;
      await mail.enqueue(tx, {
        template: 'donation-receipt', to: receipt.email, userId: receipt.userId, dedupeKey: `donation-receipt:${receipt.donationId}`,
        data: {
          donationId: receipt.donationId, amountCents: receipt.amount, currency: receipt.currency, isRecurring: receipt.isRecurring,
          giftTier: receipt.giftTier, pluginName: receipt.pluginName, paidAt: receipt.completedAt.toISOString(),
        },
      });
    },
  });
  // GET /api/stats: counts owned by four modules, cached a minute.
  const stats = createStatsService({
    now,
    countUsers: adminUsers.countUsers,
    countActivePlugins: library.countActivePlugins,
    countActiveWebsites: () => hosting.countAccounts({ status: 'active' }),
    totalCompletedDonations: donations.totalCompleted,
  });
  // Cloud compute (issue 10): Vultr and Azure clients from config unless the deps bring factories (tests, demo);
  // payments charge the $3 Azure run beyond the free trial.
  const compute = createComputeService({
    db, secretBox: deps.secretBox, jobs, hostedDomain: config.hostedDomain, log, now, payments, audit: audit.trail,
    vultr: deps.vultrClientFactory ?? ((apiKey) => createVultrHttpClient({ baseUrl: config.compute.vultrApiUrl, apiKey })),
    azure: deps.azureClientFactory ?? ((credentials) => createAzureHttpClient(credentials, {
      loginUrl: config.compute.azureLoginUrl, managementUrl: config.compute.azureManagementUrl,
    })),
  });
  // Paid hosting (issue 8): registrable domains over RDAP, checkout, the life of a paid account, pending orders.
  const paidHosting = createPaidHostingService({
    db, secretBox: deps.secretBox, rdap: deps.rdap ?? createRdapHttpClient({ bootstrapUrl: config.rdapBootstrapUrl }),
    billing: hostingBilling, packages, accounts, hosting, rateLimits, log, now, audit: audit.trail,
    // The order confirmation goes through the mail outbox (issue 11), written in the fulfilment transaction.
    queueOrderMail: async (tx, order) => {
      await mail.enqueue(tx, {
        template: 'paid-hosting-order', to: order.email, userId: order.userId, dedupeKey: `paid-hosting-order:${order.orderId}`,
        data: { orderId: order.orderId, domain: order.domain, planName: order.planName, priceCents: order.priceCents, currency: order.currency, status: 'active' },
      });
    },
  });
  paidHosting.registerWebhookHandlers(payments.onEvent);
  // Anonymous VPS (issue 9): packages with their Stripe prices, checkout, orders the admin fulfils by hand.
  const vps = createVpsService({
    db, secretBox: deps.secretBox, payments, accounts, mail, addPendingOrder: paidHosting.addPendingOrder, rateLimits, jobs, log, audit: audit.trail, now,
  });
  vps.registerWebhookHandlers(payments.onEvent);
  // Pages every host has and the support contact (issue 22 point 5).
  const sitePages = createSitePagesService({ db, audit: audit.trail, log, now });
  // Abuse reports (issue 22 point 2): the public form, the admin queue, automatic suspension through hosting.
  const abuse = createAbuseService({
    db, hosting, users: adminUsers, mail, rateLimits, jobs, audit: audit.trail, log, hostedDomain: config.hostedDomain, powBits: config.abusePowBits, now,
  });
  // A user's own data (issue 14): reads every module above, so it comes last.
  const yourData = createYourDataService({
    db, accounts, hosting, devices, library, donations, paidHosting, compute, vps, payments, auditLog: audit, audit: audit.trail, log, now,
  });
  return {
    audit, whmBreaker, sessions, rateLimits, groups, jobs, apiSettings, hosting, devices, groupLimits, accounts, packages, adminUsers, groupAdmin, packageAdmin,
    stripeSettings, payments, donations, stats, library, libraryVersions, compute, paidHosting, smtpSettings, mail, pixel, headerCode, vps, yourData,
    sitePages, abuse,
  };
}

export type Services = ReturnType<typeof createServices>;
