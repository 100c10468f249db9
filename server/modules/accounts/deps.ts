import type { Db } from '../../db/client.js';
import type { DeviceService } from '../devices/service.js';
import type { GroupService } from '../groups/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import type { SessionService } from './session-service.js';
import type { AuditLog } from '../../lib/audit-log.js';

// AuditLog and ClientMeta moved to server/lib/ (issue 12); re-exported here only so branches written before the
// move still compile after merging. New code imports them from server/lib/.
/** @deprecated import from server/lib/audit-log.js */
export type { AuditLog } from '../../lib/audit-log.js';
/** @deprecated import from server/lib/client-meta.js */
export type { ClientMeta } from '../../lib/client-meta.js';

export interface AccountsDeps {
  db: Db;
  sessions: SessionService;
  devices: DeviceService;
  groups: GroupService;
  rateLimits: RateLimitService;
  log: AuditLog;
  now: () => Date;
}
