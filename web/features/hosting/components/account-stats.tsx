import { useQueryClient } from '@tanstack/react-query';
import { Database, FolderTree, Mail, Network } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { HostingAccount, HostingStats, LimitValue } from '../../../../contract/hosting.js';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/utils';
import { useAccountStats } from '../api/get-account-stats';
import { invalidateHostingAccountList } from '../../../api/hosting-accounts';
import { isUnauthorized, useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { UsageBar } from './usage-bar';
import { translate, useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { withElements } from '../../../lib/i18n/with-elements';
import { useQuotaText } from '../../../lib/use-quota-text';

function CountTile({
  icon: Icon,
  label,
  count,
  limit,
}: {
  icon: typeof Mail;
  label: string;
  count: number | null;
  limit: LimitValue | null;
}) {
  const quota = useQuotaText();
  return (
    <div className="grid gap-0.5 rounded-lg border bg-muted/30 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm font-semibold tabular-nums text-slate-900">
        {count ?? '—'} <span className="font-normal text-muted-foreground">/ {quota.countLimit(limit)}</span>
      </dd>
    </div>
  );
}

export function SourceBadge({ stats }: { stats: HostingStats }) {
  const live = stats.source === 'live';
  const t = useMessages(hostingMessages);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
        live ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
      )}
      title={live ? t('sourceLiveTitle') : t('sourceLocalTitle')}
    >
      <span
        className={cn('size-1.5 rounded-full', live ? 'animate-pulse bg-emerald-500' : 'bg-slate-400')}
        aria-hidden="true"
      />
      {live ? t('live') : t('local')}
    </span>
  );
}

/**
 * Per-account stats (000 §3), refetched every 30 s: disk and bandwidth bars, e-mail accounts, databases,
 * subdomains and FTP, and whether the figures are live from WHM or our stored copy. Until the first answer the
 * account row's own figures are shown.
 */
export function AccountStats({ account }: { account: HostingAccount }) {
  const query = useAccountStats(account.id, account.status);
  const queryClient = useQueryClient();
  const stats = query.data;
  const t = useMessages(hostingMessages);
  const locale = useLocale();
  useUnauthorizedRedirect(query.error);

  // One toast per failure streak, not one every 30 seconds.
  const failing = query.isError && !isUnauthorized(query.error);
  useEffect(() => {
    if (failing) toast({ title: translate(hostingMessages, 'statsFailed'), variant: 'destructive' });
  }, [failing]);

  // Live figures for an account the list still calls pending: provisioning has finished, so refresh the list.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!stats || refreshed.current || account.status !== 'pending' || stats.source !== 'live') return;
    refreshed.current = true;
    void invalidateHostingAccountList(queryClient);
  }, [stats, account.status, queryClient]);

  return (
    <div className="grid gap-4" aria-busy={query.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <UsageBar
          label={t('diskSpace')}
          usedMb={stats?.diskUsage ?? account.diskUsage}
          limit={stats ? stats.diskLimit : account.diskLimit}
        />
        <UsageBar
          label={t('bandwidth')}
          usedMb={stats?.bandwidthUsed ?? account.bandwidthUsed}
          limit={stats ? stats.bandwidthLimit : account.bandwidthLimit}
        />
      </div>
      {stats && [stats.emailAccounts, stats.databases, stats.subdomains, stats.ftpAccounts].some((n) => n !== null) && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <CountTile icon={Mail} label={t('emailAccounts')} count={stats.emailAccounts} limit={stats.emailLimit} />
          <CountTile icon={Database} label={t('databases')} count={stats.databases} limit={stats.databaseLimit} />
          <CountTile icon={FolderTree} label={t('subdomains')} count={stats.subdomains} limit={stats.subdomainLimit} />
          <CountTile icon={Network} label={t('ftpAccounts')} count={stats.ftpAccounts} limit={stats.ftpAccountLimit} />
        </dl>
      )}
      {stats && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <SourceBadge stats={stats} />
          {stats.lastUpdate && (
            <span>
              {t('updatedAt', {
                time: new Date(stats.lastUpdate).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
              })}
            </span>
          )}
          {stats.ip && (
            <span>
              {withElements((values) => t('serverIp', values), {
                ip: (
                  <span className="font-mono" dir="ltr">
                    {stats.ip}
                  </span>
                ),
              })}
            </span>
          )}
          {/* A pending account says why above the figures already. */}
          {stats.source === 'local' && stats.error && account.status !== 'pending' && (
            <span className="basis-full text-muted-foreground">{stats.error}</span>
          )}
        </div>
      )}
    </div>
  );
}
