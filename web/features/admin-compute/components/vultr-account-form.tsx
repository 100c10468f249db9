import { CircleCheck, CircleX, KeyRound, PlugZap, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { COMPUTE_MESSAGES, type VultrAccount } from '../../../../contract/compute.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveVultrAccount, useTestVultrKey } from '../api/vultr-accounts';
import { detailsOrMessage } from '../server-error';
import { SwitchField } from './switch-field';

type Verification = { state: 'idle' } | { state: 'success'; text: string } | { state: 'error'; text: string };

interface Values { name: string; apiKey: string; label: string; allowedRegions: string; isActive: boolean; isDefault: boolean }

function initialValues(account: VultrAccount | null, isFirst: boolean): Values {
  return account
    ? { name: account.name, apiKey: '', label: account.label ?? '', allowedRegions: account.allowedRegions.join(', '), isActive: account.isActive, isDefault: account.isDefault }
    : { name: '', apiKey: '', label: '', allowedRegions: '', isActive: true, isDefault: isFirst };
}

/**
 * 001 §4/§5 Vultr account form: the key must pass 'Test API Key' before Save is enabled, and any edit resets that
 * check. Editing an account leaves the key blank (write-only); blank keeps the stored key, which the test then uses.
 */
export function VultrAccountForm({ account, isFirst, onDone }: { account: VultrAccount | null; isFirst: boolean; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => initialValues(account, isFirst));
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const [errors, setErrors] = useState<{ name?: string; apiKey?: string }>({});
  const test = useTestVultrKey();
  const save = useSaveVultrAccount();
  const editing = account !== null;

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setVerification({ state: 'idle' });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const runTest = () => {
    const apiKey = values.apiKey.trim();
    if (!apiKey && !editing) {
      setErrors((e) => ({ ...e, apiKey: COMPUTE_MESSAGES.vultrKeyRequired }));
      return;
    }
    test.mutate(apiKey ? { apiKey } : { accountId: account!.id }, {
      onSuccess: (answer) => {
        const who = [answer.account.name, answer.account.email && `(${answer.account.email})`].filter(Boolean).join(' ');
        setVerification({ state: 'success', text: who ? `API key verified: ${who}` : 'API key verified' });
      },
      onError: (error) => {
        const text = detailsOrMessage(error, COMPUTE_MESSAGES.vultrVerifyFailed);
        setVerification({ state: 'error', text });
        toast({ title: COMPUTE_MESSAGES.vultrVerifyFailed, description: text, variant: 'destructive' });
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.name.trim()) next.name = 'Name is required';
    if (!values.apiKey.trim() && !editing) next.apiKey = COMPUTE_MESSAGES.vultrKeyRequired;
    setErrors(next);
    if (next.name || next.apiKey) return;
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
    save.mutate({ id: account?.id ?? null, body }, {
      onSuccess: () => {
        toast({ title: editing ? 'Vultr account updated' : 'Vultr account added', description: body.name });
        onDone();
      },
      onError: (error) => toast({ title: editing ? COMPUTE_MESSAGES.updateFailed : COMPUTE_MESSAGES.azureAddFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  const verified = verification.state === 'success';
  return (
    <form noValidate onSubmit={submit} aria-label={editing ? `Edit ${account.name}` : 'Link a Vultr account'} className="grid gap-4 rounded-lg border p-4">
      <h4 className="font-semibold">{editing ? `Edit ${account.name}` : 'Link a Vultr account'}</h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="vultr-name" label="Account name" autoComplete="off" value={values.name} error={errors.name} onChange={(e) => change('name', e.target.value)} />
        <TextField id="vultr-api-key" label={<span className="flex items-center gap-1.5"><KeyRound className="size-3.5" aria-hidden="true" />API Key</span>}
          type="password" autoComplete="new-password" value={values.apiKey} error={errors.apiKey}
          placeholder={editing ? 'Leave blank to keep the saved key' : ''}
          hint={editing && account.hasApiKey ? `A key is saved${account.apiKeyLast4 ? ` (ending in ${account.apiKeyLast4})` : ''}. Leave blank to keep it.` : undefined}
          onChange={(e) => change('apiKey', e.target.value)} />
        <TextField id="vultr-label" label="Label" optional autoComplete="off" value={values.label} onChange={(e) => change('label', e.target.value)} />
        <TextField id="vultr-regions" label="Allowed regions" optional autoComplete="off" placeholder="ewr, ord, fra" hint="Comma-separated region ids. Empty allows every region."
          value={values.allowedRegions} onChange={(e) => change('allowedRegions', e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-6">
        <SwitchField id="vultr-active" label="Active" checked={values.isActive} onChange={(v) => change('isActive', v)} />
        <SwitchField id="vultr-default" label="Default Vultr account" checked={values.isDefault} onChange={(v) => change('isDefault', v)} />
      </div>
      <p aria-live="polite" className="text-sm">
        {verification.state === 'success' ? (
          <span className="flex items-center gap-1.5 font-medium text-success"><CircleCheck className="size-4" aria-hidden="true" />{verification.text}</span>
        ) : verification.state === 'error' ? (
          <span className="flex items-center gap-1.5 font-medium text-destructive"><CircleX className="size-4" aria-hidden="true" />{verification.text}</span>
        ) : (
          <span className="text-muted-foreground">{COMPUTE_MESSAGES.vultrTestFirst}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}><PlugZap aria-hidden="true" />{test.isPending ? 'Testing...' : 'Test API Key'}</Button>
        <Button type="submit" disabled={!verified || save.isPending}><Save aria-hidden="true" />{save.isPending ? 'Saving...' : 'Save Account'}</Button>
        {(editing || !isFirst) && <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>}
      </div>
    </form>
  );
}
