import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { CircleCheck, Rocket } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { z } from 'zod';
import { adminVultrProvisionBody, type ProvisionResult } from '../../../../contract/compute.js';
import { COMPUTE_MESSAGES, VULTR_BACKUPS_OPTIONS } from '../../../../contract/compute-constants.js';
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
import { errorMessage } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useFieldErrorText } from '../../../lib/i18n/use-field-error';
import { useProvisionVultrForUser } from '../api/vultr-provision';
import { useVultrAccounts } from '../api/vultr-accounts';
import { useVultrMeta } from '../api/vultr-meta';
import { computeMessages } from '../i18n';
import { planOption } from '../plan-option';
import { detailsOrMessage } from '../server-error';
import { SwitchField } from './switch-field';

/** 001 §5: account, user, plan, region and OS are required (one message names them all); the extras as the contract takes them. */
const chosen = z.string().min(1, COMPUTE_MESSAGES.adminProvisionRequired);
const { label, hostname, tag } = adminVultrProvisionBody.shape;
const newInstanceForm = z.object({
  accountId: chosen,
  userId: chosen,
  plan: chosen,
  region: chosen,
  osId: chosen,
  label: label.unwrap().unwrap(),
  hostname: hostname.unwrap().unwrap(),
  tag: tag.unwrap().unwrap(),
  enableIpv6: z.boolean(),
  backups: z.enum(VULTR_BACKUPS_OPTIONS),
});
type Values = z.input<typeof newInstanceForm>;
const EMPTY: Values = {
  accountId: '',
  userId: '',
  plan: '',
  region: '',
  osId: '',
  label: '',
  hostname: '',
  tag: '',
  enableIpv6: false,
  backups: 'disabled',
};
const BACKUP_LABELS = {
  disabled: 'backupsDisabled',
  enabled: 'backupsEnabled',
  scheduled: 'backupsScheduled',
} as const satisfies Record<Values['backups'], string>;

