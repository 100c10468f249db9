import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/service.js';
import { createPaymentsService } from './service.js';
import { createStripeSettingsService } from './settings-service.js';

/** Card payments (issue 7): the Stripe layer donations, paid hosting, VPS and compute call (README.md). */
export function wire({ db, secretBox, clients, config, jobs, log, now }: Core, { audit }: { audit: AuditService }) {
  const stripeSettings = createStripeSettingsService({
    db, secretBox, clientFactory: clients.stripeClientFactory, client: config.stripe, log, now, audit: audit.trail,
  });
  return { stripeSettings, payments: createPaymentsService({ db, settings: stripeSettings, jobs, log, now }) };
}
