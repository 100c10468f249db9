import { withDayStage } from './harness.js';
import { machineLoad } from './memory.js';
import { writeDayResult, type DayResult } from './result.js';
import { countStorm, judgeStorm, whmChangesOf } from './storm-check.js';
import { describeStorm, planStorm } from './storm-plan.js';
import { deliver, deliverAll, handledEvents, renew, stripeReads, subscribe } from './storm-setup.js';
import { DAY_SIZES, REDELIVERED_SHARE } from './sizes.js';
import { Samples } from './stats.js';
import { paced } from './traffic.js';

// The first of the month: DAY_SIZES.renewalsPaid invoice.paid and renewalsFailed invoice.payment_failed events (with
// the other events Stripe sends with them), over DAY_SIZES.stormSeconds, a fifth delivered twice and out of order, to
// both instances. Accepted rate and p99; the time until every event is applied against the time Stripe's read rate
// limit allows for the reads the events made; each effect counted once in the database and the sandboxes.

/** Stripe's live-mode rate limit for reads (docs.stripe.com/rate-limits: 100 read operations a second). */
export const STRIPE_READS_PER_SECOND = 100;
export const STORM_TARGET = { drainWithin: 1.5 };

export async function renewalStorm(): Promise<DayResult> {
  const loadBefore = machineLoad();
  const { renewalsPaid: paid, renewalsFailed: failed, stormSeconds } = DAY_SIZES;
  return withDayStage({ stripe: true }, async (stage) => {
    const stripe = stage.stripe!;
    console.log(`renewal storm: ${paid + failed} monthly donations through the app's checkout…`);
    const subscriptions = await subscribe(stage, paid + failed);
    const setUp = await handledEvents(stripe);
    await deliverAll(stage, setUp);
    const sandboxes = async () => ({
      smtpReceived: stage.smtp.received.length,
      whmChanges: whmChangesOf((await stage.whm.calls()).byFunction),
    });
    const known = new Set(setUp.map((e) => e.id));
    console.log(`renewal storm: renewing ${subscriptions.length} subscriptions…`);
    await renew(stage, subscriptions, failed);
    const events = (await handledEvents(stripe)).filter((e) => !known.has(e.id));
    const types = events.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.type]: (acc[e.type] ?? 0) + 1 }), {});
    // The first payments applied and their receipts sent before the counts start.
    const { counts: before } = await countStorm(stage.databaseUrl, sandboxes);
    const plan = planStorm(
      events.map((e) => e.id),
      stormSeconds * 1000,
      REDELIVERED_SHARE,
      stage.instances.length,
    );

    console.log(`renewal storm: ${plan.length} deliveries of ${events.length} events over ${stormSeconds} s…`);
    const readsBefore = await stripeReads(stripe);
    const readsPerSecond: number[] = [];
    let lastReads = readsBefore;
    const sampler = setInterval(() => {
      void stripeReads(stripe).then((n) => {
        readsPerSecond.push(n - lastReads);
        lastReads = n;
      });
    }, 1000);
    const samples = new Samples();
    const statuses: Record<number, number> = {};
    const sent = await paced(
      plan,
      (d) => d.atMs,
      async (d) => {
        const res = await deliver(stage, events[d.event]!, d.instance);
        samples.add('delivery', res.ms);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      },
    );
    const { drainSeconds: drainAfterSending, counts: after } = await countStorm(stage.databaseUrl, sandboxes);
    // From the first delivery until the last event job completed (the mail's wait after it is not the queue's).
    const totalSeconds = sent.seconds + drainAfterSending;
    clearInterval(sampler);
    const reads = (await stripeReads(stripe)) - readsBefore;

    const accepted = statuses[200] ?? 0;
    const failures = judgeStorm(before, after, { distinctEvents: events.length, paid, failed });
    if (accepted !== plan.length)
      failures.push(`${plan.length - accepted} deliveries were not accepted: ${JSON.stringify(statuses)}`);
    // Events cannot be applied before they arrive: the least time is the storm's own length or the reads' at Stripe's limit.
    const allowedSeconds = Math.max(sent.seconds, reads / STRIPE_READS_PER_SECOND);
    const delivery = samples.summary().delivery!;
    return writeDayResult({
      scenario: 'renewal-storm',
      description: `${paid} invoice.paid and ${failed} invoice.payment_failed renewals (${events.length} events with the rest Stripe sends) over ${stormSeconds} s, ${Math.round(REDELIVERED_SHARE * 100)} % delivered twice and out of order, to two instances`,
      sizes: { scale: Number(process.env.BENCH_DAY_SCALE ?? 1), paid, failed, stormSeconds, events: events.length },
      loadBefore,
      figures: {
        eventTypes: types,
        deliveries: describeStorm(plan),
        statuses,
        acceptedPerSecond: Number((accepted / sent.seconds).toFixed(1)),
        delivery,
        lateStarts: sent.lateStarts,
        sendSeconds: Number(sent.seconds.toFixed(1)),
        drainAfterSendingSeconds: drainAfterSending,
        firstDeliveryToAppliedSeconds: Number(totalSeconds.toFixed(1)),
        stripeReads: reads,
        stripeReadsPerEvent: Number((reads / Math.max(1, events.length)).toFixed(2)),
        stripeReadsPerSecondPeak: Math.max(0, ...readsPerSecond),
        secondsStripeAllows: Number(allowedSeconds.toFixed(1)),
        countsBefore: before,
        countsAfter: after,
      },
      targets: [
        {
          name: 'first delivery until every event applied, against the time Stripe allows',
          target: `≤ ${STORM_TARGET.drainWithin} × ${allowedSeconds.toFixed(1)} s`,
          measured: Number(totalSeconds.toFixed(1)),
          met: totalSeconds <= STORM_TARGET.drainWithin * allowedSeconds,
        },
        {
          name: 'exactly once: receipts, ledger, dunning mails, SMTP, no WHM change',
          target: 'no failure',
          measured: failures.length || 'none',
          met: failures.length === 0,
        },
      ],
      failures,
    });
  });
}
