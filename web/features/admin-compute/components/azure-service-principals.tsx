import { Cloud, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COMPUTE_MESSAGES } from '../../../../contract/compute-constants.js';
import { type AzureAccount } from '../../../../contract/compute-accounts.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAzureAccounts, useDeleteAzureAccount, useSetDefaultAzureAccount } from '../api/azure-accounts';
import { AzureAccountDialog } from './azure-account-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** 001 §2 Azure Service Principals: the linked accounts, add/edit, delete, make default. */
export function AzureServicePrincipals() {
  const accounts = useAzureAccounts();
  const remove = useDeleteAzureAccount();
  const makeDefault = useSetDefaultAzureAccount();
  const [editing, setEditing] = useState<{ account: AzureAccount | null } | null>(null);
  const [toDelete, setToDelete] = useState<AzureAccount | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: 'Azure account deleted', description: toDelete.name }),
      onError: (error) =>
        toast({
          title: COMPUTE_MESSAGES.deleteFailed,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
      onSettled: () => setToDelete(null),
    });
  };

  const setAsDefault = (account: AzureAccount) =>
    makeDefault.mutate(account.id, {
      onSuccess: () => toast({ title: 'Default Azure account set', description: account.name }),
      onError: (error) =>
        toast({
          title: COMPUTE_MESSAGES.setDefaultFailed,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Cloud className="size-5 text-primary" aria-hidden="true" />
            Azure Service Principals
          </CardTitle>
          <CardDescription>
            Each trial runs in its own resource group of the default account’s subscription.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing({ account: null })}>
          <Plus aria-hidden="true" />
          Add Azure Account
        </Button>
      </div>
      <CardContent>
        {accounts.isPending ? (
          <Spinner label="Loading Azure accounts..." />
        ) : accounts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(accounts.error, 'Failed to load Azure accounts')}
          </p>
        ) : accounts.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {COMPUTE_MESSAGES.noAzureAccounts}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Azure accounts">
            {accounts.data.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {account.name}
                    {account.isDefault && <Badge variant="success">Default</Badge>}
                    {!account.isActive && <Badge variant="secondary">Inactive</Badge>}
                  </p>
                  <dl className="grid gap-x-4 text-xs text-muted-foreground sm:grid-cols-2">
                    <div className="flex min-w-0 gap-1">
                      <dt>Tenant</dt>
                      <dd className="truncate font-mono">{account.tenantId}</dd>
                    </div>
                    <div className="flex min-w-0 gap-1">
                      <dt>Client</dt>
                      <dd className="truncate font-mono">{account.clientId}</dd>
                    </div>
                    <div className="flex min-w-0 gap-1">
                      <dt>Subscription</dt>
                      <dd className="truncate font-mono">{account.subscriptionId}</dd>
                    </div>
                    <div className="flex min-w-0 gap-1">
                      <dt>Regions</dt>
                      <dd className="truncate">
                        {account.allowedRegions.length ? account.allowedRegions.join(', ') : 'Default region'}
                      </dd>
                    </div>
                  </dl>
                </div>
                <div className="flex gap-1.5">
                  {!account.isDefault && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setAsDefault(account)}
                      disabled={makeDefault.isPending}
                    >
                      <Star aria-hidden="true" />
                      Make default
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing({ account })}
                    aria-label={`Edit ${account.name}`}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setToDelete(account)}
                    aria-label={`Delete ${account.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <AzureAccountDialog state={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        name={toDelete?.name ?? ''}
        open={toDelete !== null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}
