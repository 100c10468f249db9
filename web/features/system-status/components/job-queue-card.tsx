import { ListOrdered } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { formatAge } from '../lib/format-age';
import { systemStatusMessages } from '../i18n';
import { FailedJobs } from './failed-jobs';
import { QueueKinds } from './queue-kinds';

// The age is drawn emphasised inside the translated sentence: the sentence is formatted around a marker, and the
// age is put where the marker landed (each language places it where its grammar wants).
const SLOT = '\u0000';
function OldestWaiting({ sentence, age }: { sentence: string; age: string }) {
  const [before, after = ''] = sentence.split(SLOT);
  return (
    <>
      {before}
      <span className="font-medium text-foreground">{age}</span>
      {after}
    </>
  );
}

/** The job queue per kind (waiting = due now), how long the oldest due job has waited, and the failed jobs. */
export function JobQueueCard({ queue }: { queue: SystemStatusResponse['queue'] }) {
  const t = useMessages(systemStatusMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListOrdered className="size-5 text-primary" aria-hidden="true" />
          {t('jobQueue')}
        </CardTitle>
        <CardDescription>
          {queue.oldestWaitingSeconds === null ? (
            t('noJobWaiting')
          ) : (
            <OldestWaiting
              sentence={t('oldestWaiting', { age: SLOT })}
              age={formatAge(t, queue.oldestWaitingSeconds)}
            />
          )}{' '}
          {t('scheduledLater')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueueKinds kinds={queue.kinds} />
        <section aria-labelledby="failed-jobs-title" className="grid gap-2">
          <h3 id="failed-jobs-title" className="text-sm font-semibold">
            {t('failedJobs')}
          </h3>
          <FailedJobs jobs={queue.failedJobs} />
        </section>
      </CardContent>
    </Card>
  );
}
