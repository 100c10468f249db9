import { CircleCheck, PlugZap, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { COMPUTE_MESSAGES, type AzureAccount } from '../../../../contract/compute.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { useSaveAzureAccount, useTestAzureCredentials } from '../api/azure-accounts';
import { azureFormToBody, azureFormValues, validateAzureForm, type AzureFormValues } from '../azure-account-form';
import { SwitchField } from './switch-field';

function AzureAccountFormBody({ account, onClose }: { account: AzureAccount | null; onClose: () => void }) {
  const [values, setValues] = useState<AzureFormValues>(() => azureFormValues(account));
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const save = useSaveAzureAccount();
  const test = useTestAzureCredentials();
  const editing = account !== null;

  const change = <K extends keyof AzureFormValues>(key: K, value: AzureFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblem(null);
    setVerified(null);
  };

  const runTest = () => {
    const secret = values.clientSecret.trim();
    const usesStored = !secret && editing && account.hasClientSecret;
    if (![values.tenantId, values.clientId, values.subscriptionId].every((v) => v.trim()) || (!secret && !usesStored)) {
      setProblem(COMPUTE_MESSAGES.azureTestRequired);
      return;
    }
    test.mutate(
      { tenantId: values.tenantId.trim(), clientId: values.clientId.trim(), subscriptionId: values.subscriptionId.trim(), ...(secret ? { clientSecret: secret } : { accountId: account!.id }) },
      {
        onSuccess: (answer) => {
          const name = answer.subscription.displayName ?? answer.subscription.subscriptionId;
          setVerified(`Credentials work: subscription ${name}${answer.subscription.state ? ` (${answer.subscription.state})` : ''}`);
        },
        onError: (error) => {
          // The server says which step failed: 'Azure auth failed' (no token) or 'Credential test failed'.
          const { message, flags } = parseApiError(error);
          const title = message === COMPUTE_MESSAGES.azureAuthFailed ? COMPUTE_MESSAGES.azureAuthFailed : COMPUTE_MESSAGES.credentialTestFailed;
          const details = typeof flags.details === 'string' && flags.details ? flags.details : message && message !== title ? message : 'Check the IDs and the secret.';
          toast({ title, description: details, variant: 'destructive' });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateAzureForm(values, editing);
    if (broken) {
      setProblem(broken);
      return;
    }
    save.mutate({ id: account?.id ?? null, body: azureFormToBody(values) }, {
      onSuccess: () => {
        toast({ title: editing ? 'Azure account updated' : 'Azure account added', description: values.name.trim() });
        onClose();
      },
      onError: (error) => toast({ title: editing ? COMPUTE_MESSAGES.updateFailed : COMPUTE_MESSAGES.azureAddFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? `Edit ${account.name}` : 'Add Azure Service Principal'}</DialogTitle>
        <DialogDescription>An app registration with Contributor on the subscription. The client secret is stored encrypted and never shown again.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id="azure-name" label="Name" autoComplete="off" value={values.name} onChange={(e) => change('name', e.target.value)} />
        <TextField id="azure-tenant" label="Tenant ID" autoComplete="off" value={values.tenantId} onChange={(e) => change('tenantId', e.target.value)} />
        <TextField id="azure-client" label="Client ID" autoComplete="off" value={values.clientId} onChange={(e) => change('clientId', e.target.value)} />
        <TextField id="azure-secret" label="Client Secret" type="password" autoComplete="new-password" value={values.clientSecret}
          placeholder={editing ? 'Leave blank to keep the current secret' : ''} optional={editing}
          onChange={(e) => change('clientSecret', e.target.value)} />
        <TextField id="azure-subscription" label="Subscription ID" autoComplete="off" value={values.subscriptionId} onChange={(e) => change('subscriptionId', e.target.value)} />
        <TextField id="azure-regions" label="Allowed regions" optional autoComplete="off" placeholder="eastus, westeurope" hint="Comma-separated."
          value={values.allowedRegions} onChange={(e) => change('allowedRegions', e.target.value)} />
      </div>
      <SwitchField id="azure-active" label="Active" checked={values.isActive} onChange={(v) => change('isActive', v)} />
      {problem && <p role="alert" className="text-sm font-medium text-destructive">{problem}</p>}
      {verified && <p className="flex items-center gap-1.5 text-sm font-medium text-success"><CircleCheck className="size-4" aria-hidden="true" />{verified}</p>}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}><PlugZap aria-hidden="true" />{test.isPending ? 'Testing...' : 'Test Credentials'}</Button>
        <Button type="button" variant="ghost" onClick={onClose} disabled={save.isPending}>Cancel</Button>
        <Button type="submit" disabled={save.isPending}><Save aria-hidden="true" />{save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Account'}</Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit one Azure service principal (001 §5). */
export function AzureAccountDialog({ state, onClose }: { state: { account: AzureAccount | null } | null; onClose: () => void }) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        {state && <AzureAccountFormBody key={state.account?.id ?? 'new'} account={state.account} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
