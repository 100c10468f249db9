import { ShieldAlert } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-time';
import { formatAge } from '../lib/format-age';

const minutes = (value: number | null) => (value === null ? '—' : formatAge(Math.round(value * 60)));

/** The abuse content scan: its queue and when it next runs, with the detection's headline figures. */
export function AbuseScanCard({ abuseScan }: { abuseScan: SystemStatusResponse['abuseScan'] }) {
  const figures = [
    { label: 'Scans queued', value: String(abuseScan.queueDepth) },
    {
      label: 'Next scan',
      value: abuseScan.nextRunAt ? formatDateTime(abuseScan.nextRunAt) : '—',
    },
    { label: 'Creation → detection', value: minutes(abuseScan.creationToDetectionMedianMinutes) },
    { label: 'Report → takedown', value: minutes(abuseScan.reportToTakedownMedianMinutes) },
    {
      label: 'False positives',
      value: abuseScan.falsePositiveRate === null ? '—' : `${Math.round(abuseScan.falsePositiveRate * 100)} %`,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-primary" aria-hidden="true" />
          Abuse scan
        </CardTitle>
        <CardDescription>
          Every live site is scanned weekly, new sites after 5 minutes, 1 hour and 24 hours, reported sites at once.
          Medians over the last 90 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {figures.map(({ label, value }) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