function ResultSummary({ result }: { result: ProvisionResult }) {
  const t = useMessages(computeMessages);
  // [label, value, copyable]; a password the provider has not made yet says when it will be there.
  const rows: [string, string | null, boolean, string][] = [
    [t('summaryInstance'), result.name ?? result.instanceId, false, '–'],
    [t('summaryPlan'), result.plan, false, '–'],
    [t('summaryRegion'), result.region, false, '–'],
    [t('summaryUsername'), result.adminUsername, true, '–'],
    [t('summaryPassword'), result.adminPassword, true, t('passwordShownLater')],
  ];
  return (
    <section
      aria-label={t('provisioningSummary')}
      className="grid gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        {result.message}
      </p>
      <dl className="grid gap-2">
        {rows.map(([label, value, copy, missing]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">{label}</dt>
            <dd className="flex min-w-0 items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 break-all font-mono">{value ?? missing}</span>
              {copy && value && <CopyButton value={value} label={label} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{t('credentialsShownOnce')}</p>
    </section>
  );
}

function NewInstanceForm({ onClose }: { onClose: () => void }) {
  const t = useMessages(computeMessages);
  const fieldError = useFieldErrorText(computeMessages);
  const locale = useLocale();
  const vultrAccounts = useVultrAccounts();
  const users = useUsers();
  const provision = useProvisionVultrForUser();
  const form = useForm<Values, unknown, z.output<typeof newInstanceForm>>({
    resolver: zodFormResolver(newInstanceForm),
    defaultValues: EMPTY,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ProvisionResult | null>(null);
  const [chosenAccount, region] = form.watch(['accountId', 'region']);
  const accountId = chosenAccount ? Number(chosenAccount) : null;
  const meta = useVultrMeta(accountId);
  const warnedFor = useRef<number | null>(null);

  // Pre-select the default (or only) account.
  useEffect(() => {
    const list = vultrAccounts.data;
    if (!list?.length || chosenAccount) return;
    const preferred = list.find((a) => a.isDefault) ?? list[0];
    form.setValue('accountId', String(preferred.id));
  }, [vultrAccounts.data, chosenAccount, form]);

  useEffect(() => {
    if (!meta.isError || warnedFor.current === accountId) return;
    warnedFor.current = accountId;
    toast({
      title: t('vultrMetaFailed'),
      description: errorMessage(meta.error, t('tryAgain')),
      variant: 'destructive',
    });
    // t is left out on purpose: the warning is said once, in the language of that moment.
  }, [meta.isError, meta.error, accountId]);

  const plans = useMemo(
    () => (meta.data?.plans ?? []).filter((p) => !region || p.locations.includes(region)),
    [meta.data, region],
  );

  // Any edit clears the message; another account has other plans, regions and systems; a plan must be sold in the region.
  const plansOf = meta.data?.plans;
  useEffect(() => {
    const watching = form.watch((next, { name }) => {
      setProblem(null);
      if (name === 'accountId') for (const key of ['plan', 'region', 'osId'] as const) form.setValue(key, '');
      if (
        name === 'region' &&
        next.plan &&
        !(plansOf ?? []).some((p) => p.id === next.plan && p.locations.includes(next.region ?? ''))
      )
        form.setValue('plan', '');
    });
    return () => watching.unsubscribe();
  }, [form, plansOf]);

  const submit = form.handleSubmit(
    (values) => {
      const optional = (text: string) => (text ? text : undefined);
      provision.mutate(
        {
          userId: Number(values.userId),
          accountId: Number(values.accountId),
          plan: values.plan,
          region: values.region,
          osId: Number(values.osId),
          label: optional(values.label),
          hostname: optional(values.hostname),
          tag: optional(values.tag),
          enableIpv6: values.enableIpv6,
          backups: values.backups,
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
    },
    (errors) => setProblem(Object.values(errors)[0]?.message ?? COMPUTE_MESSAGES.adminProvisionRequired),
  );

  if (result) {
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t('instanceRequested')}</DialogTitle>
        </DialogHeader>
        <ResultSummary result={result} />
        <DialogFooter>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('newVultrInstance')}</DialogTitle>
        <DialogDescription>{t('newVultrInstanceDescription')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldSelect
          id="nvi-account"
          label={t('fieldAccount')}
          placeholder={t('selectAccount')}
          {...form.register('accountId')}
          options={(vultrAccounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        />
        <FieldSelect
          id="nvi-user"
          label={t('fieldUser')}
          placeholder={users.isPending ? t('loadingUsers') : t('selectUser')}
          {...form.register('userId')}
          options={(users.data ?? []).map((u) => ({
            value: String(u.id),
            label: u.email ? `${u.username} (${u.email})` : u.username,
          }))}
        />
        <FieldSelect
          id="nvi-region"
          label={t('fieldRegion')}
          placeholder={meta.isFetching ? t('loading') : t('selectRegion')}
          {...form.register('region')}
          options={(meta.data?.regions ?? []).map((r) => ({ value: r.id, label: `${r.city}, ${r.country} (${r.id})` }))}
        />
        <FieldSelect
          id="nvi-plan"
          label={t('fieldPlan')}
          placeholder={t('selectPlan')}
          {...form.register('plan')}
          options={plans.map((p) => ({
            value: p.id,
            label: planOption(p, (price) => t('perMonth', { price }), locale),
          }))}
        />
        <FieldSelect
          id="nvi-os"
          label={t('fieldOperatingSystem')}
          placeholder={t('selectOperatingSystem')}
          {...form.register('osId')}
          options={(meta.data?.operatingSystems ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        />
        <FieldSelect
          id="nvi-backups"
          label={t('fieldBackups')}
          {...form.register('backups')}
          options={VULTR_BACKUPS_OPTIONS.map((b) => ({ value: b, label: t(BACKUP_LABELS[b]) }))}
        />
        <TextField id="nvi-label" label={t('fieldLabel')} optional maxLength={64} {...form.register('label')} />
        <TextField
          id="nvi-hostname"
          label={t('fieldHostname')}
          optional
          maxLength={63}
          {...form.register('hostname')}
        />
        <TextField id="nvi-tag" label={t('fieldTag')} optional maxLength={64} {...form.register('tag')} />
        <div className="flex items-end pb-2">
          <Controller
            control={form.control}
            name="enableIpv6"
            render={({ field }) => (
              <SwitchField id="nvi-ipv6" label={t('enableIpv6')} checked={field.value} onChange={field.onChange} />
            )}
          />
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {fieldError(problem)}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={provision.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={provision.isPending}>
          <Rocket aria-hidden="true" />
          {provision.isPending ? t('provisioning') : t('provisionInstance')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 001 §2/§7 New Vultr Instance: account, user, plan, region, OS and the optional extras; osId is sent as a number. */
export function NewVultrInstanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {open && <NewInstanceForm onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
