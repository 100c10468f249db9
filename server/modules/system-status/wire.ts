import { SYSTEM_STATUS_MESSAGES } from '../../../contract/system-status.js';
import { fillMessage } from '../../../contract/i18n/format.js';
import type { Core } from '../../wiring/core.js';
import { describeDomainLookup } from '../../integrations/domain-lookup/providers.js';
import type { WhmCircuitBreaker } from '../../integrations/whm/circuit-breaker.js';
import type { WhmConcurrencyLimit } from '../../integrations/whm/concurrency-limit.js';
import { readSignupFigures } from '../accounts/index.js';
import { WEBHOOK_LAG_WINDOW_MINUTES, readWebhookLag } from '../payments/index.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { AbuseService, ReputationSettings } from '../abuse/index.js';
import type { AuditService } from '../audit/index.js';
import type { ComputeService } from '../compute/index.js';
import type { MailService } from '../mail/index.js';
import type { SitePagesService } from '../site-pages/index.js';
import type { StripeSettingsService } from '../payments/index.js';
import type { SmtpSettingsService } from '../smtp-settings/index.js';
import type { SupportService } from '../support/index.js';
import { createSystemStatusService } from './service.js';

interface Needs {
  audit: AuditService;
  apiSettings: ApiSettingsService;
  whmBreaker: WhmCircuitBreaker;
  whmConcurrency: WhmConcurrencyLimit;
  stripeSettings: StripeSettingsService;
  smtpSettings: SmtpSettingsService;
  compute: ComputeService;
  mail: MailService;
  sitePages: SitePagesService;
  reputationSettings: ReputationSettings;
  abuse: AbuseService;
  support: SupportService;
}

const WORDS = SYSTEM_STATUS_MESSAGES.words;

/** System → Status and /api/admin/metrics: reads every module above through its service. */
export function wire(
  { db, config, health, jobs, log, now }: Core,
  {
    audit,
    apiSettings,
    whmBreaker,
    whmConcurrency,
    stripeSettings,
    smtpSettings,
    compute,
    mail,
    sitePages,
    reputationSettings,
    abuse,
    support,
  }: Needs,
) {
  return {
    health,
    systemStatus: createSystemStatusService({
      db,
      health,
      jobs,
      audit: audit.trail,
      log,
      now,
      databaseLabel: config.databaseUrl ? 'PostgreSQL' : WORDS.embeddedDatabase,
      storageLabel: config.s3 ? fillMessage(WORDS.s3Bucket, { bucket: config.s3.bucket }) : WORDS.localDisk,
      domainLookupLabel: describeDomainLookup(config),
      whmAddress: async () => (await apiSettings.getWhm())?.whmApiUrl ?? null,
      whmBreaker: (address) => whmBreaker.describe(address),
      stripe: () => stripeSettings.readSettings(),
      smtpServer: async () => {
        const smtp = await smtpSettings.getConnection();
        return smtp ? `${smtp.connection.host}:${smtp.connection.port}` : null;
      },
      clouds: () => compute.cloudProviders(),
      reputationSources: async () =>
        (await reputationSettings.list()).sources.map((s) => ({
          id: s.id,
          label: s.label,
          configured: s.enabled && s.hasKey,
        })),
      outbox: () => mail.outboxFigures(),
      supportContact: () => sitePages.getSupportContact(),
      abuseFigures: () => abuse.detection.readFigures(),
      supportFigures: () => support.figures(),
      signups: (at) => readSignupFigures(db, at),
      webhookLag: (at) => readWebhookLag(db, at),
      webhookLagWindowMinutes: WEBHOOK_LAG_WINDOW_MINUTES,
      whmConcurrency: () => whmConcurrency.figures(),
    }),
  };
}
