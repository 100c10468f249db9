import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { ChallengeGate } from '../../lib/proof-of-work-challenges.js';
import type { FileStore } from '../../storage/file-store.js';
import type { MailService } from '../mail/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { DeskContextReaders } from './context.js';
import type { ThreadLinks } from './thread-links.js';

/** What the support desk's parts are built from (wire.ts fills it from the core and the modules above). */
export interface SupportDeps {
  db: Db;
  /** Other instances' ticket changes (NOTIFY support_changed): without it nothing is kept between reads. */
  changeFeed?: ChangeFeed;
  mail: MailService;
  rateLimits: RateLimitService;
  jobs: JobRunner;
  log: AuditLog;
  /** The audit log's write side: every admin action on the desk is recorded in its transaction. */
  audit: AuditTrail;
  now: () => Date;
  links: ThreadLinks;
  challenges: ChallengeGate;
  fileStore: FileStore;
  /** Where the thread links point: the public address of the web app. */
  publicUrl: string;
  /** The domain of signed reply addresses (reply+<ticket>-<tag>@…), or null when inbound mail is not set up. */
  replyDomain: string | null;
  readers: DeskContextReaders;
  /** Tells the help centre a ticket followed the articles its form suggested (so they did not deflect it). */
  ticketFollowedHelp(helpToken: string): Promise<void>;
  /** The help centre's deflection count, shown with the desk's figures. */
  helpDeflections(): Promise<number>;
  /** Sealing the inbound webhook's signing key. */
  seal(value: string): string;
  open(sealed: string): string;
}
