import type { Core } from '../../wiring/core.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { SitePagesService } from '../site-pages/index.js';
import type { SmtpSettingsService } from '../smtp-settings/index.js';
import { createMailService } from './service.js';

/** The outbox: below accounts and hosting, whose events write mail in their own transactions. */
export function wire(
  { db, secretBox, jobs, config, log, now }: Core,
  {
    smtpSettings,
    apiSettings,
    sitePages,
  }: {
    smtpSettings: SmtpSettingsService;
    apiSettings: ApiSettingsService;
    sitePages: SitePagesService;
  },
) {
  return {
    mail: createMailService({
      db,
      secretBox,
      smtpSettings,
      apiSettings,
      jobs,
      hostedDomain: config.hostedDomain,
      log,
      now,
      getSupportContact: sitePages.getSupportContact,
    }),
  };
}
