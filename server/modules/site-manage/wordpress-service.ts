import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  SITE_MESSAGES,
  type installWordpressBody,
  type installWordpressResponse,
  type siteWordpressSchema,
  type wordpressRunSchema,
} from '../../../contract/site-manage.js';
import { DOWNLOAD_URL_TTL_MS } from '../../../contract/library.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { createWebsite, getTaskProgress, listWebsites, removeInstallation } from '../../integrations/whm/cpanel/wpx.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
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
// The admin password is either the customer's or made here and shown once; it is never stored.

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
});

/** 16 random characters with every class WP Toolkit's strength check wants. */
const makePassword = () => `${randomBytes(12).toString('base64url')}-7a`;

export interface WordpressServiceDeps {
  db: Db;
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

  /** One progress read; a run still going is read again later. WHM down: the queue retries the read. */
  jobs.register(WORDPRESS_PROGRESS_JOB, async (job) => {
    const run = await findWordpressRun(db, Number((job.payload as { runId?: unknown }).runId));
    if (!run || run.state === 'completed' || run.state === 'failed') return 'done';
    const account = await deps.hosting.findAccountById(run.hostingAccountId);
    const whm = await deps.apiSettings.getWhm();
    if (!account?.cpanelUsername) return 'gone';
    if (!whm) throw new Error('WHM is not configured');
    let progress;
    try {
      progress = await getTaskProgress(whm.client, account.cpanelUsername, run.installId);
    } catch (error) {
      // The queue's last attempt: the page must stop saying "installing" (cPanel may still finish; the list shows it).
      if (job.attempts >= job.maxAttempts)
        await updateWordpressRun(db, run.id, {
          state: 'failed',
          error: 'The server could not be reached to follow the install. Check the list of installs later.',
          updatedAt: now(),
        });
      throw error;
    }
    const polls = run.polls + 1;
    const timedOut = polls >= MAX_POLLS && (progress.state === 'queued' || progress.state === 'running');
    await updateWordpressRun(db, run.id, {
      state: timedOut ? 'failed' : progress.state,
      percent: progress.percent,
      step: progress.step,
      error: timedOut ? 'The install is taking unusually long. Check again later in the list below.' : progress.error,
      websiteId: progress.websiteId,
      polls,
      updatedAt: now(),
    });
    if (!timedOut && (progress.state === 'queued' || progress.state === 'running'))
      await schedulePoll(run.id, WORDPRESS_POLL_MS);
    return progress.state;
  });

  async function ownInstall(actor: SiteActor, accountId: number, installId: string) {
    const site = await access.open(actor, accountId);
    // Every call is made as this account's cPanel user: another account's install is simply not in its list.
    const installs = await onWhm(() => listWebsites(site.whm, site.user));
    const install = installs.find((i) => i.id === installId);
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
        createWebsite(site.whm, site.user, {
          domain: site.domain,
          siteTitle: body.siteTitle,
          adminUsername: body.adminUsername,
          adminEmail: body.adminEmail,
          adminPassword,
        }),
      );
      if (result.status === 'collision') {
        return {
          status: 'collision',
          message: 'WordPress is already installed on this site.',
          installs: result.existing,
        };
      }
      const row = await insertWordpressRun(db, {
        hostingAccountId: site.accountId,
        installId: result.installId,
        domain: site.domain,
        now: now(),
      });
      await schedulePoll(row.id, 0);
      jobs.nudge();
      await audit(site, 'site.wordpress_install', { installId: result.installId, adminUsername: body.adminUsername });
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
      const where =
        item.kind === 'plugin' ? 'Plugins → Add New Plugin → Upload' : 'Appearance → Themes → Add New Theme → Upload';
      return {
        downloadUrl: `${deps.publicUrl}${downloadUrl}`,
        expiresInMinutes: Math.round(DOWNLOAD_URL_TTL_MS / 60_000),
        message: `In your WordPress admin, open ${where}, and give it this file.`,
      };
    },
  };
}
