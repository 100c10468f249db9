import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SITE_MESSAGES,
  WEEKLY_BACKUPS,
  type CpanelApp,
  type siteBackupsSchema,
} from '../../../contract/site-manage.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { listBackups, startFullBackup } from '../../integrations/whm/cpanel/backup.js';
import { openHomeFile, type HomeFileStream } from '../../integrations/whm/cpanel/home-file.js';
import { BACKUP_DOWNLOAD_PREFIX, BACKUP_LINK_TTL_MS, type BackupLinkSigner } from './backup-link.js';
import { countBackupsSince, insertBackupRequest } from './repo.js';
import { onWhm, type OpenSite, type SiteAccess, type SiteActor } from './site-access.js';
import type { SiteAudit } from './site-audit.js';

// "Back up now" (fullbackup_to_homedir) within the plan's weekly allowance, the list of the account's backups, and
// one-click cPanel pages for what HostFree does not rebuild (create_user_session with app=).

const WEEK_MS = 7 * 24 * 60 * 60_000;
// Class of the two-key advisory lock per account (the second key is the account id).
const BACKUP_LOCK_CLASS = 72_402;
const weeklyLimitOf = (site: OpenSite) => (site.isFreePlan ? WEEKLY_BACKUPS.free : WEEKLY_BACKUPS.paid);

/** cPanel's own archive names (backup-M.D.YYYY_HH-MM-SS_user.tar.gz): nothing else of the home folder is offered. */
const BACKUP_FILE = /^backup-[0-9.]+_[0-9-]+_[a-z0-9]+(_\d+)?\.tar\.gz$/;

export function createBackupService({
  db,
  access,
  audit,
  now,
  backupLinks,
}: {
  db: Db;
  access: SiteAccess;
  audit: SiteAudit;
  now: () => Date;
  backupLinks: BackupLinkSigner;
}) {
  /** The archive, if it is a finished backup of this account (asked of cPanel, as this account's user). */
  async function finishedBackup(site: OpenSite, file: string) {
    if (!BACKUP_FILE.test(file)) throw new AppError('NOT_FOUND', SITE_MESSAGES.backupNotFound);
    const backups = await onWhm(() => listBackups(site.whm, site.user));
    const backup = backups.find((b) => b.file === file && b.status === 'complete');
    if (!backup) throw new AppError('NOT_FOUND', SITE_MESSAGES.backupNotFound);
    return backup;
  }

  const usedThisWeek = (accountId: number) => countBackupsSince(db, accountId, new Date(now().getTime() - WEEK_MS));

  return {
    async list(actor: SiteActor, accountId: number): Promise<z.infer<typeof siteBackupsSchema>> {
      const site = await access.open(actor, accountId);
      const [backups, used] = await Promise.all([
        onWhm(() => listBackups(site.whm, site.user)),
        usedThisWeek(accountId),
      ]);
      return { backups, weeklyLimit: weeklyLimitOf(site), usedThisWeek: used };
    },

    /**
     * The allowance is counted under a per-account advisory lock, so two clicks at once cannot both pass; the
     * request row is written only once cPanel accepted the backup (a refused one does not use the allowance).
     */
    async start(actor: SiteActor, accountId: number): Promise<{ message: string }> {
      const site = await access.open(actor, accountId);
      const limit = weeklyLimitOf(site);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_CLASS}::int, ${site.accountId}::int)`);
        if ((await countBackupsSince(tx, site.accountId, new Date(now().getTime() - WEEK_MS))) >= limit)
          throw new AppError('RATE_LIMITED', SITE_MESSAGES.backupLimit, { error: 'BACKUP_LIMIT', weeklyLimit: limit });
        await onWhm(() => startFullBackup(site.whm, site.user));
        await insertBackupRequest(tx, site.accountId, now());
      });
      await audit(site, 'site.backup_start');
      return { message: SITE_MESSAGES.backupStarted };
    },

    /** A signed link to one finished backup, valid BACKUP_LINK_TTL_MS (the browser follows it without its bearer). */
    async downloadLink(actor: SiteActor, accountId: number, file: string) {
      const site = await access.open(actor, accountId);
      await finishedBackup(site, file);
      const token = backupLinks.sign({ accountId: site.accountId, userId: actor.id, file });
      return { downloadUrl: `${BACKUP_DOWNLOAD_PREFIX}${token}`, expiresInMinutes: BACKUP_LINK_TTL_MS / 60_000 };
    },

    /**
     * GET of a signed link: ownership and suspension are checked again (a link made before a suspension stops
     * working with it), then the archive streams from cPanel through this server.
     */
    async openDownload(token: string): Promise<HomeFileStream & { file: string }> {
      const grant = backupLinks.verify(token);
      if (!grant) throw new AppError('FORBIDDEN', SITE_MESSAGES.backupLinkInvalid);
      const site = await access.open({ id: grant.userId, email: null, role: 'client' }, grant.accountId);
      await finishedBackup(site, grant.file);
      const file = await onWhm(() =>
        openHomeFile(site.whm, site.user, `/home/${site.user}/${grant.file}`, {
          preferredDomain: site.preferredDomain,
        }),
      );
      return { ...file, file: grant.file };
    },

    /** One click into a cPanel page as the site's own user; no password is ever shown. */
    async cpanelLink(actor: SiteActor, accountId: number, app: CpanelApp): Promise<{ loginUrl: string }> {
      const site = await access.open(actor, accountId);
      const session = await onWhm(() => site.whm.createUserSession(site.user, 'cpaneld', site.preferredDomain, app));
      return { loginUrl: session.url };
    },
  };
}
