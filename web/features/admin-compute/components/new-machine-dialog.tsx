import { CircleCheck, Rocket } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { CloudProviderInfo, ProvisionResult } from '../../../../contract/compute.js';
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
import { useMessages } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/locale';
import { useProviderCatalogue, useProvisionForUser } from '../api/provider-launch';
import { computeMessages } from '../i18n';
import { planOption } from '../plan-option';
import { detailsOrMessage } from '../server-error';

function Launched({ result, onClose }: { result: ProvisionResult; onClose: () => void }) {
  const t = useMessages(computeMessages);
  // [label, value, copyable]: the sign-in details get a copy button, the machine's name and region do not.
  const rows: [string, string | null, boolean][] = [
    [t('summaryMachine'), result.name ?? result.instanceId, false],
    [t('summaryRegion'), result.region, false],
    [t('summaryUsername'), result.adminUsername, true],
    [t('summaryPassword'), result.adminPassword, true],
  ];
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('machineRequested')}</DialogTitle>
      </DialogHeader>
      <section
        aria-label={t('provisioningSummary')}
        className="grid gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      >
        <p className="flex items-start gap-2 font-semibold">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          {result.message}
        </p>
        <dl className="grid gap-2">
          {rows.map(([label, value, copy]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">{label}</dt>
              <dd className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 break-all font-mono">{value ?? '–'}</span>
                {value && copy && <CopyButton value={value} label={label} />}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">{t('machineOwnerSignsIn')}</p>
      </section>
      <DialogFooter>
        <Button onClick={onClose}>{t('done')}</Button>
      </DialogFooter>
    </div>
  );
}

function NewMachineForm({ provider, onClose }: { provider: CloudProviderInfo; onClose: () => void }) {
  const t = useMessages(computeMessages);
  const locale = useLocale();
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
    if (!accountId || !userId || !region || !plan || !osId) return setProblem(t('adminProvisionRequired'));
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
            title: t('provisioningFailed'),
            description: detailsOrMessage(error, t('provisioningFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

  if (result) return <Launched result={result} onClose={onClose} />;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('newMachine', { provider: provider.label })}</DialogTitle>
        <DialogDescription>{t('newMachineDescription', { provider: provider.label })}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldSelect
          id="ndo-account"
          label={t('fieldAccount')}
          placeholder={t('selectAccount')}
          value={values.accountId}
          onChange={set('accountId')}
          options={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        />
        <FieldSelect
          id="ndo-user"
          label={t('fieldUser')}
          placeholder={users.isPending ? t('loadingUsers') : t('selectUser')}
          value={values.userId}
          onChange={set('userId')}
          options={(users.data ?? []).map((u) => ({
            value: String(u.id),
            label: u.email ? `${u.username} (${u.email})` : u.username,
          }))}
        />
        <FieldSelect
          id="ndo-region"
          label={t('fieldRegion')}
          placeholder={catalogue.isFetching ? t('loading') : t('selectRegion')}
          value={values.region}
          onChange={set('region')}
          options={(catalogue.data?.regions ?? []).map((r) => ({ value: r.id, label: `${r.city} (${r.id})` }))}
        />
        <FieldSelect
          id="ndo-plan"
          label={t('fieldSize')}
          placeholder={t('selectSize')}
          value={values.plan}
          onChange={set('plan')}
          options={plans.map((p) => ({
            value: p.id,
            label: planOption(p, (price) => t('perMonth', { price }), locale),
          }))}
        />
        <FieldSelect
          id="ndo-os"
          label={t('fieldImage')}
          placeholder={t('selectImage')}
          value={values.osId}
          onChange={set('osId')}
          options={(catalogue.data?.operatingSystems ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        />
        <TextField
          id="ndo-label"
          label={t('fieldName')}
          optional
          maxLength={64}
          value={values.label}
          onChange={set('label')}
        />
      </div>
      {catalogue.isError && (
        <p role="alert" className="text-sm text-destructive">
          {detailsOrMessage(catalogue.error, t('providerMetaFailed', { provider: provider.label }))}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={provision.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={provision.isPending}>
          <Rocket aria-hidden="true" />
          {provision.isPending ? t('provisioning') : t('provisionMachine')}
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
