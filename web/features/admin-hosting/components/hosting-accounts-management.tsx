import { Package, RefreshCw, Search, Server } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAdminHostingAccounts } from '../../../api/admin-hosting-accounts';
import { useUserGroups } from '../../../api/user-groups';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CreateAccountCard } from './create-account-card';
import { BulkPackageDialog, DeleteAccountDialog } from './lazy-dialogs';
import { NativeSelect } from '../../../components/native-select';
import { PaginationFooter } from './pagination-footer';
import { UserAccountsGroup } from './user-accounts-group';
import { useSlicesAfterPaint } from '../../../lib/use-after-paint';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { formatCountIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/** Typing in the search box asks the server once the typing pauses. */
const SEARCH_DEBOUNCE_MS = 300;

/** 001 §2 Hosting Accounts Management. */
export function HostingAccountsManagement() {
  const t = useMessages(hostingMessages);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [groupId, setGroupId] = useState('all');
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AdminHostingAccount | null>(null);
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const bulkMounted = useOpenedOnce(bulkOpen);
  const deleteMounted = useOpenedOnce(toDelete !== null);
  const groups = useUserGroups();
  const list = useAdminHostingAccounts({ page, search, groupId });

  // A new search or filter starts at page 1.
  useEffect(() => setPage(1), [search, groupId]);
  // Deleting the last account of the last page steps back a page.
  const totalPages = list.data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const total = list.data?.pagination.total ?? 0;
  // The admin dashboard's first tab, drawn top first a slice per painted frame (search, the create form, then the list): in
  // one go it was that page's longest task on a phone. Each slice only adds below the others.
  const slices = useSlicesAfterPaint(3);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <div className="flex flex-col p-6 gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1.5">
              <CardTitle className="flex flex-wrap items-center gap-2">
                <Server className="size-5 text-primary" aria-hidden="true" />
                {t('title')}
                <Badge variant="secondary" aria-label={t('totalAccounts', { total: formatCountIn(locale, total) })}>
                  {formatCountIn(locale, total)}
                </Badge>
              </CardTitle>
              <CardDescription>{t('intro')}</CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => list.refetch()}
                disabled={list.isFetching}
                aria-label={t('refreshAccounts')}
              >
                <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
                {t('refresh')}
              </Button>
              <Button size="sm" onClick={() => setBulkOpen(true)}>
                <Package aria-hidden="true" />
                {t('managePackages')}
              </Button>
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <div className="grid gap-1.5">
              <Label htmlFor="hosting-search">{t('search')}</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="hosting-search"
                  type="search"
                  value={searchText}
                  onChange={(e) => setSearchText(e.target.value)}
                  placeholder={t('searchPlaceholder')}
                  className="ps-9"
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="hosting-group-filter">{t('userGroup')}</Label>
              <NativeSelect id="hosting-group-filter" value={groupId} onChange={(e) => setGroupId(e.target.value)}>
                <option value="all">{t('allGroups')}</option>
                {(groups.data ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.displayName}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </div>
      </Card>
      {slices >= 2 && <CreateAccountCard />}
      {slices >= 3 && (
        <Card>
          <div className="grid gap-4 p-3 sm:p-6">
            {list.isPending ? (
              <Spinner label={t('loadingAccounts')} />
            ) : list.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('loadFailed', { reason: errorMessage(list.error, t('unknownError')) })}
              </p>
            ) : list.data.users.length === 0 ? (
              <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
                <Server className="size-8 text-muted-foreground" aria-hidden="true" />
                <p className="font-medium">{t('noAccounts')}</p>
                <p className="text-sm text-muted-foreground">
                  {search || groupId !== 'all' ? t('noMatch') : t('createOneBelow')}
                </p>
              </div>
            ) : (
              // The groups' counts are plurals: the list waits here, once, for the formatter they need.
              <Suspense fallback={<Spinner label={t('loadingAccounts')} />}>
                {list.data.users.map((user) => (
                  <UserAccountsGroup key={user.id} user={user} onDelete={setToDelete} />
                ))}
                <PaginationFooter
                  pagination={list.data.pagination}
                  onPage={setPage}
                  disabled={list.isPlaceholderData}
                />
              </Suspense>
            )}
          </div>
        </Card>
      )}
      <Suspense fallback={null}>
        {bulkMounted && <BulkPackageDialog open={bulkOpen} onOpenChange={setBulkOpen} />}
        {deleteMounted && <DeleteAccountDialog account={toDelete} onClose={() => setToDelete(null)} />}
      </Suspense>
    </div>
  );
}
