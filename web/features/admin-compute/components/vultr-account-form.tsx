import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { CircleCheck, CircleX, KeyRound, PlugZap, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../contract/compute-constants.js';
import { vultrAccountBody, type VultrAccount } from '../../../../contract/compute-accounts.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveVultrAccount, useTestVultrKey } from '../api/vultr-accounts';
import { detailsOrMessage } from '../server-error';
import { SwitchField } from './switch-field';

type Verification = { state: 'idle' } | { state: 'success'; text: string } | { state: 'error'; text: string };

interface Values {
  name: string;
  apiKey: string;
  label: string;
  allowedRegions: string;
  isActive: boolean;
  isDefault: boolean;
}

/** 001 §5 with the contract's rules: a name ('Name is required'), and a key when linking a new account (an edit's blank key keeps the stored one). */
const accountForm = (editing: boolean) =>
  z.object({
    name: vultrAccountBody.shape.name,
    apiKey: editing ? z.string() : z.string().trim().min(1, COMPUTE_MESSAGES.vultrKeyRequired),
    label: z.string(),
    allowedRegions: z.string(),
    isActive: z.boolean(),
    isDefault: z.boolean(),
  });

function initialValues(account: VultrAccount | null, isFirst: boolean): Values {
  return account
    ? {
        name: account.name,
        apiKey: '',
        label: account.label ?? '',
        allowedRegions: account.allowedRegions.join(', '),
        isActive: account.isActive,
        isDefault: account.isDefault,
      }
    : { name: '', apiKey: '', label: '', allowedRegions: '', isActive: true, isDefault: isFirst };
}

/**
 * 001 §4/§5 Vultr account form: the key must pass 'Test API Key' before Save is enabled, and any edit resets that
 * check. Editing an account leaves the key blank (write-only); blank keeps the stored key, which the test then uses.
 */
export function VultrAccountForm({
  account,
  isFirst,
  onDone,
}: {
  account: VultrAccount | null;
  isFirst: boolean;
  onDone: () => void;
}) {
  const editing = account !== null;
  const form = useForm<Values>({
    resolver: zodFormResolver(accountForm(editing)),
    defaultValues: initialValues(account, isFirst),
  });
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const { errors } = form.formState;
  const test = useTestVultrKey();
  const save = useSaveVultrAccount();

  // Any edit resets the key check and the message of the field edited.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      setVerification({ state: 'idle' });
      if (name) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const runTest = () => {
    const apiKey = form.getValues('apiKey').trim();
    if (!apiKey && !editing) {
      form.setError('apiKey', { message: COMPUTE_MESSAGES.vultrKeyRequired });
      return;
    }
    test.mutate(apiKey ? { apiKey } : { accountId: account!.id }, {
      onSuccess: (answer) => {
        const who = [answer.account.name, answer.account.email && `(${answer.account.email})`]
          .filter(Boolean)
          .join(' ');
        setVerification({ state: 'success', text: who ? `API key verified: ${who}` : 'API key verified' });
      },
      onError: (error) => {
        const text = detailsOrMessage(error, COMPUTE_MESSAGES.vultrVerifyFailed);
        setVerification({ state: 'error', text });
        toast({ title: COMPUTE_MESSAGES.vultrVerifyFailed, description: text, variant: 'destructive' });
      },
    });
  };

  const submit = form.handleSubmit((values) => {
    if (verification.state !== 'success') {
      toast({ title: COMPUTE_MESSAGES.vultrTestFirst, variant: 'destructive' });
      return;
    }
    const apiKey = values.apiKey.trim();
    const body = {
      name: values.name.trim(),
      ...(apiKey ? { apiKey } : {}),
      label: values.label.trim() || null,
      allowedRegions: values.allowedRegions,
      isActive: values.isActive,
      isDefault: values.isDefault,
    };
    save.mutate(
      { id: account?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Vultr account updated' : 'Vultr account added', description: body.name });
          onDone();
        },
        onError: (error) =>
          toast({
            title: editing ? COMPUTE_MESSAGES.updateFailed : COMPUTE_MESSAGES.azureAddFailed,
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  });

  const verified = verification.state === 'success';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? `Edit ${account.name}` : 'Link a Vultr account'}
      className="grid gap-4 rounded-lg border p-4"
    >
      <h4 className="font-semibold">{editing ? `Edit ${account.name}` : 'Link a Vultr account'}</h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="vultr-name"
          label="Account name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          id="vultr-api-key"
          label={
            <span className="flex items-center gap-1.5">
              <KeyRound className="size-3.5" aria-hidden="true" />
              API Key
            </span>
          }
          type="password"
          autoComplete="new-password"
          error={errors.apiKey?.message}
          placeholder={editing ? 'Leave blank to keep the saved key' : ''}
          hint={
            editing && account.hasApiKey
              ? `A key is saved${account.apiKeyLast4 ? ` (ending in ${account.apiKeyLast4})` : ''}. Leave blank to keep it.`
              : undefined
          }
          {...form.register('apiKey')}
        />
        <TextField id="vultr-label" label="Label" optional autoComplete="off" {...form.register('label')} />
        <TextField
          id="vultr-regions"
          label="Allowed regions"
          optional
          autoComplete="off"
          placeholder="ewr, ord, fra"
          hint="Comma-separated region ids. Empty allows every region."
          {...form.register('allowedRegions')}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField id="vultr-active" label="Active" checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <SwitchField
              id="vultr-default"
              label="Default Vultr account"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <p aria-live="polite" className="text-sm">
        {verification.state === 'success' ? (
          <span className="flex items-center gap-1.5 font-medium text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            {verification.text}
          </span>
        ) : verification.state === 'error' ? (
          <span className="flex items-center gap-1.5 font-medium text-destructive">
            <CircleX className="size-4" aria-hidden="true" />
            {verification.text}
          </span>
        ) : (
          <span className="text-muted-foreground">{COMPUTE_MESSAGES.vultrTestFirst}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
          <PlugZap aria-hidden="true" />
          {test.isPending ? 'Testing...' : 'Test API Key'}
        </Button>
        <Button type="submit" disabled={!verified || save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save Account'}
        </Button>
        {(editing || !isFirst) && (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
