import { Plus, RefreshCw, Server } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminInstance } from '../../../../contract/compute.js';
import {
  COMPUTE_MESSAGES,
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

const HEADINGS = ['Instance', 'Provider', 'Owner', 'Status', 'Region', 'IP address', 'Time remaining'];

// 001 §4 status badges (the same groups the /compute cards use).
function StatusBadge({ status }: { status: string }) {
  const label =
    ({ halted: 'Stopped', stopped: 'Stopped' } as Record<string, string>)[status] ??
    status.charAt(0).toUpperCase() + status.slice(1);
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
  const [provider, setProvider] = useState<ProviderFilter>('all');
  const [creating, setCreating] = useState<string | null>(null);
  const instances = useAdminInstances(provider);
  // The filter lists every provider the server registers.
  const providers = useCloudProviders();
  const filters = [
    { value: 'all', label: 'All Providers' },
    ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.label })),
  ];
  const launchers = (providers.data ?? []).filter((p) => NEW_INSTANCE_DIALOGS[p.id]);
  const Creating = creating ? NEW_INSTANCE_DIALOGS[creating] : undefined;
  const warned = useRef(false);

  useEffect(() => {
    if (!instances.isError || warned.current) return;
    warned.current = true;
    toast({
      title: COMPUTE_MESSAGES.instancesLoadFailed,
      description: errorMessage(instances.error, 'Please try again.'),
      variant: 'destructive',
    });
  }, [instances.isError, instances.error]);

  const rows = instances.data?.instances ?? [];
  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Server className="size-5 text-primary" aria-hidden="true" />
            Compute Instances
          </CardTitle>
          <CardDescription>
            Every instance launched here, and instances found on a linked account (Remote). Refreshed every 20 seconds.
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <FieldSelect
            id="instances-provider"
            label="Provider"
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
            aria-label="Refresh instances"
            onClick={() => void instances.refetch()}
            disabled={instances.isFetching}
          >
            <RefreshCw className={instances.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          </Button>
          {launchers.map((p) => (
            <Button key={p.id} onClick={() => setCreating(p.id)}>
              <Plus aria-hidden="true" />
              New {p.label} Instance
            </Button>
          ))}
        </div>
      </div>
      <CardContent className="grid gap-3">
        {instances.data?.remoteError && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            Remote instances could not be listed: {instances.data.remoteError}
          </p>
        )}
        {instances.isPending ? (
          <Spinner label="Loading compute instances..." />
        ) : instances.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {COMPUTE_MESSAGES.instancesLoadFailed}
          </p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {COMPUTE_MESSAGES.noComputeInstances}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[52rem] text-sm">
              <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {HEADINGS.map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
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
                          {row.instanceName ?? `Instance #${row.id}`}
                          {row.source === 'remote' && <Badge variant="secondary">Remote</Badge>}
                        </span>
                        <span className="break-all font-mono text-xs text-muted-foreground">
                          {row.providerInstanceId ?? 'Pending'}
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
                    <td className="px-3 py-2 font-mono">{row.ipv4Address || 'Pending'}</td>
                    <td className="px-3 py-2 tabular-nums">{row.isTrial || row.expiresAt ? timeLeft(row) : '–'}</td>
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
