import {
  ABUSE_AUTO_SUSPEND_WINDOW_MS,
  ABUSE_CHALLENGE_TTL_MS,
  ABUSE_MESSAGES,
  type AbuseChallenge,
  type AbuseReportBody,
} from '../../../contract/abuse.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITS } from '../rate-limit/index.js';
import type { AbuseDeps } from './deps.js';
import type { AutoSuspension } from './auto-suspension.js';
import { createChallengeGate } from '../../lib/proof-of-work-challenges.js';
import { insertReport, lockSiteReports } from './repo.js';
import { loadAbuseSettings } from './settings.js';
import { candidateHosts } from './site-address.js';

// The public side: a challenge, then a report. Order matters: nothing that spends a reporter's or a site's
// allowance happens before the proof of work checks out, so nobody can exhaust someone else's allowance for free.

export function createIntake(
  deps: AbuseDeps,
  autoSuspension: AutoSuspension,
  scanFirst: (tx: DbOrTx, hostingAccountId: number, reason: 'report') => Promise<void>,
) {
  const { db, hosting, rateLimits, audit, log, hostedDomain, powBits, now } = deps;
  const challenges = createChallengeGate(db, powBits, ABUSE_CHALLENGE_TTL_MS, now);

  async function findSite(input: string) {
    for (const host of candidateHosts(input, hostedDomain)) {
      const account = await hosting.findAccountByDomain(host);
      if (account) return account;
    }
    throw new AppError('NOT_FOUND', ABUSE_MESSAGES.siteNotOurs);
  }

  return {
    /** GET /api/abuse-reports/challenge */
    async issueChallenge(ip: string): Promise<AbuseChallenge> {
      await rateLimits.consumeAttempt(RATE_LIMITS.abuseChallengePerAddress, ip);
      return challenges.issue();
    },

    /** POST /api/abuse-reports */
    async submitReport(body: AbuseReportBody, ip: string) {
      await rateLimits.consumeAttempt(RATE_LIMITS.abuseReportPerAddress, ip);
      const check = await challenges.redeem(body.challenge, body.nonce);
      if (check === 'invalid') throw new AppError('BAD_REQUEST', ABUSE_MESSAGES.challengeInvalid);
      if (check === 'used') throw new AppError('BAD_REQUEST', ABUSE_MESSAGES.challengeUsed);

      const site = await findSite(body.site);
      const reporterEmail = body.reporterEmail.toLowerCase();
      await rateLimits.consumeAttempt(RATE_LIMITS.abuseReportPerReporter, reporterEmail);
      await rateLimits.consumeAttempt(RATE_LIMITS.abuseReportPerSite, site.id);

      const evidenceUrls = [...new Set(body.evidenceUrls)];
      const { report } = await db.transaction(async (tx) => {
        await lockSiteReports(tx, site.id);
        const row = await insertReport(tx, {
          hostingAccountId: site.id,
          ownerUserId: site.userId,
          domain: site.domain,
          category: body.category,
          evidenceUrls,
          details: body.details || null,
          reporterEmail,
          createdAt: now(),
        });
        // The reporter's address is not in the event: the log is read by more people than the queue.
        await audit.record(tx, {
          action: 'abuse.report_received',
          actorId: null,
          targetType: 'abuse_report',
          targetId: row.id,
          details: { domain: site.domain, category: body.category, evidenceCount: evidenceUrls.length },
        });
        const settings = await loadAbuseSettings(tx);
        const started =
          settings.autoSuspendEnabled && site.status === 'active'
            ? await autoSuspension.startIfDue(
                tx,
                site.id,
                settings.autoSuspendThreshold,
                new Date(now().getTime() - ABUSE_AUTO_SUSPEND_WINDOW_MS),
              )
            : null;
        // A report names the site: the content scan looks at it now, ahead of the others.
        await scanFirst(tx, site.id, 'report');
        return { report: row, autoSuspensionId: started };
      });
      deps.jobs.nudge();
      log.info(
        { event: 'abuse-report-received', reportId: report.id, hostingAccountId: site.id, category: body.category },
        'abuse report received',
      );
      return { message: ABUSE_MESSAGES.reportReceived, id: report.id };
    },
  };
}
