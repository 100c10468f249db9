import type { Db, DbOrTx } from '../../db/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';

/** What the idle-site rule needs; built once in wire.ts. */
export interface IdleSitesDeps {
  db: Db;
  hosting: HostingService;
  apiSettings: ApiSettingsService;
  mail: MailService;
  jobs: JobRunner;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
  /** The rule's day: 86,400,000 ms unless a demo or a journey shortens it (config IDLE_SITES_DAY_SECONDS). */
  dayMs: number;
  /** The owner's address and whether they are suspended (accounts, through its face), in the caller's transaction. */
  findOwner: (tx: DbOrTx, userId: number) => Promise<{ email: string | null; suspendedAt: Date | null } | undefined>;
}
