import type { AuditTrail } from '../../lib/audit-trail.js';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { MailService } from '../mail/index.js';
import type { DownloadSigner } from './download-token.js';

export interface LibraryLimits {
  maxArchiveBytes: number;
  maxImageBytes: number;
  maxArchiveEntries: number;
  maxUnpackedBytes: number;
}

/** What the library is given from outside it: the service takes these and hands them on to its parts. */
export interface LibraryOutsideDeps {
  db: Db;
  fileStore: FileStore;
  accounts: Pick<AccountsService, 'register'>;
  rateLimits: RateLimitService;
  log: AuditLog;
  /** The audit log: uploads, edits and deletions by admins. */
  audit?: AuditTrail;
  /** Tells a requester their plugin request was fulfilled; without it (some tests) nobody is mailed. */
  mail?: Pick<MailService, 'enqueue' | 'nudge'>;
  now: () => Date;
}

/** What the library's parts work with: the outside services and the pieces the service builds once for all of them. */
export interface LibraryDeps extends LibraryOutsideDeps {
  cache: CatalogueCache;
  signer: DownloadSigner;
  limits: LibraryLimits;
}

/** Who is acting: the signed-in user as the access hook resolved it. */
export interface LibraryActor {
  id: number;
  email: string | null;
  role: 'client' | 'admin';
}
