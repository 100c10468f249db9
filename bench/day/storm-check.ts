import pg from 'pg';
import { countApplied, countOf, type IngestCounts } from '../ingest/count.js';

// The storm's proof, counted in the database (and the sandboxes) before and after: each renewal applied exactly once.

/** The ingest's counts (bench/ingest/count.ts) and what a renewal adds: dunning mail, and what the sandboxes saw. */
export type StormCounts = Omit<IngestCounts, 'drainSeconds'> & {
  dunningMails: number;
  /** Mail the outbox has not handed to SMTP yet. */
  mailsUnsent: number;
  /** Mails the sandbox SMTP received. */
  smtpReceived: number;
  /**
   * Calls the sandbox WHM answered that change an account or a package (none expected: donations host nothing). The
   * instances' own schedule still reads WHM (the package list, the version) during the storm; reads change nothing.
   */
  whmChanges: number;
};

/** The WHM API functions the app calls that only read (integrations/whm): the rest change something. */
const WHM_READS = new Set([
  'version',
  'listaccts',
  'listpkgs',
  'accountsummary',
  'showbw',
  'get_autossl_problems_for_user',
  'parse_dns_zone',
]);

/** Pure: the calls of a WHM sandbox's per-function count that change something. */
export const whmChangesOf = (byFunction: Record<string, number>) =>
  Object.entries(byFunction).reduce((n, [fn, count]) => (WHM_READS.has(fn) ? n : n + count), 0);

/** Waits (bounded) until the outbox has handed every queued mail to SMTP, so the sandbox's count is complete. */
async function waitForMail(client: pg.Client, deadlineMs = 600_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if ((await countOf(client, `select count(*) as n from mail_outbox where status = 'queued'`)) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Waits until every event job has run (`drainSeconds`: how long that took from this call), then until the outbox has
 * sent its mail, then counts: the database's rows and the sandboxes' own records.
 */
export async function countStorm(
  databaseUrl: string,
  sandboxes: () => Promise<{ smtpReceived: number; whmChanges: number }>,
): Promise<{ drainSeconds: number; counts: StormCounts }> {
  const { drainSeconds, ...applied } = await countApplied(databaseUrl, 1_800_000);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await waitForMail(client);
    const counts: StormCounts = {
      ...applied,
      dunningMails: await countOf(client, `select count(*) as n from mail_outbox where template = 'payment-failed'`),
      mailsUnsent: await countOf(client, `select count(*) as n from mail_outbox where status = 'queued'`),
      ...(await sandboxes()),
    };
    return { drainSeconds, counts };
  } finally {
    await client.end();
  }
}

export interface StormExpected {
  distinctEvents: number;
  paid: number;
  failed: number;
}

/** Pure: what changed over the storm against what was sent. Every way an event is lost or applied twice is named. */
export function judgeStorm(before: StormCounts, after: StormCounts, expected: StormExpected): string[] {
  const d = (k: keyof StormCounts) => after[k] - before[k];
  const failures: string[] = [];
  const want = (what: string, got: number, wanted: number) => {
    if (got < wanted) failures.push(`${what}: ${got} of ${wanted} (${wanted - got} lost)`);
    if (got > wanted) failures.push(`${what}: ${got} for ${wanted} (${got - wanted} twice)`);
  };
  want('events stored', d('storedEvents'), expected.distinctEvents);
  want('events processed', d('processedEvents'), expected.distinctEvents);
  if (after.failedEvents) failures.push(`${after.failedEvents} events failed`);
  if (after.eventJobsNotCompleted) failures.push(`${after.eventJobsNotCompleted} event jobs did not complete`);
  want('ledger rows of renewals', d('ledgerPayments'), expected.paid);
  if (after.ledgerPayments !== after.distinctLedgerKeys)
    failures.push(`${after.ledgerPayments - after.distinctLedgerKeys} ledger rows share a payment key (applied twice)`);
  want('receipt mails of renewals', d('receiptMails'), expected.paid);
  want('dunning mails', d('dunningMails'), expected.failed);
  want('mails received by the SMTP server', d('smtpReceived'), expected.paid + expected.failed);
  if (d('whmChanges'))
    failures.push(`${d('whmChanges')} WHM changes during a storm of donation renewals (none expected)`);
  return failures;
}
