import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import type { GroupService } from '../groups/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createDeviceService } from './service.js';

export function wire(
  { db, now }: Core,
  { audit, groups, rateLimits }: { audit: AuditService; groups: GroupService; rateLimits: RateLimitService },
) {
  return { devices: createDeviceService({ db, groups, rateLimits, now, audit: audit.trail }) };
}
