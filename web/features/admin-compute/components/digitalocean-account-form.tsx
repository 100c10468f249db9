import { CircleCheck, CircleX, KeyRound, PlugZap, Save } from 'lucide-react';
import { useState } from 'react';
import { DIGITALOCEAN_MESSAGES, type DigitaloceanAccount } from '../../../../contract/compute-digitalocean.js';
import { COMPUTE_MESSAGES } from '../../../../contract/compute.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveDigitaloceanAccount, useTestDigitaloceanToken } from '../api/digitalocean-accounts';
import { detailsOrMessage } from '../server-error';
import { SwitchField } from './switch-field';

type Verification = { state: 'idle' } | { state: 'success'; text: string } | { state: 'error'; text: string };

/**
 * A DigitalOcean account: name, API token (write-only: blank on edit keeps it) and allowed regions. As with Vultr's
 * key, the token must pass 'Test API Token' (GET /v2/account) before Save is enabled; any edit resets that check.
 */
export function DigitaloceanAccountForm({ account, isFirst, onDone }: { account: DigitaloceanAccount | null; isFirst: boolean; onDone: () => void }) {
  const editing = account !== null;
  const [name, setName] = useState(account?.name ?? '');
  const [token, setToken] = useState('');
  const [regions, setRegions] = useState(account?.allowedRegions.join(', ') ?? '');
  const [isActive, setActive] = useState(account?.isActive ?? true);
  const [isDefault, setDefault] = useState(account?.isDefault ?? isFirst);
  const [errors, setErrors] = useState<{ name?: string; token?: string }>({});
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const test = useTestDigitaloceanToken();
  const save = useSaveDigitaloceanAccount();
  const edited = <T,>(set: (value: T) => void) => (value: T) => { set(value); setVerification({ state: 'idle' }); setErrors({}); };

  const runTest = () => {
    if (!token.trim() && !editing) {
      setErrors({ token: DIGITALOCEAN_MESSAGES.tokenRequired });
      return;
    }
    test.mutate(token.trim() ? { token: token.trim() } : { accountId: account!.id }, {
      onSuccess: (answer) => setVerification({ state: 'success', text: `${answer.message}: ${answer.account.email}${answer.account.team ? ` (${answer.account.team})` : ''}` }),
      onError: (error) => {
        const text = detailsOrMessage(error, DIGITALOCEAN_MESSAGES.verifyFailed);
        setVerification({ state: 'error', text });
        toast({ title: DIGITALOCEAN_MESSAGES.verifyFailed, description: text, variant: 'destructive' });
      },
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'Name is required' });
    if (verification.state !== 'success') return void toast({ title: DIGITALOCEAN_MESSAGES.testFirst, variant: 'destructive' });
    const body = { name: name.trim(), ...(token.trim() ? { token: token.trim() } : {}), allowedRegions: regions, isActive, isDefault };
    save.mutate({ id: account?.id ?? null, body }, {
      onSuccess: () => {
        toast({ title: editing ? 'DigitalOcean account updated' : 'DigitalOcean account added', description: body.name });
        onDone();
      },
      onError: (error) => toast({ title: editing ? COMPUTE_MESSAGES.updateFailed : COMPUTE_MESSAGES.azureAddFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={editing ? `Edit ${account.name}` : 'Link a DigitalOcean account'} className="grid gap-4 rounded-lg border p-4">
      <h4 className="font-semibold">{editing ? `Edit ${account.name}` : 'Link a DigitalOcean account'}</h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="do-name" label="Account name" autoComplete="off" error={errors.name} value={name} onChange={(e) => edited(setName)(e.target.value)} />
        <TextField id="do-token" label={<span className="flex items-center gap-1.5"><KeyRound className="size-3.5" aria-hidden="true" />API Token</span>}
          type="password" autoComplete="new-password" error={errors.token} value={token} onChange={(e) => edited(setToken)(e.target.value)}
          placeholder={editing ? 'Leave blank to keep the saved token' : 'dop_v1_…'}
          hint={editing && account.hasToken ? `A token is saved${account.tokenLast4 ? ` (ending in ${account.tokenLast4})` : ''}. Leave blank to keep it.` : 'A personal access token with read and write scopes.'} />
        <TextField id="do-regions" label="Allowed regions" optional autoComplete="off" placeholder="nyc3, fra1, ams3" value={regions}
          onChange={(e) => edited(setRegions)(e.target.value)} hint="Comma-separated region slugs. Empty allows every region." />
      </div>
      <div className="flex flex-wrap gap-6">
        <SwitchField id="do-active" label="Active" checked={isActive} onChange={edited(setActive)} />
        <SwitchField id="do-default" label="Default DigitalOcean account" checked={isDefault} onChange={edited(setDefault)} />
      </div>
      <p aria-live="polite" className="text-sm">
        {verification.state === 'success' ? (
          <span className="flex items-center gap-1.5 font-medium text-success"><CircleCheck className="size-4" aria-hidden="true" />{verification.text}</span>
        ) : verification.state === 'error' ? (
          <span className="flex items-center gap-1.5 font-medium text-destructive"><CircleX className="size-4" aria-hidden="true" />{verification.text}</span>
        ) : (
          <span className="text-muted-foreground">{DIGITALOCEAN_MESSAGES.testFirst}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}><PlugZap aria-hidden="true" />{test.isPending ? 'Testing...' : 'Test API Token'}</Button>
        <Button type="submit" disabled={verification.state !== 'success' || save.isPending}><Save aria-hidden="true" />{save.isPending ? 'Saving...' : 'Save Account'}</Button>
        {(editing || !isFirst) && <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>}
      </div>
    </form>
  );
}
