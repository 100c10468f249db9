import { Pencil, Plus, Server, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type VultrAccount } from '../../../../contract/compute-accounts.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useDeleteVultrAccount, useVultrAccounts } from '../api/vultr-accounts';
import { computeMessages } from '../i18n';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { VultrAccountForm } from './vultr-account-form';

/** 001 §2 Vultr Compute Setup: the linked accounts and the form that links or edits one (test before save). */
export function VultrComputeSetup() {
  const t = useMessages(computeMessages);
  const accounts = useVultrAccounts();
  const remove = useDeleteVultrAccount();
  // null: no form; 'new': linking one; an account: editing it.
  const [editing, setEditing] = useState<VultrAccount | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<VultrAccount | null>(null);
  const warned = useRef(false);

  useEffect(() => {
    if (!accounts.isError || warned.current) return;
    warned.current = true;
    toast({
      title: t('vultrAccountsLoadFailed'),
      description: errorMessage(accounts.error, t('tryAgain')),
      variant: 'destructive',
    });
    // t is left out on purpose: the warning is said once, in the language of that moment.
  }, [accounts.isError, accounts.error]);

  const list = accounts.data ?? [];
  const showForm = editing !== null || (accounts.isSuccess && list.length === 0);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: t('vultrAccountDeleted'), description: toDelete.name }),
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Server className="size-5 text-primary" aria-hidden="true" />
            {t('vultrTitle')}
          </CardTitle>
          <CardDescription>{t('vultrIntro')}</CardDescription>
        </div>
        {list.length > 0 && editing === null && (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('addVultrAccount')}
          </Button>
        )}
      </div>
      <CardContent className="grid gap-4">
        {accounts.isPending ? (
          <Spinner label={t('loadingVultrAccounts')} />
        ) : accounts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('vultrAccountsLoadFailed')}
          </p>
        ) : (
          list.length > 0 && (
            <ul className="grid gap-2" aria-label={t('vultrAccounts')}>
              {list.map((account) => (
                <li
                  key={account.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {account.name}
                      {account.isDefault && <Badge variant="success">{t('badgeDefault')}</Badge>}
                      {!account.isActive && <Badge variant="secondary">{t('badgeInactive')}</Badge>}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {[
                        account.label,
                        account.apiKeyLast4
                          ? t('vultrKeyEnding', { last4: account.apiKeyLast4 })
                          : account.hasApiKey
                            ? t('vultrKeyStored')
                            : t('vultrNoKey'),
                        account.allowedRegions.length
                          ? t('regionsList', { regions: account.allowedRegions.join(', ') })
                          : t('allRegions'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="flex gap-1.5">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(account)}
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
          )
        )}
        {showForm && (
          <VultrAccountForm
            key={editing === null || editing === 'new' ? 'new' : editing.id}
            account={editing === null || editing === 'new' ? null : editing}
            isFirst={list.length === 0}
            onDone={() => setEditing(null)}
          />
        )}
      </CardContent>
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
