import { RefreshCw, TriangleAlert } from 'lucide-react';
import { SYSTEM_STATUS_REFRESH_MS } from '../../../../contract/system-status.js';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { useSystemStatus } from '../api/get-system-status';
import { systemStatusMessages } from '../i18n';
import { AbuseScanCard } from './abuse-scan-card';
import { JobQueueCard } from './job-queue-card';
import { OutboxCard } from './outbox-card';
import { SystemsCard } from './systems-card';
import { TrafficCard } from './traffic-card';

/** System → Status: the operator's page (the same figures as GET /api/admin/metrics). */
export function SystemStatusTab() {
  const t = useMessages(systemStatusMessages);
  const status = useSystemStatus();
  if (status.isError && !status.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { error: errorMessage(status.error, t('unknownError')) })}
      </p>
    );
  }
  if (!status.data) return <Spinner label={t('loading')} />;
  const { systems, queue, outbox, abuseScan, traffic, checkedAt, warnings } = status.data;
  return (
    <div className="grid gap-4">
      {warnings.length > 0 && (
        <ul aria-label={t('settingsToMake')} className="grid gap-2">
          {warnings.map((warning) => (
            <li
              key={warning.id}
              className="flex items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              {warning.message}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{t('checked', { at: formatDateTime(checkedAt), seconds: SYSTEM_STATUS_REFRESH_MS / 1000 })}</p>
        <Button size="sm" variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
          <RefreshCw aria-hidden="true" className={status.isFetching ? 'animate-spin' : undefined} />
          {t('refresh')}
        </Button>
      </div>
      <SystemsCard systems={systems} />
      <TrafficCard traffic={traffic} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <JobQueueCard queue={queue} />
        <OutboxCard outbox={outbox} />
      </div>
      <AbuseScanCard abuseScan={abuseScan} />
    </div>
  );
}
