import { ABUSE_DETECTION_MESSAGES } from '../../../../contract/abuse-detection.js';
import type { DbOrTx } from '../../../db/client.js';
import type { AbuseDeps } from '../deps.js';
import type { Cases } from '../cases.js';
import { findOpenCaseOfSite } from '../detection-repo.js';
import type { DetectionSettings } from '../detection-settings.js';
import type { ScanSchedule } from '../scan/scan-schedule.js';
import { scoreName, type NameScore } from './name-scorer.js';

// The name check as hosting's guard (hosting/site-guard.ts): every name claimed goes through it. At or above the
// refuse threshold the claim is refused with one message that names no rule; at or above review the site is made
// as usual and a case opens with the score broken down, and the site is scanned first.

type NameVerdict =
  | { outcome: 'allow' }
  | { outcome: 'refuse'; message: string; review: unknown }
  | { outcome: 'review'; review: unknown };

interface ClaimedSite {
  id: number;
  userId: number;
  domain: string;
  createdAt: Date;
}

export function createNameCheck(
  { log }: Pick<AbuseDeps, 'log'>,
  settings: DetectionSettings,
  cases: Cases,
  schedule: ScanSchedule,
  hostedDomain: string,
) {
  /** The label a free name is judged by: the part before the hosted domain (the shared domain is ours). */
  const labelOf = (domain: string) =>
    domain.endsWith(`.${hostedDomain}`) ? domain.slice(0, -hostedDomain.length - 1) : domain;

  async function judge(domain: string, tx?: DbOrTx, ageDays?: number): Promise<NameVerdict> {
    try {
      const current = await settings.read(tx);
      const result = scoreName(labelOf(domain), current, ageDays);
      if (result.score >= current.nameRefuseThreshold) {
        log.info({ event: 'abuse-name-refused', domain, score: result.score }, 'name refused by the name check');
        return { outcome: 'refuse', message: ABUSE_DETECTION_MESSAGES.nameRefused, review: result };
      }
      if (result.score >= current.nameReviewThreshold) return { outcome: 'review', review: result };
      return { outcome: 'allow' };
    } catch (error) {
      // The check must never stop a claim by failing: the content scan still looks at the site.
      log.warn({ event: 'abuse-name-check-failed', domain, err: error }, 'name check failed; the name passes');
      return { outcome: 'allow' };
    }
  }

  return {
    judge,
    guard: {
      // A free name is a label of our own domain: only a custom domain has a registration age.
      checkName: (domain: string, kind: 'free' | 'custom', tx?: DbOrTx, ageDays?: number) =>
        judge(domain, tx, kind === 'custom' ? ageDays : undefined),
      async nameHeldForReview(tx: DbOrTx, site: ClaimedSite, review: unknown) {
        const result = review as NameScore;
        await cases.record(
          site,
          {
            verdict: 'review',
            threat: 'suspicious',
            score: result.score,
            signals: result.signals.map((s) => ({ source: 'name', ...s })),
            sources: [],
            snippet: null,
            pageUrl: null,
          },
          'name',
          tx,
        );
      },
      async siteWentLive(tx: DbOrTx, site: ClaimedSite) {
        await schedule.siteWentLive(tx, site.id);
        // A name held for review: its first scan goes ahead of every other.
        if (await findOpenCaseOfSite(tx, site.id)) await schedule.scanFirst(tx, site.id, 'name-review');
      },
    },
  };
}
