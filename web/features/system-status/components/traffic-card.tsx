import { Activity } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { type Translate, useMessages } from '../../../lib/i18n/messages';
import { systemStatusMessages } from '../i18n';
import { formatAge } from '../lib/format-age';

type Traffic = SystemStatusResponse['traffic'];
type T = Translate<keyof typeof systemStatusMessages.english>;

/** Lag in seconds with one decimal under a minute (webhooks are processed in seconds on a good day). */
const formatLag = (t: T, seconds: number | null) =>
  seconds === null
    ? '—'
    : seconds < 60
      ? t('lagSeconds', { seconds: seconds.toFixed(1) })
      : formatAge(t, Math.round(seconds));

/**
 * A busy day at a glance: sign-ups, WHM calls against this instance's cap, how far behind Stripe's events are, and
 * the jobs each of this instance's lanes runs against its slots.
 */
export function TrafficCard({ traffic }: { traffic: Traffic }) {
  const t = useMessages(systemStatusMessages);
  const { signups, whm, webhook } = traffic;
  const figures = [
    { label: t('signupsLastMinute'), value: String(signups.lastMinute) },
    { label: t('signupsLastHour'), value: String(signups.lastHour) },
    {
      label: t('whmInFlight'),
      value: t('whmInFlightValue', { inFlight: whm.inFlight, cap: whm.cap }),
      alert: whm.inFlight >= whm.cap,
    },
    { label: t('whmWaiting'), value: String(whm.waiting), alert: whm.waiting > 0 },
    { label: t('webhookLagMedian'), value: formatLag(t, webhook.lagP50Seconds) },
    { label: t('webhookLagP99'), value: formatLag(t, webhook.lagP99Seconds) },
    { label: t('stripeEventsWaiting'), value: String(webhook.unprocessed) },
    { label: t('oldestWaitingEvent'), value: formatLag(t, webhook.oldestUnprocessedSeconds) },
    // This instance's job lanes (one lane `all` on PGlite): a lane whose slots are all taken is where work waits.
    ...traffic.jobLanes.map(({ lane, concurrency, inFlight }) => ({
      label: t('laneInFlight', { lane }),
      value: t('laneInFlightValue', { inFlight, slots: concurrency }),
      alert: inFlight >= concurrency,
    })),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" />
          {t('traffic')}
        </CardTitle>
        <CardDescription>{t('trafficLead', { peak: whm.peak, minutes: webhook.windowMinutes })}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl aria-label={t('traffic')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {figures.map(({ label, value, alert }) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={`text-lg font-semibold tabular-nums ${alert ? 'text-destructive' : ''}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
