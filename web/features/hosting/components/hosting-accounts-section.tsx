import { Plus, Server, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useHostingAccounts } from '../../../api/hosting-accounts';
import { useHostingLimit } from '../../../api/hosting-limit';
import { useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { HostingAccountCard } from './hosting-account-card';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/**
 * The client's hosting accounts (000 §2), each with its stats and cPanel access. With no account the create
 * form (given by the route, from the domains feature) takes the list's place; below the group quota a
 * further site can be added the same way.
 */
export function HostingAccountsSection({ createForm }: { createForm: ReactNode }) {
  const accounts = useHostingAccounts();
  const limit = useHostingLimit().data;
  const [adding, setAdding] = useState(false);
  const t = useMessages(hostingMessages);
  useUnauthorizedRedirect(accounts.error);

  const list = accounts.data ?? [];
  const canAdd = list.length > 0 && limit?.canCreate === true;

  return (
    <section aria-labelledby="hosting-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="hosting-title" className="flex items-center gap-2 text-xl font-semibold">
            <Server className="size-5 text-primary" aria-hidden="true" />
            {t('yourHostingAccounts')}
          </h2>
          {limit && list.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('freeSitesUsed', { current: limit.currentAccounts, max: limit.maxAccounts })}
            </p>
          )}
        </div>
        {canAdd && (
          <Button
            variant={adding ? 'ghost' : 'outline'}
            size="sm"
            onClick={() => setAdding((v) => !v)}
            aria-expanded={adding}
          >
            {adding ? (
              <>
                <X aria-hidden="true" />
                {t('cancel')}
              </>
            ) : (
              <>
                <Plus aria-hidden="true" />
                {t('addAnotherSite')}
              </>
            )}
          </Button>
        )}
      </div>
      {accounts.isPending ? (
        <Card className="flex justify-center p-10">
          <Spinner label={t('loadingAccounts')} />
        </Card>
      ) : accounts.isError ? (
        <div className="rounded-xl border bg-card shadow-sm p-6 text-sm text-muted-foreground">
          {t('accountsFailed')}
        </div>
      ) : list.length === 0 ? (
        createForm
      ) : (
        <>
          {adding && canAdd && createForm}
          <ul className="grid gap-4">
            {list.map((account) => (
              <li key={account.id}>
                <HostingAccountCard account={account} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
