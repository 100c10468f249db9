import type { Core } from '../../wiring/core.js';
import { createWhmCircuitBreaker } from '../../integrations/whm/circuit-breaker.js';
import { createWhmConcurrencyLimit } from '../../integrations/whm/concurrency-limit.js';
import type { AuditService } from '../audit/index.js';
import { createApiSettingsService } from './service.js';
import { SYSTEM_IDS } from '../../wiring/system-ids.js';

/**
 * The WHM settings and what every WHM client goes through: the breaker (while WHM is down, calls fail at once) in
 * front of the concurrency cap (at most WHM_MAX_IN_FLIGHT calls at once per instance), so a call the breaker refuses
 * never takes a slot, and the breaker's time-outs count only time spent at WHM, not time waiting for a slot.
 */
export function wire({ db, config, secretBox, clients, health, log, now }: Core, { audit }: { audit: AuditService }) {
  const whmBreaker = createWhmCircuitBreaker({ retryAfterMs: config.whmBreakerRetryMs, log, now });
  const whmConcurrency = createWhmConcurrencyLimit(config.whmMaxInFlight);
  const apiSettings = createApiSettingsService({
    db,
    secretBox,
    whmClientFactory: whmBreaker.wrap(whmConcurrency.wrap(clients.whmClientFactory)),
    log,
    now,
    audit: audit.trail,
  });
  apiSettings.onSettingsChanged(() => {
    whmBreaker.reset();
    health.forget(SYSTEM_IDS.whm);
  });
  return { whmBreaker, whmConcurrency, apiSettings };
}
