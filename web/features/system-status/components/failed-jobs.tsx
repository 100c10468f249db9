import { RotateCcw } from 'lucide-react';
import { SYSTEM_STATUS_MESSAGES, type FailedJob } from '../../../../contract/system-status.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useRetryJob } from '../api/retry-job';
import { When } from './when';

/** Jobs that ran out of attempts, newest first, each with Retry (queued again with its attempts restored). */
export function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const retry = useRetryJob();
  const retryJob = (id: number) =>
    retry.mutate(id, {
      onSuccess: ({ message }) => toast({ title: message }),
      onError: (error) =>
        toast({
          title: SYSTEM_STATUS_MESSAGES.retryFailed,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No failed jobs.</p>;
  return (
    <ul aria-label="Failed jobs" className="grid gap-2">
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
            <p className="text-xs text-muted-foreground">
              Failed <When at={job.failedAt} /> after {job.attempts} of {job.maxAttempts} attempts
            </p>
            {job.lastError && <p className="text-xs text-destructive [overflow-wrap:anywhere]">{job.lastError}</p>}
          </div>
          <Button
            size="sm"
            variant="outline"
            className="w-fit shrink-0"
            aria-label={`Retry job ${job.id}`}
            disabled={retry.isPending && retry.variables === job.id}
            onClick={() => retryJob(job.id)}
          >
            <RotateCcw aria-hidden="true" />
            {retry.isPending && retry.variables === job.id ? 'Retrying...' : 'Retry'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
