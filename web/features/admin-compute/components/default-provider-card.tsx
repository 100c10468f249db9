import { Save, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COMPUTE_MESSAGES, COMPUTE_PROVIDERS, type ComputeProvider } from '../../../../contract/compute.js';
import { DIGITALOCEAN_MESSAGES } from '../../../../contract/compute-digitalocean.js';
import { FieldSelect } from '../../../components/field-select';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/utils';
import { useAzureAccounts } from '../api/azure-accounts';
import { useDefaultProvider, useSetDefaultProvider } from '../api/default-provider';
import { useDigitaloceanAccounts } from '../api/digitalocean-accounts';
import { useVultrAccounts } from '../api/vultr-accounts';

const LABELS: Record<ComputeProvider, string> = { azure: 'Azure', vultr: 'Vultr', digitalocean: 'DigitalOcean' };
const REQUIRED: Record<ComputeProvider, string> = {
  azure: COMPUTE_MESSAGES.azureAccountRequired, vultr: COMPUTE_MESSAGES.vultrAccountRequired, digitalocean: DIGITALOCEAN_MESSAGES.accountRequired,
};

/** 001 §2/§4 Default Compute Provider: which provider /compute launches on, and with which account. */
export function DefaultProviderCard() {
  const current = useDefaultProvider();
  const azure = useAzureAccounts();
  const vultr = useVultrAccounts();
  const digitalocean = useDigitaloceanAccounts();
  const setDefault = useSetDefaultProvider();
  const [provider, setProvider] = useState<ComputeProvider>('azure');
  const [accountId, setAccountId] = useState('');

  useEffect(() => {
    if (!current.data) return;
    setProvider(current.data.provider);
    setAccountId(current.data.account ? String(current.data.account.id) : '');
  }, [current.data]);

  const accounts = ({ azure: azure.data, vultr: vultr.data, digitalocean: digitalocean.data }[provider]) ?? [];

  const choose = (next: ComputeProvider) => {
    setProvider(next);
    const fallback = next === current.data?.provider ? current.data.account?.id : current.data?.[`${next}AccountId`];
    setAccountId(fallback ? String(fallback) : '');
  };

  const save = () => {
    if (accounts.length === 0) {
      toast({ title: REQUIRED[provider], description: `Link a ${LABELS[provider]} account first.`, variant: 'destructive' });
      return;
    }
    setDefault.mutate({ provider, ...(accountId ? { accountId: Number(accountId) } : {}) }, {
      onSuccess: (answer) => toast({ title: 'Default provider updated', description: `${LABELS[answer.provider]}${answer.account ? ` · ${answer.account.name}` : ''}` }),
      onError: (error) => {
        const message = errorMessage(error, COMPUTE_MESSAGES.defaultProviderFailed);
        const isRequired = Object.values(REQUIRED).includes(message);
        toast({ title: isRequired ? message : COMPUTE_MESSAGES.defaultProviderFailed, description: isRequired ? `Link a ${LABELS[provider]} account first.` : message, variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Star className="size-5 text-primary" aria-hidden="true" />Default Compute Provider</CardTitle>
        <CardDescription>
          {current.data ? `Clients launch on ${LABELS[current.data.provider]}${current.data.account ? ` (${current.data.account.name})` : ' — no account linked'}.` : 'Where clients launch their instances.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <Spinner label="Loading default provider..." />
        ) : (
          <div className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Provider</legend>
              <div className="grid grid-cols-3 gap-2">
                {COMPUTE_PROVIDERS.map((value) => (
                  <label key={value} className={cn('flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent', provider === value && 'border-primary bg-accent')}>
                    <input type="radio" name="default-provider" value={value} checked={provider === value} onChange={() => choose(value)} />
                    {LABELS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <FieldSelect id="default-provider-account" label={`${LABELS[provider]} account`} value={accountId} onChange={(e) => setAccountId(e.target.value)}
              placeholder={accounts.length ? 'The provider’s default account' : 'No account linked'}
              options={accounts.map((a) => ({ value: String(a.id), label: a.name }))} />
            <div>
              <Button onClick={save} disabled={setDefault.isPending}><Save aria-hidden="true" />{setDefault.isPending ? 'Saving...' : 'Save Default Provider'}</Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
