import type { AbuseDetectionFigures } from '../../../../contract/abuse-detection.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const minutes = (value: number | null) =>
  value === null ? '—' : value < 120 ? `${Math.round(value)} min` : `${Math.round(value / 6) / 10} h`;

/** The figures an operator steers by, over the last 90 days. */
export function DetectionFiguresCard({ figures }: { figures: AbuseDetectionFigures }) {
  const tiles = [
    { label: 'Creation → detection (median)', value: minutes(figures.creationToDetection.medianMinutes) },
    { label: 'Report → takedown (median)', value: minutes(figures.reportToTakedown.medianMinutes) },
    {
      label: 'False-positive rate',
      value:
        figures.falsePositiveRate === null
          ? '—'
          : `${Math.round(figures.falsePositiveRate * 100)} % (${figures.reversed} of ${figures.actedOn})`,
    },
    { label: 'Scans queued', value: String(figures.scanQueue.depth) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Detection figures</CardTitle>
        <CardDescription>The last 90 days of cases; also in /api/admin/metrics.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {tiles.map(({ label, value }) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="font-medium">Detections by source</p>
            <p className="text-muted-foreground">
              {figures.bySource.map((s) => `${s.source} ${s.count}`).join(' · ') || 'none yet'}
            </p>
          </div>
          <div>
            <p className="font-medium">Detections by signal</p>
            <p className="text-muted-foreground">
              {figures.bySignal.map((s) => `${s.signal} ${s.count}`).join(' · ') || 'none yet'}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
