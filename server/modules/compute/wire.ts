import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentsService } from '../payments/index.js';
import { createComputeService } from './service.js';

/**
 * Cloud compute on every registered cloud's client (providers/registry.ts); payments charge the $3 run beyond the
 * free trial.
 */
export function wire(
  { db, secretBox, clients, jobs, config, changeFeed, log, now }: Core,
  { audit, payments }: { audit: AuditService; payments: PaymentsService },
) {
  const compute = createComputeService({
    db,
    secretBox,
    jobs,
    hostedDomain: config.hostedDomain,
    publicUrl: config.publicUrl,
    log,
    now,
    payments,
    audit: audit.trail,
    clients,
    changeFeed,
  });
  for (const product of compute.extraRunProducts) payments.registerProduct(product);
  return { compute };
}
