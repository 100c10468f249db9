import { RotateCcw } from 'lucide-react';
import type { FailedJob } from '../../../../contract/system-status.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime, timeAgo } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { useRetryJob } from '../api/retry-job';
import { systemStatusMessages } from '../i18n';

/** Jobs that ran out of attempts, newest first, each with Retry (queued again with its attempts restored). */
export function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const t = useMessages(systemStatusMessages);
  const retry = useRetryJob();
  const retryJob = (id: number) =>
    retry.mutate(id, {
      onSuccess: ({ message }) => toast({ title: message }),
      onError: (error) =>
        toast({
          title: t('retryFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });

  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">{t('noFailedJobs')}</p>;
  return (
    <ul aria-label={t('failedJobs')} className="grid gap-2">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-col gap-2 rounded-lg border p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <p>
              <span className="font-mono font-medium">{job.kind}</span>{' '}
              <span className="text-muted-foreground">#{job.id}</span>
            </p>
            <p className="text-xs text-muted-foreground" title={formatDateTime(job.failedAt)}>
              {t('failedLine', { when: timeAgo(job.failedAt), attempts: job.attempts, maxAttempts: job.maxAttempts })}
            </p>
            {job.lastError && <p className="text-xs text-destructive [overflow-wrap:anywhere]">{job.lastError}</p>}
          </div>
          <Button
            size="sm"
            variant="outline"
            className="w-fit shrink-0"
            aria-label={t('retryJob', { id: String(job.id) })}
            disabled={retry.isPending && retry.variables === job.id}
            onClick={() => retryJob(job.id)}
          >
            <RotateCcw aria-hidden="true" />
            {retry.isPending && retry.variables === job.id ? t('retrying') : t('retry')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
