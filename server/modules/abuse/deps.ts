import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { ReputationLookup } from './reputation/types.js';

/** What the abuse module needs of the rest of the app: other modules only through their services. */
export interface AbuseDeps {
  db: Db;
  hosting: Pick<
    HostingService,
    | 'findAccountByDomain'
    | 'findAccountById'
    | 'listAccountsOfUser'
    | 'suspendAccount'
    | 'unsuspendAccount'
    | 'findSiteServerAddress'
    | 'listActiveSiteIds'
  >;
  users: { findUserContact(userId: number): Promise<{ id: number; username: string; email: string | null } | null> };
  /** The person-level suspension (user-suspension module): throws its own refusals (self, last admin, already suspended). */
  suspendPerson: (actor: { id: number }, userId: number, reason: string) => Promise<unknown>;
  mail: Pick<MailService, 'enqueue' | 'nudge'>;
  rateLimits: RateLimitService;
  jobs: JobRunner;
  audit: AuditTrail;
  log: AuditLog;
  hostedDomain: string;
  /** ABUSE_POW_BITS: the proof of work's leading zero bits. */
  powBits: number;
  now: () => Date;
  /** Every enabled reputation source, asked side by side (reputation/). */
  reputation: ReputationLookup;
  /** ABUSE_SCAN_* and ABUSE_RESCAN_* */
  scan: {
    httpPort: number;
    httpsPort: number;
    timeoutMs: number;
    firstDelayMs: number;
    rescanIntervalMs: number;
    sweepMs: number;
  };
}
