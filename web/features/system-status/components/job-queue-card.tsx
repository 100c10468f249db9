import { ListOrdered } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatAge } from '../lib/format-age';
import { FailedJobs } from './failed-jobs';

const COUNTS = ['waiting', 'scheduled', 'running', 'failed'] as const;

/** The job queue per kind (waiting = due now), how long the oldest due job has waited, and the failed jobs. */
export function JobQueueCard({ queue }: { queue: SystemStatusResponse['queue'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><ListOrdered className="size-5 text-primary" aria-hidden="true" />Job queue</CardTitle>
        <CardDescription>
          Oldest waiting job: <span className="font-medium text-foreground">{formatAge(queue.oldestWaitingSeconds)}</span>.
          Scheduled jobs are due later (a retry's backoff, a trial's expiry).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {queue.kinds.length === 0 ? (
          <p className="text-sm text-muted-foreground">The queue is empty.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm" aria-label="Jobs by kind">
              <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Kind</th>
                  {COUNTS.map((c) => <th key={c} scope="col" className="px-3 py-2 text-right font-medium capitalize">{c}</th>)}
                </tr>
              </thead>
              <tbody className="divide-y">
                {queue.kinds.map((kind) => (
                  <tr key={kind.kind}>
                    <th scope="row" className="px-3 py-2 font-mono text-xs font-medium [overflow-wrap:anywhere]">{kind.kind}</th>
                    {COUNTS.map((c) => (
                      <td key={c} className={`px-3 py-2 text-right tabular-nums ${c === 'failed' && kind.failed > 0 ? 'font-semibold text-destructive' : ''}`}>{kind[c]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <section aria-labelledby="failed-jobs-title" className="grid gap-2">
          <h3 id="failed-jobs-title" className="text-sm font-semibold">Failed jobs</h3>
          <FailedJobs jobs={queue.failedJobs} />
        </section>
      </CardContent>
    </Card>
  );
}
