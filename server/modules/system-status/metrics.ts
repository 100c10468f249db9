import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { HelpFigures } from '../../../contract/help-center.js';
import type { SupportFigures } from '../../../contract/support.js';
import { BREAKER_STATES, type SystemStatusResponse } from '../../../contract/system-status.js';

/** Figures of modules other than the status page's, read by the route beside it. */
export interface ModuleFigures {
  help: HelpFigures;
  support: SupportFigures;
}

// GET /api/admin/metrics: the status page's figures in Prometheus text format. A fresh registry per scrape, filled
// from one status read, so a system or job kind that went away leaves no stale series behind; the Node process
// metrics (memory, event loop, GC) come from one registry kept for the app's life, started at the first scrape.

const ts = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : null);

export function createMetrics() {
  let processRegistry: Registry | undefined;

  function processMetrics(): Registry {
    if (!processRegistry) {
      processRegistry = new Registry();
      collectDefaultMetrics({ register: processRegistry, prefix: 'hostfree_' });
    }
    return processRegistry;
  }

  function figures(status: SystemStatusResponse, modules: ModuleFigures): Registry {
    const registry = new Registry();
    const gauge = (name: string, help: string, labelNames: string[] = []) =>
      new Gauge({ name, help, labelNames, registers: [registry] });

    const up = gauge(
      'hostfree_system_up',
      "1 when the outside system's last call succeeded, 0 when it failed; absent when not configured or not called yet.",
      ['system'],
    );
    const configured = gauge('hostfree_system_configured', '1 when the outside system is configured.', ['system']);
    const lastSuccess = gauge(
      'hostfree_system_last_success_timestamp_seconds',
      'When this instance last reached the system (Unix time).',
      ['system'],
    );
    const lastFailure = gauge(
      'hostfree_system_last_failure_timestamp_seconds',
      'When a call to the system last failed on this instance (Unix time).',
      ['system'],
    );
    const breaker = gauge(
      'hostfree_circuit_breaker_state',
      "1 for the breaker's current state (closed, open, half_open), 0 for the others.",
      ['system', 'state'],
    );
    for (const system of status.systems) {
      const labels = { system: system.id };
      configured.set(labels, system.state === 'not_configured' ? 0 : 1);
      if (system.state === 'ok' || system.state === 'failing') up.set(labels, system.state === 'ok' ? 1 : 0);
      const success = ts(system.lastSuccessAt);
      if (success !== null) lastSuccess.set(labels, success);
      const failure = ts(system.lastFailureAt);
      if (failure !== null) lastFailure.set(labels, failure);
      if (system.breaker)
        for (const state of BREAKER_STATES) breaker.set({ ...labels, state }, system.breaker.state === state ? 1 : 0);
    }

    const depth = gauge(
      'hostfree_job_queue_depth',
      'Jobs per kind: waiting (due now), scheduled (later) and running.',
      ['kind', 'state'],
    );
    const failed = gauge(
      'hostfree_jobs_failed',
      "Jobs per kind that ran out of attempts and wait for an admin's Retry.",
      ['kind'],
    );
    for (const kind of status.queue.kinds) {
      for (const state of ['waiting', 'scheduled', 'running'] as const)
        depth.set({ kind: kind.kind, state }, kind[state]);
      failed.set({ kind: kind.kind }, kind.failed);
    }
    gauge(
      'hostfree_job_queue_oldest_waiting_seconds',
      'How long the longest-waiting due job has waited; 0 when none waits.',
    ).set(status.queue.oldestWaitingSeconds ?? 0);

    const oldestByKind = gauge(
      'hostfree_job_queue_oldest_waiting_seconds_by_kind',
      "How long each kind's longest-waiting due job has waited; 0 when none of that kind waits.",
      ['kind'],
    );
    for (const kind of status.queue.kinds) oldestByKind.set({ kind: kind.kind }, kind.oldestWaitingSeconds ?? 0);

    const { signups, whm, webhook, jobLanes } = status.traffic;
    const laneInFlight = gauge('hostfree_job_lane_in_flight', 'Jobs each lane runs now, on this instance.', ['lane']);
    const laneSlots = gauge('hostfree_job_lane_slots', "Each lane's slots (JOB_LANE_*), on this instance.", ['lane']);
    for (const lane of jobLanes) {
      laneInFlight.set({ lane: lane.lane }, lane.inFlight);
      laneSlots.set({ lane: lane.lane }, lane.concurrency);
    }
    const signupGauge = gauge(
      'hostfree_signups',
      'Accounts created in the window (every instance: read from the database).',
      ['window'],
    );
    signupGauge.set({ window: '1m' }, signups.lastMinute);
    signupGauge.set({ window: '1h' }, signups.lastHour);
    gauge('hostfree_whm_calls_in_flight', 'WHM calls sent and not yet answered, on this instance.').set(whm.inFlight);
    gauge('hostfree_whm_calls_waiting', 'WHM calls waiting for a slot under WHM_MAX_IN_FLIGHT, on this instance.').set(
      whm.waiting,
    );
    gauge('hostfree_whm_calls_in_flight_max', 'WHM_MAX_IN_FLIGHT: the cap on WHM calls in flight per instance.').set(
      whm.cap,
    );
    gauge('hostfree_whm_calls_in_flight_peak', 'The most WHM calls in flight at once since this instance started.').set(
      whm.peak,
    );
    const lag = gauge(
      'hostfree_stripe_webhook_lag_seconds',
      `Seconds from Stripe's created to processed, over the events received in the last ${webhook.windowMinutes} minutes.`,
      ['quantile'],
    );
    if (webhook.lagP50Seconds !== null) lag.set({ quantile: '0.5' }, webhook.lagP50Seconds);
    if (webhook.lagP99Seconds !== null) lag.set({ quantile: '0.99' }, webhook.lagP99Seconds);
    const events = gauge(
      'hostfree_stripe_webhook_events',
      `Stripe events received in the last ${webhook.windowMinutes} minutes, processed or not yet.`,
      ['state'],
    );
    events.set({ state: 'processed' }, webhook.processed);
    events.set({ state: 'unprocessed' }, webhook.unprocessed);
    gauge(
      'hostfree_stripe_webhook_oldest_unprocessed_seconds',
      "Age (from Stripe's created) of the oldest event not processed yet; 0 when none waits.",
    ).set(webhook.oldestUnprocessedSeconds ?? 0);

    gauge('hostfree_mail_outbox_pending', 'Messages in the outbox waiting to be sent.').set(status.outbox.pending);
    gauge('hostfree_mail_outbox_failed', 'Messages the outbox gave up on.').set(status.outbox.failed);
    gauge(
      'hostfree_mail_outbox_oldest_pending_seconds',
      'How long the oldest pending message has waited; 0 when none waits.',
    ).set(status.outbox.oldestPendingSeconds ?? 0);

    const abuse = status.abuseScan;
    gauge('hostfree_abuse_scan_queue_depth', 'Abuse content scans waiting or running.').set(abuse.queueDepth);
    const nextRun = ts(abuse.nextRunAt);
    if (nextRun !== null)
      gauge('hostfree_abuse_scan_next_run_timestamp_seconds', 'When the next abuse scan is due (Unix time).').set(
        nextRun,
      );
    if (abuse.creationToDetectionMedianMinutes !== null)
      gauge(
        'hostfree_abuse_creation_to_detection_median_minutes',
        "Median minutes from a site's creation to its detection (last 90 days).",
      ).set(abuse.creationToDetectionMedianMinutes);
    if (abuse.reportToTakedownMedianMinutes !== null)
      gauge(
        'hostfree_abuse_report_to_takedown_median_minutes',
        'Median minutes from the first report about a site to its takedown (last 90 days).',
      ).set(abuse.reportToTakedownMedianMinutes);
    if (abuse.falsePositiveRate !== null)
      gauge('hostfree_abuse_false_positive_ratio', 'Cases reversed over cases acted on (last 90 days).').set(
        abuse.falsePositiveRate,
      );
    const bySource = gauge('hostfree_abuse_detections_by_source', 'Detections per source (last 90 days).', ['source']);
    for (const row of abuse.bySource) bySource.set({ source: row.source }, row.count);
    const bySignal = gauge('hostfree_abuse_detections_by_signal', 'Detections per signal (last 90 days).', ['signal']);
    for (const row of abuse.bySignal) bySignal.set({ signal: row.signal }, row.count);
    const { help } = modules;
    gauge(
      'hostfree_help_suggestions_opened',
      `Ticket forms where a suggested help article was opened, in the last ${help.days} days.`,
    ).set(help.suggestionsOpened);
    gauge(
      'hostfree_help_deflections',
      `Of those, the ones no ticket followed within the deflection window (the article answered), in the last ${help.days} days.`,
    ).set(help.deflections);
    const votes = gauge('hostfree_help_votes', 'Help article votes, helpful or not.', ['helpful']);
    votes.set({ helpful: 'yes' }, help.helpfulYes);
    votes.set({ helpful: 'no' }, help.helpfulNo);
    const { support } = modules;
    const tickets = gauge('hostfree_support_tickets', 'Support tickets not closed, per status.', ['status']);
    for (const [state, n] of Object.entries(support.openByStatus)) tickets.set({ status: state }, n);
    gauge(
      'hostfree_support_first_response_breaches',
      'Tickets answered after their first-response due time, or still unanswered past it.',
    ).set(support.breaches);
    if (support.medianFirstResponseMinutes !== null)
      gauge('hostfree_support_median_first_response_minutes', 'Median minutes from a ticket to its first answer.').set(
        support.medianFirstResponseMinutes,
      );
    if (support.medianResolutionMinutes !== null)
      gauge('hostfree_support_median_resolution_minutes', 'Median minutes from a ticket to solved.').set(
        support.medianResolutionMinutes,
      );
    return registry;
  }

  return {
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    async render(status: SystemStatusResponse, modules: ModuleFigures): Promise<string> {
      return Registry.merge([figures(status, modules), processMetrics()]).metrics();
    },
  };
}
