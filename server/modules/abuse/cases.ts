import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { quarantineReasonText } from '../../../contract/hosting-suspension-reasons.js';
import { NOT_APPEALABLE_THREATS, type AbuseCaseThreat } from '../../../contract/abuse-detection.js';
import type { DbOrTx } from '../../db/client.js';
import { isAppError } from '../../errors.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { AbuseDeps } from './deps.js';
import {
  findCase,
  findOpenCaseOfSite,
  firstOpenReportAt,
  insertCase,
  updateCase,
  type AbuseCaseRow,
  type AbuseCaseSignal,
  type AbuseCaseSourceAnswer,
} from './detection-repo.js';

// The detection's cases: a name held for review, a scan's suspicious or malicious verdict. A malicious verdict
// quarantines the site at once: the case row says so in the scan's transaction, and a job suspends it on WHM through
// hosting's suspension (retried while WHM is down, as the automatic suspension of reports is), then mails the owner.

export const QUARANTINE_JOB = 'abuse.quarantine';

export interface Detection {
  verdict: 'review' | 'suspicious' | 'malicious';
  threat: AbuseCaseThreat;
  score: number;
  signals: AbuseCaseSignal[];
  sources: AbuseCaseSourceAnswer[];
  snippet: string | null;
  pageUrl: string | null;
}

export interface DetectedSite {
  id: number;
  userId: number;
  domain: string;
  createdAt: Date;
}

const VERDICT_RANK = { review: 0, suspicious: 1, malicious: 2 } as const;

export const isAppealable = (row: Pick<AbuseCaseRow, 'status' | 'threat'>) =>
  !(row.status === 'confirmed' && NOT_APPEALABLE_THREATS.includes(row.threat));

export const quarantineReason = (row: Pick<AbuseCaseRow, 'id' | 'threat'>) => quarantineReasonText(row.threat, row.id);

export function createCases({ db, hosting, users, mail, jobs, audit, log, now }: AbuseDeps) {
  async function queueQuarantine(tx: DbOrTx, row: AbuseCaseRow) {
    await enqueueJob(
      tx,
      QUARANTINE_JOB,
      { caseId: row.id },
      { dedupeKey: `${QUARANTINE_JOB}:${row.id}`, maxAttempts: 30, runAt: now() },
    );
  }

  jobs.register(QUARANTINE_JOB, async (job) => {
    const id = Number((job.payload as { caseId: number }).caseId);
    const row = await findCase(db, id);
    // Reversed before the job ran, or done by an earlier attempt: nothing to do.
    if (!row || row.status === 'reversed' || !row.quarantinedAt || row.suspendedAt) return { skipped: true };
    const site = row.hostingAccountId ? await hosting.findAccountById(row.hostingAccountId) : undefined;
    if (!site) return { skipped: 'site gone' };
    if (site.status !== 'suspended') {
      try {
        await hosting.suspendAccount(site.id, quarantineReason(row));
      } catch (error) {
        // WHM down or refusing: the job's backoff tries again. Suspended meanwhile by an admin: nothing to do.
        if (!(isAppError(error) && error.message === ACCOUNT_SAFETY_MESSAGES.alreadySuspended)) throw error;
      }
    }
    const owner = await users.findUserContact(site.userId);
    const url = row.pageUrl ?? `http://${site.domain}/`;
    await db.transaction(async (tx) => {
      await updateCase(tx, id, { suspendedAt: now() }, now());
      await audit.record(tx, {
        action: 'abuse.site_quarantined',
        actorId: null,
        subjectUserId: site.userId,
        targetType: 'hosting_account',
        targetId: site.id,
        details: { domain: site.domain, caseId: id, threat: row.threat, score: row.score },
      });
      if (owner?.email) {
        await mail.enqueue(tx, {
          template: 'abuse-site-quarantined',
          to: owner.email,
          userId: owner.id,
          dedupeKey: `abuse-quarantined:${id}`,
          data: {
            domain: site.domain,
            url,
            signals: row.signals.slice(0, 5).map((s) => s.detail),
            // What to fix, by the threat: the mail's catalogue says it in the owner's language.
            threat: row.threat,
            // Read from the case as it is now: an admin who confirmed phishing or malware before this job ran has
            // closed the appeal, and the mail must not offer one.
            appealable: isAppealable(row),
          },
        });
      }
    });
    mail.nudge();
    log.info({ event: 'abuse-site-quarantined', hostingAccountId: site.id, caseId: id }, 'site quarantined');
    return { quarantined: site.id };
  });

  return {
    queueQuarantine,

    /**
     * Records a detection against the site: a new case, or the open one updated (its verdict only ever rises; the
     * latest evidence replaces the earlier). A malicious verdict quarantines the site once. Answers the case.
     */
    async record(site: DetectedSite, detection: Detection, origin: 'name' | 'scan', tx?: DbOrTx) {
      const run = async (t: DbOrTx) => {
        const reportAt = await firstOpenReportAt(t, site.id);
        const open = await findOpenCaseOfSite(t, site.id);
        let row: AbuseCaseRow | undefined;
        if (open) {
          const rises = VERDICT_RANK[detection.verdict] >= VERDICT_RANK[open.verdict];
          row = await updateCase(
            t,
            open.id,
            rises
              ? { ...detection, firstReportAt: open.firstReportAt ?? reportAt }
              : { sources: detection.sources, firstReportAt: open.firstReportAt ?? reportAt },
            now(),
          );
        } else {
          row = await insertCase(t, {
            hostingAccountId: site.id,
            ownerUserId: site.userId,
            domain: site.domain,
            origin,
            ...detection,
            siteCreatedAt: site.createdAt,
            firstReportAt: reportAt,
            createdAt: now(),
            updatedAt: now(),
          });
          // Lost a race with a parallel scan of the same site: that one's case stands.
          if (!row) return undefined;
          await audit.record(t, {
            action: 'abuse.case_opened',
            actorId: null,
            subjectUserId: site.userId,
            targetType: 'abuse_case',
            targetId: row.id,
            details: { domain: site.domain, origin, verdict: detection.verdict, score: detection.score },
          });
        }
        if (row && row.verdict === 'malicious' && !row.quarantinedAt) {
          row = await updateCase(t, row.id, { quarantinedAt: now() }, now());
          await queueQuarantine(t, row!);
        }
        return row;
      };
      const row = tx ? await run(tx) : await db.transaction(run);
      if (row?.quarantinedAt && !row.suspendedAt) jobs.nudge();
      return row;
    },
  };
}

export type Cases = ReturnType<typeof createCases>;
