import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createLibraryService } from './service.js';
import { createVersionService } from './versions/service.js';

interface Needs {
  audit: AuditService;
  accounts: AccountsService;
  rateLimits: RateLimitService;
  mail: MailService;
}

/** The plugin and theme library and its wordpress.org version tracking, whose jobs run on the shared runner. */
export function wire(
  { db, secretBox, clients, config, jobs, log, now, changeFeed }: Core,
  { audit, accounts, rateLimits, mail }: Needs,
) {
  const library = createLibraryService({
    db,
    fileStore: clients.fileStore,
    secretBox,
    accounts,
    rateLimits,
    log,
    now,
    limits: config.library,
    audit: audit.trail,
    mail,
    changeFeed,
  });
  const libraryVersions = createVersionService({
    db,
    catalogue: library,
    jobs,
    log,
    now,
    wordpressOrg: clients.wordpressOrg,
  });
  return { library, libraryVersions };
}
