import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  SEND_TO_SITE_HOW,
  SITE_MESSAGES,
  type installWordpressBody,
  type installWordpressResponse,
  type siteWordpressSchema,
  type wordpressRunSchema,
} from '../../../contract/site-manage.js';
import { DOWNLOAD_URL_TTL_MS } from '../../../contract/library.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  changeAdminPassword,
  createWebsite,
  getAdminLogin,
  getTaskProgress,
  getWebsite,
  listWebsites,
  removeInstallation,
} from '../../integrations/whm/cpanel/wpx.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { WhmClient } from '../../integrations/whm/types.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import type { LibraryService } from '../library/index.js';
import {
  findWordpressRun,
  insertWordpressRun,
  latestWordpressRun,
  updateWordpressRun,
  type WordpressRunRow,
} from './repo.js';
import { onWhm, type SiteAccess, type SiteActor } from './site-access.js';
import type { SiteAudit } from './site-audit.js';

// One-click WordPress through WP Toolkit: create_website starts a run on cPanel, a job follows it with
// get_task_progress (the authoritative word on success) and keeps the progress in our row for the page to poll.
// WP Toolkit makes the administrator itself; the password (the customer's, or made here and shown once) waits
// sealed in the run until it completes, is set with change_admin_password, and is then erased. Never in clear.

export const WORDPRESS_PROGRESS_JOB = 'site.wordpress-progress';
/** Between two progress reads of one run. */
export const WORDPRESS_POLL_MS = 2000;
/** A run still unfinished after this many reads (about ten minutes) is reported failed; cPanel may finish it. */
const MAX_POLLS = 300;

type Run = z.infer<typeof wordpressRunSchema>;

const toRun = (row: WordpressRunRow): Run => ({
  state: row.state,
  percent: row.percent,
  step: row.step,
  error: row.error,
  adminLogin: row.adminLogin,
});

/** 16 random characters with every class WP Toolkit's strength check wants. */
const makePassword = () => `${randomBytes(12).toString('base64url')}-7a`;

export interface WordpressServiceDeps {
  db: Db;
  secretBox: SecretBox;
  access: SiteAccess;
  audit: SiteAudit;
  jobs: JobRunner;
  apiSettings: ApiSettingsService;
  hosting: HostingService;
  library: LibraryService;
  publicUrl: string;
  log: AuditLog;
  now: () => Date;
}

