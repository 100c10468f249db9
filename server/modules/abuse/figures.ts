import type { AbuseDetectionFigures } from '../../../contract/abuse-detection.js';
import type { AbuseDeps } from './deps.js';
import { listCasesForFigures, listReportTakedowns, listReportTimesOfSites } from './detection-repo.js';
import type { ScanSchedule } from './scan/scan-schedule.js';

// The figures an operator steers by, over the last 90 days of cases: how soon the check catches a new site, how soon
// a reported site is taken down, what finds abuse (by source and by signal), and how often it is wrong.

const WINDOW_MS = 90 * 24 * 3600_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;

export function createFigures({ db, now }: Pick<AbuseDeps, 'db' | 'now'>, schedule: ScanSchedule) {
  return async function readFigures(): Promise<AbuseDetectionFigures> {
    const since = new Date(now().getTime() - WINDOW_MS);
    const rows = await listCasesForFigures(db, since);
    const detections = rows.filter((r) => r.status !== 'reversed');
    // A name held for review is a question, not a finding: it counts once the scan or an admin says abuse. Its case
    // is written in the site's own transaction, where the database's clock and the app's can differ by a moment,
    // so a time below zero is read as zero.
    const creation = detections
      .filter((r) => r.siteCreatedAt && (r.verdict !== 'review' || r.status === 'confirmed'))
      .map((r) => Math.max(0, minutesBetween(r.siteCreatedAt!, r.createdAt)));
    // Report → takedown counts every way a reported site goes down: a scan case (quarantine or confirmation), an
    // admin's action on the reports, the automatic suspension by reports. Each takedown is timed from the first
    // report about the site still open when it happened (a report dismissed long before is another story); a site
    // taken down twice for the same reports counts once, at the first.
    const caseDowns = rows
      .filter((r) => r.status !== 'reversed' && r.hostingAccountId !== null)
      .flatMap((r) => {
        const at = r.suspendedAt ?? (r.status === 'confirmed' ? r.resolvedAt : null);
        return at ? [{ hostingAccountId: r.hostingAccountId!, at }] : [];
      });
    const downs = [...caseDowns, ...(await listReportTakedowns(db, since))].sort((a, b) => +a.at - +b.at);
    const reports = await listReportTimesOfSites(db, [...new Set(downs.map((d) => d.hostingAccountId))]);
    const timed = new Set<string>();
    const takedown: number[] = [];
    for (const down of downs) {
      const open = reports.filter(
        (r) =>
          r.hostingAccountId === down.hostingAccountId &&
          r.createdAt <= down.at &&
          (r.resolvedAt === null || r.resolvedAt >= down.at),
      );
      if (open.length === 0) continue;
      const reportedAt = new Date(Math.min(...open.map((r) => r.createdAt.getTime())));
      const key = `${down.hostingAccountId}:${reportedAt.getTime()}`;
      if (timed.has(key)) continue;
      timed.add(key);
      takedown.push(Math.max(0, minutesBetween(reportedAt, down.at)));
    }
    const bySource = new Map<string, number>();
    const bySignal = new Map<string, number>();
    for (const row of detections) {
      for (const source of new Set(row.signals.map((s) => s.source)))
        bySource.set(source, (bySource.get(source) ?? 0) + 1);
      for (const signal of new Set(row.signals.map((s) => s.signal)))
        bySignal.set(signal, (bySignal.get(signal) ?? 0) + 1);
    }
    const actedOn = rows.filter((r) => r.status !== 'open').length;
    const reversed = rows.filter((r) => r.status === 'reversed').length;
    const queue = await schedule.readQueue();
    const sorted = (map: Map<string, number>) =>
      [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key, count]) => ({ key, count }));
    return {
      creationToDetection: { count: creation.length, medianMinutes: median(creation) },
      reportToTakedown: { count: takedown.length, medianMinutes: median(takedown) },
      bySource: sorted(bySource).map(({ key, count }) => ({ source: key, count })),
      bySignal: sorted(bySignal).map(({ key, count }) => ({ signal: key, count })),
      falsePositiveRate: actedOn > 0 ? reversed / actedOn : null,
      actedOn,
      reversed,
      scanQueue: { depth: queue.depth, nextRunAt: queue.nextRunAt?.toISOString() ?? null },
    };
  };
}
