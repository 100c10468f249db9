import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { Pencil, Save, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from '../../../lib/form';
import { VPS_MESSAGES as M, VPS_ORDER_STATUSES, type VpsAdminOrder } from '../../../../contract/vps.js';
import { CopyButton } from '../../../components/copy-button';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateVpsOrder } from '../api/update-vps-order';
import {
  hasServerDetails,
  orderToServerForm,
  serverFormToBody,
  STATUS_LABELS,
  vpsServerFormSchema,
  type VpsServerFormValues,
} from '../vps-order-form';

function Row({ label, value, secret = false }: { label: string; value: string | null; secret?: boolean }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 flex-1 whitespace-pre-wrap break-all rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm">
          {value ?? 'Not set'}
        </span>
        {value && secret && <CopyButton value={value} label={label} />}
      </dd>
    </div>
  );
}

export function missingDetailsToast() {
  toast({ title: M.missingServerDetailsTitle, description: M.missingServerDetails, variant: 'destructive' });
}

/** The Server Setup tab: the server's details as saved, or the form that sets them (and the status). */
export function VpsServerSetup({ order }: { order: VpsAdminOrder }) {
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
    if (values.status === 'completed' && !hasServerDetails(values)) return missingDetailsToast();
    try {
      await update.mutateAsync({ id: order.id, body: serverFormToBody(values) });
      toast({
        title:
          values.status === 'completed' && order.status !== 'completed' ? M.orderCompleted : 'Server details saved',
        description: `Order #${order.id} for ${order.customerEmail}.`,
      });
      setEditing(false);
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      if (message === M.missingServerDetails) return missingDetailsToast();
      toast({ title: 'Update Failed', description: message, variant: 'destructive' });
    }
  };

  if (!editing) {
    return (
      <div className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label="IP address" value={order.serverIpAddress} secret />
          <Row label="Username" value={order.serverUsername} secret />
          <Row label="Password" value={order.serverPassword} secret />
          <Row label="Status" value={STATUS_LABELS[order.status]} />
          <Row label="SSH port" value={String(order.serverSshPort)} />
          <Row label="RDP port" value={String(order.serverRdpPort)} />
        </dl>
        <dl className="grid gap-3">
          <Row label="SSH key" value={order.serverSshKey} />
          <Row label="Notes" value={order.serverNotes} />
        </dl>
        <Button className="w-fit" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Server Details
        </Button>
      </div>
    );
  }

  const field = (name: Exclude<keyof VpsServerFormValues, 'status' | 'serverSshKey' | 'serverNotes'>) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });
  return (
    <form noValidate aria-label="Server details" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="vps-server-ip"
          label="IP address"
          autoComplete="off"
          placeholder="203.0.113.10"
          {...field('serverIpAddress')}
        />
        <TextField
          id="vps-server-username"
          label="Username"
          autoComplete="off"
          placeholder="root or Administrator"
          {...field('serverUsername')}
        />
        <TextField id="vps-server-password" label="Password" autoComplete="new-password" {...field('serverPassword')} />
        <div className="grid gap-2">
          <Label htmlFor="vps-server-status">Status</Label>
          <NativeSelect id="vps-server-status" {...form.register('status')}>
            {VPS_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField id="vps-server-ssh-port" label="SSH port" inputMode="numeric" {...field('serverSshPort')} />
        <TextField id="vps-server-rdp-port" label="RDP port" inputMode="numeric" {...field('serverRdpPort')} />
      </div>
      <TextareaField
        id="vps-server-ssh-key"
        label="SSH key"
        rows={3}
        variant="code"
        {...form.register('serverSshKey')}
      />
      <TextareaField id="vps-server-notes" label="Notes" rows={3} {...form.register('serverNotes')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={isSubmitting}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden="true" />
          {isSubmitting ? 'Saving...' : 'Save Server Details'}
        </Button>
      </div>
    </form>
  );
}
