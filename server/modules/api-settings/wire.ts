import type { Core } from '../../wiring/core.js';
import { createWhmCircuitBreaker } from '../../integrations/whm/circuit-breaker.js';
import type { AuditService } from '../audit/index.js';
import { createApiSettingsService } from './service.js';
import { SYSTEM_IDS } from '../../wiring/system-ids.js';

/** The WHM settings and the breaker every WHM client goes through: while WHM is down, calls fail at once. */
export function wire({ db, config, secretBox, clients, health, log, now }: Core, { audit }: { audit: AuditService }) {
  const whmBreaker = createWhmCircuitBreaker({ retryAfterMs: config.whmBreakerRetryMs, log, now });
  const apiSettings = createApiSettingsService({
    db,
    secretBox,
    whmClientFactory: whmBreaker.wrap(clients.whmClientFactory),
    log,
    now,
    audit: audit.trail,
  });
  apiSettings.onSettingsChanged(() => {
    whmBreaker.reset();
    health.forget(SYSTEM_IDS.whm);
  });
  return { whmBreaker, apiSettings };
}
