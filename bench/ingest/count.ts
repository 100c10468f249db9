import pg from 'pg';
import { STRIPE_EVENT_JOB } from '../../server/modules/payments/webhooks.js';

/** What the database holds once every stored event's job has run: each figure should equal what was sent or paid. */
export interface IngestCounts {
  /** Seconds from the end of sending until no event job was left to run. */
  drainSeconds: number;
  storedEvents: number;
  processedEvents: number;
  failedEvents: number;
  eventJobs: number;
  eventJobsNotCompleted: number;
  ledgerPayments: number;
  distinctLedgerKeys: number;
  completedDonations: number;
  receiptMails: number;
}

/** The `n` of a count query. */
export async function countOf(client: pg.Client, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** Waits (bounded) until the app's job runner has run every stored event's job, then counts what was applied. */
export async function countApplied(databaseUrl: string, deadlineMs = 600_000): Promise<IngestCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    while (Date.now() - started < deadlineMs) {
      const left = await countOf(
        client,
        `select count(*) as n from jobs where kind = $1 and status in ('queued', 'running')`,
        [STRIPE_EVENT_JOB],
      );
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const drainSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
    return {
      drainSeconds,
      storedEvents: await countOf(client, 'select count(*) as n from stripe_events'),
      processedEvents: await countOf(client, `select count(*) as n from stripe_events where status = 'processed'`),
      failedEvents: await countOf(client, `select count(*) as n from stripe_events where status = 'failed'`),
      eventJobs: await countOf(client, 'select count(*) as n from jobs where kind = $1', [STRIPE_EVENT_JOB]),
      eventJobsNotCompleted: await countOf(
        client,
        `select count(*) as n from jobs where kind = $1 and status <> 'completed'`,
        [STRIPE_EVENT_JOB],
      ),
      ledgerPayments: await countOf(client, 'select count(*) as n from billing_payments'),
      distinctLedgerKeys: await countOf(client, 'select count(distinct payment_key) as n from billing_payments'),
      completedDonations: await countOf(client, `select count(*) as n from donations where status = 'completed'`),
      receiptMails: await countOf(client, `select count(*) as n from mail_outbox where template = 'payment-receipt'`),
    };
  } finally {
    await client.end();
  }
}
