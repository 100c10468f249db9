import { Plus, RefreshCw, Server } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminInstance } from '../../../../contract/compute.js';
import {
  ENDED_STATUSES,
  formatTimeRemaining,
  RUNNING_STATUSES,
  STARTING_STATUSES,
  STOPPED_STATUSES,
} from '../../../../contract/compute-constants.js';
import { FieldSelect } from '../../../components/field-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAdminInstances, type ProviderFilter } from '../api/admin-instances';
import { useCloudProviders } from '../api/cloud-providers';
import { NEW_INSTANCE_DIALOGS } from './provider-screens';
import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';

const HEADINGS = [
  'headingInstance',
  'provider',
  'headingOwner',
  'headingStatus',
  'headingRegion',
  'headingIp',
  'headingTimeRemaining',
] as const;

/** Each status's word; halted and stopped read the same. */
const STATUS_KEYS: Record<string, keyof typeof computeMessages.english> = {
  pending: 'statusPending',
  provisioning: 'statusProvisioning',
  building: 'statusBuilding',
  active: 'statusActive',
  running: 'statusRunning',
  halted: 'statusStopped',
  stopped: 'statusStopped',
  deleting: 'statusDeleting',
  terminated: 'statusTerminated',
  failed: 'statusFailed',
};

// 001 §4 status badges (the same groups the /compute cards use); a status we do not know is shown capitalised.
function StatusBadge({ status }: { status: string }) {
  const t = useMessages(computeMessages);
  const key = STATUS_KEYS[status];
  const label = key ? t(key) : status.charAt(0).toUpperCase() + status.slice(1);
  const variant = RUNNING_STATUSES.includes(status)
    ? 'success'
    : STARTING_STATUSES.includes(status)
      ? 'secondary'
      : STOPPED_STATUSES.includes(status)
        ? 'outline'
        : 'destructive';
  return <Badge variant={variant}>{label}</Badge>;
}

/** Hours an ended or failed instance will not run are not shown; past its end it reads 'Expired'. */
function timeLeft(row: AdminInstance): string {
  const left = formatTimeRemaining(row.expiresAt);
  return (ENDED_STATUSES.includes(row.status) || row.status === 'failed') && left !== 'Expired' ? '–' : left;
}

/** 001 §2 Compute Instances (admin): every instance with its owner, a provider filter and each provider's New … Instance dialog. */
export function ComputeInstancesAdmin() {
  const t = useMessages(computeMessages);
  const [provider, setProvider] = useState<ProviderFilter>('all');
  const [creating, setCreating] = useState<string | null>(null);
  const instances = useAdminInstances(provider);
  // The filter lists every provider the server registers.
  const providers = useCloudProviders();
  const filters = [
    { value: 'all', label: t('allProviders') },
    ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.label })),
  ];
  const launchers = (providers.data ?? []).filter((p) => NEW_INSTANCE_DIALOGS[p.id]);
  const Creating = creating ? NEW_INSTANCE_DIALOGS[creating] : undefined;
  const warned = useRef(false);

  useEffect(() => {
    if (!instances.isError || warned.current) return;
    warned.current = true;
    toast({
      title: t('instancesLoadFailed'),
      description: errorMessage(instances.error, t('tryAgain')),
      variant: 'destructive',
    });
    // t is left out on purpose: the warning is said once, in the language of that moment.
  }, [instances.isError, instances.error]);

  const rows = instances.data?.instances ?? [];
  // The remaining time's figures ('2d 3h') are the contract's, shared with /compute; 'Expired' is said here.
  const timeLeftText = (row: AdminInstance) => {
    const left = timeLeft(row);
    return left === 'Expired' ? t('expired') : left;
  };
  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Server className="size-5 text-primary" aria-hidden="true" />
            {t('instancesTitle')}
          </CardTitle>
          <CardDescription>{t('instancesIntro')}</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <FieldSelect
            id="instances-provider"
            label={t('provider')}
            hideLabel
            value={provider}
            onChange={(e) => setProvider(e.target.value)}
            options={filters}
            layout={null}
            className="h-10 w-44"
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={t('refreshInstances')}
            onClick={() => void instances.refetch()}
            disabled={instances.isFetching}
          >
            <RefreshCw className={instances.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          </Button>
          {launchers.map((p) => (
            <Button key={p.id} onClick={() => setCreating(p.id)}>
              <Plus aria-hidden="true" />
              {t('newInstance', { provider: p.label })}
            </Button>
          ))}
        </div>
      </div>
      <CardContent className="grid gap-3">
        {instances.data?.remoteError && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            {t('remoteFailed', { reason: instances.data.remoteError })}
          </p>
        )}
        {instances.isPending ? (
          <Spinner label={t('loadingInstances')} />
        ) : instances.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('instancesLoadFailed')}
          </p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('noComputeInstances')}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[52rem] text-sm">
              <thead className="bg-muted/60 text-start text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {HEADINGS.map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {t(h)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {rows.map((row) => (
                  <tr key={`${row.source}-${row.id}`}>
                    <td className="px-3 py-2">
                      <div className="grid gap-0.5">
                        <span className="flex flex-wrap items-center gap-1.5 font-medium">
                          {row.instanceName ?? t('instanceNumber', { id: row.id })}
                          {row.source === 'remote' && <Badge variant="secondary">{t('remote')}</Badge>}
                        </span>
                        <span className="break-all font-mono text-xs text-muted-foreground">
                          {row.providerInstanceId ?? t('pending')}
                        </span>
                      </div>
                    </td>
                    <td className="px-3 py-2">
                      <Badge variant="outline">{row.providerLabel ?? row.cloudProvider}</Badge>
                    </td>
                    <td className="px-3 py-2">
                      {row.owner ? (
                        <span className="grid">
                          <span>{row.owner.username}</span>
                          <span className="text-xs text-muted-foreground">{row.owner.email ?? ''}</span>
                        </span>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={row.status} />
                      {row.error && <p className="mt-1 max-w-[14rem] text-xs text-destructive">{row.error}</p>}
                    </td>
                    <td className="px-3 py-2">{row.region ?? '–'}</td>
                    <td className="px-3 py-2 font-mono">{row.ipv4Address || t('pending')}</td>
                    <td className="px-3 py-2 tabular-nums">{row.isTrial || row.expiresAt ? timeLeftText(row) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      {Creating && <Creating open onClose={() => setCreating(null)} />}
    </Card>
  );
}