export function createWordpressService(deps: WordpressServiceDeps) {
  const { db, access, audit, jobs, now } = deps;

  const schedulePoll = (runId: number, delayMs: number) =>
    enqueueJob(db, WORDPRESS_PROGRESS_JOB, { runId }, { runAt: new Date(now().getTime() + delayMs), maxAttempts: 20 });

  /**
   * The run completed: the new install (the only one at the domain's root, since create_website refuses a second)
   * gets the password through change_admin_password, as its administrator. WHM failing here throws: the queue
   * tries again, and the sealed password stays until it is set or the run is given up.
   */
  async function setAdminPassword(run: WordpressRunRow, whm: WhmClient, user: string) {
    const installs = await listWebsites(whm, user);
    const install = installs.find((i) => i.domain === run.domain && i.path === '');
    if (!install) throw new Error('The completed WordPress install is not listed yet');
    const login = await getAdminLogin(whm, user, install.id);
    if (!login) throw new Error('The new WordPress install has no administrator');
    if (run.adminPasswordSealed)
      await changeAdminPassword(whm, user, {
        id: install.id,
        login,
        password: deps.secretBox.open(run.adminPasswordSealed),
      });
    return { websiteId: install.id, adminLogin: login };
  }

  /** One progress read; a run still going is read again later. WHM down: the queue retries the read. */
  jobs.register(WORDPRESS_PROGRESS_JOB, async (job) => {
    const run = await findWordpressRun(db, Number((job.payload as { runId?: unknown }).runId));
    if (!run || run.state === 'completed' || run.state === 'failed') return 'done';
    const account = await deps.hosting.findAccountById(run.hostingAccountId);
    const whm = await deps.apiSettings.getWhm();
    if (!account?.cpanelUsername) return 'gone';
    if (!whm) throw new Error('WHM is not configured');
    const user = account.cpanelUsername;
    let progress;
    let finished: { websiteId: string; adminLogin: string } | null = null;
    try {
      progress = await getTaskProgress(whm.client, user, run.installId);
      if (progress.state === 'completed') finished = await setAdminPassword(run, whm.client, user);
    } catch (error) {
      // The queue's last attempt: the page must stop saying "installing" (cPanel may still finish; the list shows it).
      if (job.attempts >= job.maxAttempts)
        await updateWordpressRun(db, run.id, {
          state: 'failed',
          error: 'The server could not be reached to finish the install. Check the list of installs later.',
          adminPasswordSealed: null,
          updatedAt: now(),
        });
      throw error;
    }
    const polls = run.polls + 1;
    const going = progress.state === 'queued' || progress.state === 'running';
    const timedOut = polls >= MAX_POLLS && going;
    const state = timedOut ? 'failed' : progress.state;
    await updateWordpressRun(db, run.id, {
      state,
      percent: progress.percent,
      step: progress.state === 'failed' ? null : progress.message,
      error: timedOut
        ? 'The install is taking unusually long. Check again later in the list below.'
        : progress.state === 'failed'
          ? (progress.message ?? 'WordPress could not be installed.')
          : null,
      websiteId: finished?.websiteId ?? null,
      adminLogin: finished?.adminLogin ?? null,
      // Set on the site, or no site will ever take it: either way it is not kept.
      ...(state === 'completed' || state === 'failed' ? { adminPasswordSealed: null } : {}),
      polls,
      updatedAt: now(),
    });
    if (!timedOut && going) await schedulePoll(run.id, WORDPRESS_POLL_MS);
    return state;
  });

  async function ownInstall(actor: SiteActor, accountId: number, installId: string) {
    const site = await access.open(actor, accountId);
    // Every call is made as this account's cPanel user: another account's install reads as none (get_website null).
    const install = /^\d{1,12}$/.test(installId) ? await onWhm(() => getWebsite(site.whm, site.user, installId)) : null;
    if (!install) throw new AppError('NOT_FOUND', SITE_MESSAGES.wordpressNotFound);
    return { site, install };
  }

  return {
    async read(actor: SiteActor, accountId: number): Promise<z.infer<typeof siteWordpressSchema>> {
      const site = await access.open(actor, accountId);
      const [installs, run] = await Promise.all([
        onWhm(() => listWebsites(site.whm, site.user)),
        latestWordpressRun(db, accountId),
      ]);
      // A finished run matters only until the page has shown it; an unfinished one until it ends.
      const recent =
        run &&
        (run.state === 'queued' || run.state === 'running' || now().getTime() - run.updatedAt.getTime() < 10 * 60_000);
      return { installs, run: run && recent ? toRun(run) : null };
    },

    async install(
      actor: SiteActor,
      accountId: number,
      body: z.infer<typeof installWordpressBody>,
    ): Promise<z.infer<typeof installWordpressResponse>> {
      const site = await access.open(actor, accountId);
      const adminPassword = body.adminPassword ?? makePassword();
      const result = await onWhm(() =>
        createWebsite(site.whm, site.user, { domain: site.domain, title: body.siteTitle }),
      );
      if (result.status === 'collision') {
        // The collision names each install by id and URL only; the list has its version too.
        const listed = await onWhm(() => listWebsites(site.whm, site.user)).catch(() => []);
        return {
          status: 'collision',
          message: 'WordPress is already installed on this site.',
          installs: result.existing.map((found) => listed.find((i) => i.id === found.id) ?? found),
        };
      }
      const row = await insertWordpressRun(db, {
        hostingAccountId: site.accountId,
        installId: result.installId,
        domain: site.domain,
        adminPasswordSealed: deps.secretBox.seal(adminPassword),
        now: now(),
      });
      await schedulePoll(row.id, 0);
      jobs.nudge();
      await audit(site, 'site.wordpress_install', { installId: result.installId, siteTitle: body.siteTitle });
      return {
        status: 'started',
        message: SITE_MESSAGES.wordpressStarted,
        run: toRun(row),
        adminPassword: body.adminPassword ? null : adminPassword,
      };
    },

    async remove(actor: SiteActor, accountId: number, installId: string): Promise<{ message: string }> {
      const { site, install } = await ownInstall(actor, accountId, installId);
      await onWhm(() => removeInstallation(site.whm, site.user, install.id));
      await audit(site, 'site.wordpress_remove', { installId: install.id });
      return { message: SITE_MESSAGES.wordpressRemoved };
    },

    /**
     * A library plugin or theme for the site's WordPress: a signed, short-lived link to the zip, counted as a
     * download like any other (docs/decisions.md says why not a Fileman upload).
     */
    async sendToSite(actor: SiteActor, accountId: number, item: { kind: 'plugin' | 'theme'; itemId: number }) {
      const site = await access.open(actor, accountId);
      const installs = await onWhm(() => listWebsites(site.whm, site.user));
      if (installs.length === 0) throw new AppError('CONFLICT', SITE_MESSAGES.wordpressNeeded);
      const { downloadUrl } = await deps.library.downloads.issueDownloadUrl(item.kind, item.itemId, actor);
      await audit(site, 'site.wordpress_send', { kind: item.kind, itemId: item.itemId });
      return {
        downloadUrl: `${deps.publicUrl}${downloadUrl}`,
        expiresInMinutes: Math.round(DOWNLOAD_URL_TTL_MS / 60_000),
        message: SEND_TO_SITE_HOW[item.kind],
      };
    },
  };
}
