import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { RefreshCw, Server } from 'lucide-react';
import type { MyInstance } from '../../../../contract/compute.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMyInstances } from '../api/get-my-instances';
import { useNow } from '../hooks/use-now';
import { InstanceCard } from './instance-card';

/** Newest first by createdAt, whatever order the answer came in. */
function newestFirst(instances: MyInstance[]): MyInstance[] {
  return [...instances].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** 001 §2 'My Compute Instances': refreshed every 20 seconds, Refresh button, loading and empty states. */
export function MyInstances({ isAdmin }: { isAdmin: boolean }) {
  const instances = useMyInstances();
  const now = useNow();
  const t = useMessages(computeMessages);
  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Server className="size-5 text-primary" aria-hidden="true" />
            {t('myInstances')}
          </CardTitle>
          <CardDescription>{t('refreshLead')}</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => void instances.refetch()} disabled={instances.isFetching}>
          <RefreshCw className={instances.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
      <CardContent>
        {instances.isPending ? (
          <Spinner label={t('loadingInstances')} />
        ) : instances.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(instances.error, t('myInstancesFailed'))}
          </p>
        ) : instances.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('noInstances')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {newestFirst(instances.data).map((instance) => (
              <li key={`${instance.source}-${instance.id}`} className="min-w-0">
                <InstanceCard instance={instance} isAdmin={isAdmin} now={now} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
