import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../../../contract/accounts.js';
import type { ProvisionResult } from '../../../../contract/compute.js';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { COMPUTE_META_KEY, useComputeMeta } from '../api/get-compute-meta';
import { ActiveProviderCard } from './active-provider-card';
import { AdminNavigationCard } from './admin-navigation-card';
import { CatalogueLaunchCard } from './catalogue-launch-card';
import { ExtraRunReturn } from './extra-run-return';
import { MyInstances } from './my-instances';
import { ProvisionSummary } from './provision-summary';
import { TrialLaunchCard } from './trial-launch-card';

/**
 * /compute (001 §2): admin shortcuts, the active provider's launch card and facts, the summary, my instances.
 * `addEmailCard`: the add-email card the route passes in (another feature's), the trial's next step when needed.
 */
export function ComputePage({ user, addEmailCard }: { user: User; addEmailCard?: ReactNode }) {
  const isAdmin = user.role === 'admin';
  const meta = useComputeMeta();
  const t = useMessages(computeMessages);
  const queryClient = useQueryClient();
  // An e-mail added on this page changes what the trial card says.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: COMPUTE_META_KEY });
  }, [user.email, queryClient]);
  const [result, setResult] = useState<ProvisionResult | null>(null);
  const warned = useRef(false);

  useEffect(() => {
    if (!meta.isError || warned.current) return;
    warned.current = true;
    toast({
      title: t('computeMetaFailed'),
      description: errorMessage(meta.error, t('computeMetaFailed')),
      variant: 'destructive',
    });
  }, [meta.isError, meta.error, t]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('pageTitle')} description={t('pageLead')} />
      {isAdmin && <AdminNavigationCard />}
      {meta.isPending ? (
        <Spinner label={t('loadingOptions')} />
      ) : meta.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(meta.error, t('computeMetaFailed'))}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
            {/* The active provider says how it launches: a catalogue to pick from, or the fixed trial. */}
            {meta.data.provider && meta.data.launchMode === 'catalogue' ? (
              <CatalogueLaunchCard meta={meta.data} isAdmin={isAdmin} onLaunched={setResult} />
            ) : meta.data.provider && meta.data.launchMode === 'trial' ? (
              <>
                <ExtraRunReturn provider={meta.data.provider} onLaunched={setResult} />
                <TrialLaunchCard
                  meta={meta.data}
                  isAdmin={isAdmin}
                  onLaunched={setResult}
                  addEmailCard={addEmailCard}
                />
              </>
            ) : (
              <Card>
                <div className="p-6 text-sm text-muted-foreground">{t('notConfigured')}</div>
              </Card>
            )}
            {result && <ProvisionSummary result={result} onDismiss={() => setResult(null)} />}
          </div>
          <ActiveProviderCard meta={meta.data} />
        </div>
      )}
      <MyInstances isAdmin={isAdmin} />
    </div>
  );
}
