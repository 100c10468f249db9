import { Cloud, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type AzureAccount } from '../../../../contract/compute-accounts.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useAzureAccounts, useDeleteAzureAccount, useSetDefaultAzureAccount } from '../api/azure-accounts';
import { computeMessages } from '../i18n';
import { AzureAccountDialog } from './azure-account-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** 001 §2 Azure Service Principals: the linked accounts, add/edit, delete, make default. */
export function AzureServicePrincipals() {
  const t = useMessages(computeMessages);
  const accounts = useAzureAccounts();
  const remove = useDeleteAzureAccount();
  const makeDefault = useSetDefaultAzureAccount();
  const [editing, setEditing] = useState<{ account: AzureAccount | null } | null>(null);
  const [toDelete, setToDelete] = useState<AzureAccount | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: t('azureAccountDeleted'), description: toDelete.name }),
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
      onSettled: () => setToDelete(null),
    });
  };

  const setAsDefault = (account: AzureAccount) =>
    makeDefault.mutate(account.id, {
      onSuccess: () => toast({ title: t('azureDefaultSet'), description: account.name }),
      onError: (error) =>
        toast({
          title: t('setDefaultFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Cloud className="size-5 text-primary" aria-hidden="true" />
            {t('azureTitle')}
          </CardTitle>
          <CardDescription>{t('azureIntro')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing({ account: null })}>
          <Plus aria-hidden="true" />
          {t('addAzureAccount')}
        </Button>
      </div>
      <CardContent>
        {accounts.isPending ? (
          <Spinner label={t('loadingAzureAccounts')} />
        ) : accounts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(accounts.error, t('azureAccountsLoadFailed'))}
          </p>
        ) : accounts.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('noAzureAccounts')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('azureAccounts')}>
            {accounts.data.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {account.name}
                    {account.isDefault && <Badge variant="success">{t('badgeDefault')}</Badge>}
                    {!account.isActive && <Badge variant="secondary">{t('badgeInactive')}</Badge>}
                  </p>
                  <dl className="grid gap-x-4 text-xs text-muted-foreground sm:grid-cols-2">
                    <div className="flex min-w-0 gap-1">
                      <dt>{t('azureTenant')}</dt>
                      <dd className="truncate font-mono">{account.tenantId}</dd>
                    </div>
                    <div className="flex min-w-0 gap-1">
                      <dt>{t('azureClient')}</dt>
                      <dd className="truncate font-mono">{account.clientId}</dd>
                    </div>
                    <div className="flex min-w-0 gap-1">
                      <dt>{t('azureSubscription')}</dt>
                      <dd className="truncate font-mono">{account.subscriptionId}</dd>
                    </div>
                    <div className="flex min-w-0 gap-1">
                      <dt>{t('regions')}</dt>
                      <dd className="truncate">
                        {account.allowedRegions.length ? account.allowedRegions.join(', ') : t('defaultRegion')}
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
                      {t('makeDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing({ account })}
                    aria-label={t('editNamed', { name: account.name })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setToDelete(account)}
                    aria-label={t('deleteNamed', { name: account.name })}
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
