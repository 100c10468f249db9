import type { AbuseDetectionFigures } from '../../../../contract/abuse-detection.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCountIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

/** The figures an operator steers by, over the last 90 days. */
export function DetectionFiguresCard({ figures }: { figures: AbuseDetectionFigures }) {
  const t = useMessages(abuseMessages);
  const locale = useLocale();
  const count = (n: number) => formatCountIn(locale, n);
  const minutes = (value: number | null) =>
    value === null
      ? '—'
      : value < 120
        ? t('minutes', { value: count(Math.round(value)) })
        : t('hours', { value: count(Math.round(value / 6) / 10) });
  const tiles = [
    { label: t('creationToDetection'), value: minutes(figures.creationToDetection.medianMinutes) },
    { label: t('reportToTakedown'), value: minutes(figures.reportToTakedown.medianMinutes) },
    {
      label: t('falsePositiveRate'),
      value:
        figures.falsePositiveRate === null
          ? '—'
          : t('falsePositiveValue', {
              percent: count(Math.round(figures.falsePositiveRate * 100)),
              reversed: count(figures.reversed),
              actedOn: count(figures.actedOn),
            }),
    },
    { label: t('scansQueued'), value: count(figures.scanQueue.depth) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('figuresTitle')}</CardTitle>
        <CardDescription>{t('figuresIntro')}</CardDescription>
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
            <p className="font-medium">{t('bySource')}</p>
            {/* Sources and signals are the scan's own identifiers, shown as code. */}
            <p className="text-muted-foreground">
              {figures.bySource.map((s) => `${s.source} ${count(s.count)}`).join(' · ') || t('noneYet')}
            </p>
          </div>
          <div>
            <p className="font-medium">{t('bySignal')}</p>
            <p className="text-muted-foreground">
              {figures.bySignal.map((s) => `${s.signal} ${count(s.count)}`).join(' · ') || t('noneYet')}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
