import { Ban, CirclePlay, ExternalLink, KeyRound, Pencil, Trash2, Wrench } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCpanelLogin } from '../api/cpanel-login';
import { useFixWhmAccount } from '../api/fix-whm-account';
import { useUnsuspendHostingAccount } from '../api/suspend-hosting-account';
import { formatDate } from '../format-date';
import { openPendingTab } from '../open-window';
import { PanelDetails } from './panel-details';
import { StatusBadge } from './status-badge';
import { SuspendAccountDialog } from './lazy-dialogs';
import { UsageBar } from './usage-bar';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { hostingMessages } from '../i18n';

/** The brand's name, not a word to translate. */
const CPANEL = 'cPanel';

/** 001 §2: Fix shows only when panel data is missing or errored. */
export function needsFix(account: Pick<AdminHostingAccount, 'whmData'>): boolean {
  return !account.whmData || !!account.whmData.error;
}

export function AccountCard({
  account,
  onDelete,
}: {
  account: AdminHostingAccount;
  onDelete: (account: AdminHostingAccount) => void;
}) {
  const t = useMessages(hostingMessages);
  const locale = useLocale();
  const cpanel = useCpanelLogin();
  const fix = useFixWhmAccount();
  const unsuspend = useUnsuspendHostingAccount();
  const [suspending, setSuspending] = useState(false);
  const suspendMounted = useOpenedOnce(suspending);
  const live = !needsFix(account);
  const suspended = account.status === 'suspended';

  const openCpanel = () => {
    const point = openPendingTab();
    cpanel.mutate(account.domain, {
      onSuccess: (answer) => {
        if (answer.loginUrl) return point(answer.loginUrl);
        // 000 §8: with a username the panel still opens, for manual login.
        const manual = answer.username && answer.panelUrl ? answer.panelUrl : null;
        point(manual);
        const reason = answer.message || answer.debug || t('cpanelUnreachable');
        toast({
          title: t('cpanelLoginFailed'),
          description: answer.username ? t('signInManually', { reason, username: answer.username }) : reason,
          variant: 'destructive',
        });
      },
      onError: (error) => {
        point(null);
        toast({
          title: t('cpanelLoginFailed'),
          description: errorMessage(error, t('cpanelUnreachable')),
          variant: 'destructive',
        });
      },
    });
  };

  const runFix = () =>
    fix.mutate(account.id, {
      onSuccess: (answer) => toast({ title: t('whmFixed'), description: answer.message }),
      onError: (error) =>
        toast({
          title: t('fixFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });

  const runUnsuspend = () =>
    unsuspend.mutate(account.id, {
      onSuccess: (answer) =>
        toast({
          title: t('unsuspended'),
          description: t('domainMessage', { domain: account.domain, message: answer.message }),
        }),
      onError: (error) =>
        toast({
          title: t('unsuspendFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });

  return (
    <article aria-label={account.domain} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="truncate font-semibold">{account.domain}</h4>
            <StatusBadge status={account.status} />
          </div>
          <p className="text-xs text-muted-foreground">
            {t('createdUpdated', {
              created: formatDate(account.createdAt, locale),
              updated: formatDate(account.updatedAt, locale),
            })}
          </p>
        </div>
        <Button variant="outline" size="sm" asChild className="self-start">
          <a
            href={`https://${account.domain}`}
            target="_blank"
            rel="noopener noreferrer"
            // Which site, for a screen reader, after the visible words (a name must contain what is seen).
            aria-label={`${t('openSite')} ${account.domain}`}
          >
            <ExternalLink aria-hidden="true" />
            {t('openSite')}
          </a>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <UsageBar label={t('disk')} used={account.diskUsage} limit={account.diskLimit} live={live} />
        <UsageBar label={t('bandwidth')} used={account.bandwidthUsed} limit={account.bandwidthLimit} live={live} />
      </div>
      {suspended && (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 [overflow-wrap:anywhere]">
          <span className="font-medium">{t('suspendedLabel')} </span>
          {account.suspendReason ?? t('noReasonRecorded')}
        </p>
      )}
      <PanelDetails account={account} />
      <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {t('idPackage', { id: account.id, package: account.packageName ?? `#${account.packageId}` })}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* A suspended account's panel stays closed (the server refuses it): no button that can only fail. */}
          <Button
            size="sm"
            variant="outline"
            onClick={openCpanel}
            disabled={cpanel.isPending || suspended}
            title={suspended ? t('unsuspendToOpen') : undefined}
          >
            <KeyRound aria-hidden="true" />
            {cpanel.isPending ? t('opening') : CPANEL}
          </Button>
          {needsFix(account) && (
            <Button size="sm" variant="outline" onClick={runFix} disabled={fix.isPending}>
              <Wrench aria-hidden="true" />
              {fix.isPending ? t('fixing') : t('fix')}
            </Button>
          )}
          {suspended ? (
            <Button size="sm" variant="outline" onClick={runUnsuspend} disabled={unsuspend.isPending}>
              <CirclePlay aria-hidden="true" />
              {unsuspend.isPending ? t('unsuspending') : t('unsuspend')}
            </Button>
          ) : (
            account.status !== 'pending' && (
              <Button size="sm" variant="outline" onClick={() => setSuspending(true)}>
                <Ban aria-hidden="true" />
                {t('suspend')}
              </Button>
            )
          )}
          <Button size="sm" variant="outline" disabled aria-label={t('editNotAvailable')}>
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => onDelete(account)}>
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </Button>
        </div>
      </div>
      {suspendMounted && (
        <Suspense fallback={null}>
          <SuspendAccountDialog account={account} open={suspending} onClose={() => setSuspending(false)} />
        </Suspense>
      )}
    </article>
  );
}
