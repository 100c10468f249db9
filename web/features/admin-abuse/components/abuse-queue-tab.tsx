import { useState } from 'react';
import type { AdminAbuseReport } from '../../../../contract/abuse.js';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAbuseQueue } from '../api/abuse-queue';
import { AbuseSettingsCard } from './abuse-settings-card';
import { ActionDialog, type ActionKind } from './action-dialog';
import { DetectionSection } from './detection-section';
import { ReportCard } from './report-card';
import { ReputationSourcesCard } from './reputation-sources-card';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

/**
 * Admin → Abuse: the open reports oldest first, the handled ones newest first, and the auto-suspension setting; then
 * the automatic detection's cases, figures and settings.
 */
export function AbuseQueueTab() {
  const t = useMessages(abuseMessages);
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [acting, setActing] = useState<{ report: AdminAbuseReport; kind: ActionKind } | null>(null);
  const queue = useAbuseQueue(status);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">{t('reportsTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('reportsIntro')}</p>
        </div>
        <div role="group" aria-label={t('whichReports')} className="flex gap-1">
          <Button
            size="sm"
            variant={status === 'open' ? 'default' : 'outline'}
            aria-pressed={status === 'open'}
            onClick={() => setStatus('open')}
          >
            {t('open')}
          </Button>
          <Button
            size="sm"
            variant={status === 'closed' ? 'default' : 'outline'}
            aria-pressed={status === 'closed'}
            onClick={() => setStatus('closed')}
          >
            {t('handled')}
          </Button>
        </div>
      </div>
      {queue.isPending && <Spinner label={t('loadingReports')} />}
      {queue.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('reportsLoadFailed', { reason: errorMessage(queue.error, t('unknownError')) })}
        </p>
      )}
      {queue.data && queue.data.reports.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {status === 'open' ? t('noOpenReports') : t('noHandledReports')}
        </p>
      )}
      {queue.data?.reports.map((report) => (
        <ReportCard key={report.id} report={report} onAction={(kind) => setActing({ report, kind })} />
      ))}
      <AbuseSettingsCard />
      <ReputationSourcesCard />
      <DetectionSection />
      {acting && <ActionDialog report={acting.report} kind={acting.kind} onClose={() => setActing(null)} />}
    </div>
  );
}
