import { CircleCheck, Rocket } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { CloudProviderInfo, ProvisionResult } from '../../../../contract/compute.js';
import { COMPUTE_MESSAGES } from '../../../../contract/compute-constants.js';
import { useUsers } from '../../../api/users';
import { CopyButton } from '../../../components/copy-button';
import { FieldSelect } from '../../../components/field-select';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { formatPlanGigabytes } from '../../../lib/format-size';
import { useProviderCatalogue, useProvisionForUser } from '../api/provider-launch';
import { detailsOrMessage } from '../server-error';

function Launched({ result, onClose }: { result: ProvisionResult; onClose: () => void }) {
  const rows: [string, string | null][] = [
    ['Machine', result.name ?? result.instanceId],
    ['Region', result.region],
    ['Username', result.adminUsername],
    ['Password', result.adminPassword],
  ];
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Machine requested</DialogTitle>
      </DialogHeader>
      <section
        aria-label="Provisioning summary"
        className="grid gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      >
        <p className="flex items-start gap-2 font-semibold">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          {result.message}
        </p>
        <dl className="grid gap-2">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">{label}</dt>
              <dd className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 break-all font-mono">{value ?? '–'}</span>
                {value && label !== 'Machine' && label !== 'Region' && <CopyButton value={value} label={label} />}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          The owner signs in at the machine's address once it is running. Pass the password on now.
        </p>
      </section>
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </div>
  );
}

function NewMachineForm({ provider, onClose }: { provider: CloudProviderInfo; onClose: () => void }) {
  const accounts = { data: provider.accounts.filter((a) => a.isActive) };
  const users = useUsers();
  const provision = useProvisionForUser(provider.id);
  const [values, setValues] = useState({ accountId: '', userId: '', region: '', plan: '', osId: '', label: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ProvisionResult | null>(null);
  const catalogue = useProviderCatalogue(provider.id, values.accountId ? Number(values.accountId) : null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setProblem(null);
    setValues((v) => ({
      ...v,
      [key]: e.target.value,
      ...(key === 'accountId' ? { region: '', plan: '', osId: '' } : {}),
      ...(key === 'region' ? { plan: '' } : {}),
    }));
  };

  useEffect(() => {
    const list = accounts.data;
    if (!list?.length || values.accountId) return;
    setValues((v) => ({ ...v, accountId: String((list.find((a) => a.isDefault) ?? list[0]!).id) }));
  }, [provider.accounts, values.accountId]);

  const plans = useMemo(
    () => (catalogue.data?.plans ?? []).filter((p) => !values.region || p.locations.includes(values.region)),
    [catalogue.data, values.region],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { accountId, userId, region, plan, osId, label } = values;
    if (!accountId || !userId || !region || !plan || !osId) return setProblem(COMPUTE_MESSAGES.adminProvisionRequired);
    provision.mutate(
      {
        accountId: Number(accountId),
        userId: Number(userId),
        region,
        plan,
        osId: Number(osId),
        label: label.trim() || undefined,
      },
      {
        onSuccess: setResult,
        onError: (error) =>
          toast({
            title: COMPUTE_MESSAGES.provisioningFailed,
            description: detailsOrMessage(error, COMPUTE_MESSAGES.provisioningFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  if (result) return <Launched result={result} onClose={onClose} />;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>New {provider.label} machine</DialogTitle>
        <DialogDescription>
          Launch a machine on a {provider.label} account for a user; it appears on their /compute page.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldSelect
          id="ndo-account"
          label="Account"
          placeholder="Select an account"
          value={values.accountId}
          onChange={set('accountId')}
          options={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        />
        <FieldSelect
          id="ndo-user"
          label="User"
          placeholder={users.isPending ? 'Loading users...' : 'Select a user'}
          value={values.userId}
          onChange={set('userId')}
          options={(users.data ?? []).map((u) => ({
            value: String(u.id),
            label: u.email ? `${u.username} (${u.email})` : u.username,
          }))}
        />
        <FieldSelect
          id="ndo-region"
          label="Region"
          placeholder={catalogue.isFetching ? 'Loading...' : 'Select a region'}
          value={values.region}
          onChange={set('region')}
          options={(catalogue.data?.regions ?? []).map((r) => ({ value: r.id, label: `${r.city} (${r.id})` }))}
        />
        <FieldSelect
          id="ndo-plan"
          label="Size"
          placeholder="Select a size"
          value={values.plan}
          onChange={set('plan')}
          options={plans.map((p) => ({
            value: p.id,
            label: `${p.id} • ${p.vcpu_count} vCPU • ${formatPlanGigabytes(p.ram)} RAM • ${p.disk}GB${p.monthly_cost !== null ? ` • $${p.monthly_cost}/mo` : ''}`,
          }))}
        />
        <FieldSelect
          id="ndo-os"
          label="Image"
          placeholder="Select an image"
          value={values.osId}
          onChange={set('osId')}
          options={(catalogue.data?.operatingSystems ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        />
        <TextField id="ndo-label" label="Name" optional maxLength={64} value={values.label} onChange={set('label')} />
      </div>
      {catalogue.isError && (
        <p role="alert" className="text-sm text-destructive">
          {detailsOrMessage(catalogue.error, `Failed to load ${provider.label} metadata`)}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={provision.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={provision.isPending}>
          <Rocket aria-hidden="true" />
          {provision.isPending ? 'Provisioning...' : 'Provision Machine'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A catalogue provider's machine for a user: account, user, region, size and image (the image's numeric id is sent as osId). */
export function NewMachineDialog({
  provider,
  open,
  onClose,
}: {
  provider: CloudProviderInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {open && <NewMachineForm provider={provider} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
