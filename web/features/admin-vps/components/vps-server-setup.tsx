import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { Pencil, Save, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from '../../../lib/form';
import { VPS_ORDER_STATUSES, type VpsAdminOrder } from '../../../../contract/vps.js';
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { CopyButton } from '../../../components/copy-button';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { useUpdateVpsOrder } from '../api/update-vps-order';
import {
  hasServerDetails,
  orderToServerForm,
  serverFormToBody,
  STATUS_LABELS,
  vpsServerFormSchema,
  type VpsServerFormValues,
} from '../vps-order-form';
import { vpsMessages } from '../i18n';

type T = Translate<keyof typeof vpsMessages.english>;

function Row({ label, value, secret = false }: { label: string; value: string | null; secret?: boolean }) {
  const t = useMessages(vpsMessages);
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 flex-1 whitespace-pre-wrap break-all rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm">
          {value ?? t('notSet')}
        </span>
        {value && secret && <CopyButton value={value} label={label} />}
      </dd>
    </div>
  );
}

export function missingDetailsToast(t: T) {
  toast({ title: t('missingDetailsTitle'), description: t('missingDetails'), variant: 'destructive' });
}

/** The Server Setup tab: the server's details as saved, or the form that sets them (and the status). */
export function VpsServerSetup({ order }: { order: VpsAdminOrder }) {
  const t = useMessages(vpsMessages);
  const tError = useErrorText();
  // The ports' checks give catalogue keys; anything else is the contract's English.
  const errorText = (message: string | undefined) =>
    message && message in vpsMessages.english ? t(message as keyof typeof vpsMessages.english) : tError(message);
  const [editing, setEditing] = useState(false);
  const update = useUpdateVpsOrder();
  const form = useForm<VpsServerFormValues>({
    resolver: zodFormResolver(vpsServerFormSchema),
    defaultValues: orderToServerForm(order),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    setEditing(false);
  }, [order.id]);
  useEffect(() => {
    if (!editing) form.reset(orderToServerForm(order));
  }, [editing, order, form]);

  const onSubmit = async (values: VpsServerFormValues) => {
    if (values.status === 'completed' && !hasServerDetails(values)) return missingDetailsToast(t);
    try {
      await update.mutateAsync({ id: order.id, body: serverFormToBody(values) });
      toast({
        title:
          values.status === 'completed' && order.status !== 'completed' ? t('orderCompleted') : t('serverDetailsSaved'),
        description: t('orderFor', { id: String(order.id), email: order.customerEmail }),
      });
      setEditing(false);
    } catch (error) {
      const message = errorMessage(error, t('tryAgain'));
      if (apiErrorCode(error) === 'vpsMissingServerDetails') return missingDetailsToast(t);
      toast({ title: t('updateFailed'), description: message, variant: 'destructive' });
    }
  };

  if (!editing) {
    return (
      <div className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label={t('ipAddress')} value={order.serverIpAddress} secret />
          <Row label={t('username')} value={order.serverUsername} secret />
          <Row label={t('password')} value={order.serverPassword} secret />
          <Row label={t('status')} value={t(STATUS_LABELS[order.status])} />
          <Row label={t('sshPort')} value={String(order.serverSshPort)} />
          <Row label={t('rdpPort')} value={String(order.serverRdpPort)} />
        </dl>
        <dl className="grid gap-3">
          <Row label={t('sshKey')} value={order.serverSshKey} />
          <Row label={t('notes')} value={order.serverNotes} />
        </dl>
        <Button className="w-fit" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('editServerDetails')}
        </Button>
      </div>
    );
  }

  const field = (name: Exclude<keyof VpsServerFormValues, 'status' | 'serverSshKey' | 'serverNotes'>) => ({
    error: errorText(errors[name]?.message),
    ...form.register(name),
  });
  return (
    <form noValidate aria-label={t('serverDetails')} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="vps-server-ip"
          label={t('ipAddress')}
          autoComplete="off"
          placeholder={t('ipPlaceholder')}
          {...field('serverIpAddress')}
        />
        <TextField
          id="vps-server-username"
          label={t('username')}
          autoComplete="off"
          placeholder={t('usernamePlaceholder')}
          {...field('serverUsername')}
        />
        <TextField
          id="vps-server-password"
          label={t('password')}
          autoComplete="new-password"
          {...field('serverPassword')}
        />
        <div className="grid gap-2">
          <Label htmlFor="vps-server-status">{t('status')}</Label>
          <NativeSelect id="vps-server-status" {...form.register('status')}>
            {VPS_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABELS[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField id="vps-server-ssh-port" label={t('sshPort')} inputMode="numeric" {...field('serverSshPort')} />
        <TextField id="vps-server-rdp-port" label={t('rdpPort')} inputMode="numeric" {...field('serverRdpPort')} />
      </div>
      <TextareaField
        id="vps-server-ssh-key"
        label={t('sshKey')}
        rows={3}
        variant="code"
        {...form.register('serverSshKey')}
      />
      <TextareaField id="vps-server-notes" label={t('notes')} rows={3} {...form.register('serverNotes')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={isSubmitting}>
          <X aria-hidden="true" />
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden="true" />
          {isSubmitting ? t('saving') : t('saveServerDetails')}
        </Button>
      </div>
    </form>
  );
}
