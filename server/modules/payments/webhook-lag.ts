import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stripeEvents } from '../../db/schema/index.js';

// Webhook lag, for System → Status and /api/admin/metrics: the time from Stripe's `created` on an event to the moment
// its job processed it here. Stripe's clock starts it, so the figure includes Stripe's own delivery delay and our
// queue. One read over the events received in the window (stripe_events_created_idx); an event still waiting is
// counted with its age so far, so a stuck queue shows as growing lag, not as silence.

export const WEBHOOK_LAG_WINDOW_MINUTES = 15;

export interface WebhookLagFigures {
  /** Events received in the window and processed. */
  processed: number;
  /** Events received in the window and not processed yet (received, or failed and retried by their job). */
  unprocessed: number;
  /** Median and 99th percentile of created → processed over the processed ones, in seconds; null when none. */
  p50Seconds: number | null;
  p99Seconds: number | null;
  /** Age (from Stripe's `created`) of the oldest event in the window not processed yet; null when none waits. */
  oldestUnprocessedSeconds: number | null;
}

export async function readWebhookLag(db: DbOrTx, now: Date): Promise<WebhookLagFigures> {
  const since = new Date(now.getTime() - WEBHOOK_LAG_WINDOW_MINUTES * 60_000).toISOString();
  const lag = sql`extract(epoch from (${stripeEvents.processedAt} - ${stripeEvents.stripeCreatedAt}))`;
  const done = sql`${stripeEvents.status} = 'processed'`;
  const [row] = await db
    .select({
      processed: sql<number>`(count(*) filter (where ${done}))::int`,
      unprocessed: sql<number>`(count(*) filter (where not ${done}))::int`,
      p50: sql<number | null>`percentile_cont(0.5) within group (order by ${lag}) filter (where ${done})`,
      p99: sql<number | null>`percentile_cont(0.99) within group (order by ${lag}) filter (where ${done})`,
      oldest: sql<string | null>`min(${stripeEvents.stripeCreatedAt}) filter (where not ${done})`,
    })
    .from(stripeEvents)
    .where(sql`${stripeEvents.createdAt} > ${since}::timestamptz`);
  const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.max(0, Number(value)));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    processed: row?.processed ?? 0,
    unprocessed: row?.unprocessed ?? 0,
    p50Seconds: seconds(row?.p50),
    p99Seconds: seconds(row?.p99),
    oldestUnprocessedSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : null,
  };
}
