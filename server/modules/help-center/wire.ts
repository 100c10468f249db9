import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createHelpCenterService } from './service.js';

/** The help centre: low in the order (audit and rate limits only), so the support desk and the metrics can use it. */
export function wire(
  { db, log, now }: Core,
  { audit, rateLimits }: { audit: AuditService; rateLimits: RateLimitService },
) {
  return { helpCenter: createHelpCenterService({ db, audit: audit.trail, log, rateLimits, now }) };
}
