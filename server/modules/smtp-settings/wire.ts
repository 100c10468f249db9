import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import { createSmtpSettingsService } from './service.js';

export function wire({ db, secretBox, clients, log, now }: Core, { audit }: { audit: AuditService }) {
  return {
    smtpSettings: createSmtpSettingsService({
      db,
      secretBox,
      smtpClientFactory: clients.smtpClientFactory,
      smtpTimeouts: clients.smtpTimeouts,
      log,
      now,
      audit: audit.trail,
    }),
  };
}
