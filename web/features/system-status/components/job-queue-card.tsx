import { ListOrdered } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatAge } from '../lib/format-age';
import { FailedJobs } from './failed-jobs';
import { QueueKinds } from './queue-kinds';

/** The job queue per kind (waiting = due now), how long the oldest due job has waited, and the failed jobs. */
export function JobQueueCard({ queue }: { queue: SystemStatusResponse['queue'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListOrdered className="size-5 text-primary" aria-hidden="true" />
          Job queue
        </CardTitle>
        <CardDescription>
          {queue.oldestWaitingSeconds === null ? (
            'No job is waiting.'
          ) : (
            <>
              Oldest waiting job:{' '}
              <span className="font-medium text-foreground">{formatAge(queue.oldestWaitingSeconds)}</span>.
            </>
          )}{' '}
          Scheduled jobs are due later (a retry's backoff, a trial's expiry).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueueKinds kinds={queue.kinds} />
        <section aria-labelledby="failed-jobs-title" className="grid gap-2">
          <h3 id="failed-jobs-title" className="text-sm font-semibold">
            Failed jobs
          </h3>
          <FailedJobs jobs={queue.failedJobs} />
        </section>
      </CardContent>
    </Card>
  );
}
