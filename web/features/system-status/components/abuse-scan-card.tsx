import { ShieldAlert } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { formatAge } from '../lib/format-age';
import { systemStatusMessages } from '../i18n';

/** The abuse content scan: its queue and when it next runs, with the detection's headline figures. */
export function AbuseScanCard({ abuseScan }: { abuseScan: SystemStatusResponse['abuseScan'] }) {
  const t = useMessages(systemStatusMessages);
  const minutes = (value: number | null) => (value === null ? '—' : formatAge(t, Math.round(value * 60)));
  const figures = [
    { label: t('scansQueued'), value: String(abuseScan.queueDepth) },
    {
      label: t('nextScan'),
      value: abuseScan.nextRunAt ? formatDateTime(abuseScan.nextRunAt) : '—',
    },
    { label: t('creationToDetection'), value: minutes(abuseScan.creationToDetectionMedianMinutes) },
    { label: t('reportToTakedown'), value: minutes(abuseScan.reportToTakedownMedianMinutes) },
    {
      label: t('falsePositives'),
      value:
        abuseScan.falsePositiveRate === null
          ? '—'
          : t('percent', { percent: Math.round(abuseScan.falsePositiveRate * 100) }),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-primary" aria-hidden="true" />
          {t('abuseScan')}
        </CardTitle>
        <CardDescription>{t('abuseScanLead')}</CardDescription>
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
