import { KeyRound, Pencil, Plus, Rocket, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CloudProviderInfo, ProviderAccount } from '../../../../contract/compute.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useDeleteProviderAccount, useSaveProviderAccount, useTestProviderAccount } from '../api/cloud-providers';
import { computeMessages } from '../i18n';
import { NewMachineDialog } from './new-machine-dialog';
import { SwitchField } from './switch-field';

type Values = Record<string, string | boolean>;

/** The form's values for a new account, or an existing one (secrets blank: left blank, the stored one is kept). */
function initialValues(provider: CloudProviderInfo, account: ProviderAccount | null): Values {
  const values: Values = {};
  for (const field of provider.accountForm.fields) {
    const current = account?.[field.name];
    if (field.kind === 'switch')
      values[field.name] = typeof current === 'boolean' ? current : field.name === 'isActive';
    else if (field.kind === 'regions') values[field.name] = Array.isArray(current) ? current.join(', ') : '';
    else if (field.kind === 'secret') values[field.name] = '';
    else values[field.name] = typeof current === 'string' ? current : '';
  }
  return values;
}

/** Values → the request body; regions are sent as the list the server parses (comma separated). */
function bodyOf(values: Values): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value]));
}

/**
 * A cloud's linked accounts, rendered from the account form the server describes: any registered
 * provider without a screen of its own in the spec is managed here. Secrets are write-only.
 */
export function ProviderAccountsCard({ provider }: { provider: CloudProviderInfo }) {
  const t = useMessages(computeMessages);
  const [editing, setEditing] = useState<ProviderAccount | null | undefined>(undefined);
  const [values, setValues] = useState<Values>({});
  const save = useSaveProviderAccount(provider.id);
  const remove = useDeleteProviderAccount(provider.id);
  const test = useTestProviderAccount(provider.id);
  const [launching, setLaunching] = useState(false);

  const open = (account: ProviderAccount | null) => {
    setEditing(account);
    setValues(initialValues(provider, account));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?.id ?? null, body: bodyOf(values) },
      {
        onSuccess: () => {
          toast({ title: editing ? t('accountUpdated') : t('accountAdded') });
          setEditing(undefined);
        },
        onError: (error) =>
          toast({
            title: t('saveAccountFailed'),
            description: errorMessage(error, t('saveAccountFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

  const runTest = (account: ProviderAccount | null) => {
    const body: Record<string, unknown> = account
      ? { ...initialValues(provider, account), accountId: account.id }
      : { ...bodyOf(values), ...(editing ? { accountId: editing.id } : {}) };
    for (const field of provider.accountForm.fields)
      if (field.kind === 'switch' || field.kind === 'regions' || field.name === 'name') delete body[field.name];
    test.mutate(body, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) =>
        toast({
          title: t('credentialTestFailed'),
          description: errorMessage(error, t('credentialTestFailed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          {t('providerAccounts', { provider: provider.label })}
        </CardTitle>
        <CardDescription>{t('credentialsStoredEncrypted')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {provider.accounts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noProviderAccounts', { provider: provider.label })}</p>
        ) : (
          <ul className="grid gap-2">
            {provider.accounts.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm">
                <span className="font-medium">{account.name}</span>
                {account.isDefault && <Badge>{t('badgeDefault')}</Badge>}
                <Badge variant="outline">{account.isActive ? t('badgeActive') : t('badgeInactive')}</Badge>
                <span className="text-muted-foreground">
                  {account.allowedRegions.length ? account.allowedRegions.join(', ') : t('allRegions')}
                </span>
                <span className="ms-auto flex gap-1">
                  <Button size="sm" variant="outline" onClick={() => runTest(account)} disabled={test.isPending}>
                    {t('test')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => open(account)}
                    aria-label={t('editNamed', { name: account.name })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => remove.mutate(account.id)}
                    disabled={remove.isPending}
                    aria-label={t('deleteNamed', { name: account.name })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {editing === undefined ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => open(null)}>
              <Plus aria-hidden="true" />
              {t('addProviderAccount', { provider: provider.label })}
            </Button>
            {provider.launchMode === 'catalogue' && provider.accounts.some((a) => a.isActive) && (
              <Button variant="outline" onClick={() => setLaunching(true)}>
                <Rocket aria-hidden="true" />
                {t('newMachine', { provider: provider.label })}
              </Button>
            )}
          </div>
        ) : (
          <form
            className="grid gap-3 rounded-lg border p-4"
            onSubmit={submit}
            aria-label={t('providerAccount', { provider: provider.label })}
          >
            {provider.accountForm.fields.map((field) => {
              const id = `${provider.id}-account-${field.name}`;
              if (field.kind === 'switch') {
                return (
                  <SwitchField
                    key={field.name}
                    id={id}
                    label={field.label}
                    checked={Boolean(values[field.name])}
                    onChange={(checked) => setValues({ ...values, [field.name]: checked })}
                  />
                );
              }
              return (
                <div key={field.name} className="grid gap-1.5">
                  <Label htmlFor={id}>
                    {field.label}
                    {field.required && field.kind !== 'secret' ? ' *' : ''}
                  </Label>
                  <Input
                    id={id}
                    type={field.kind === 'secret' ? 'password' : 'text'}
                    autoComplete="off"
                    value={String(values[field.name] ?? '')}
                    placeholder={
                      field.kind === 'secret' && editing
                        ? field.placeholder
                        : field.kind === 'regions'
                          ? t('commaSeparated')
                          : undefined
                    }
                    onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                  />
                  {field.help && <p className="text-xs text-muted-foreground">{field.help}</p>}
                </div>
              );
            })}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('saving') : t('saveAccount')}
              </Button>
              <Button type="button" variant="outline" onClick={() => runTest(null)} disabled={test.isPending}>
                {t('testCredentials')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEditing(undefined)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
      <NewMachineDialog provider={provider} open={launching} onClose={() => setLaunching(false)} />
    </Card>
  );
}
