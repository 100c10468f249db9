import { Ban, CalendarDays, Clock, ExternalLink, Globe, Package, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import type { HostingAccount } from '../../../../contract/hosting.js';
import { isIdleDeactivationReason } from '../../../../contract/idle-sites-constants.js';
import { SupportContactLink } from '../../../components/support-contact';
import { SuspensionReasonText } from '../../../components/suspension-reason/suspension-reason-text';
import { Card, CardContent } from '../../../components/ui/card';
import { useAccountStats } from '../api/get-account-stats';
import { AccountStats } from './account-stats';
import { CpanelButton } from './cpanel-button';
import { IdleDeactivatedNotice } from './idle-deactivated-notice';
import { HostingStatusBadge } from './status-badge';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { withElements } from '../../../lib/i18n/with-elements';

/** One hosting account: its address, status, package, live usage and the way into cPanel. */
export function HostingAccountCard({ account }: { account: HostingAccount }) {
  // The same cached query AccountStats reads: the badge turns red when the stats say suspended.
  const stats = useAccountStats(account.id, account.status).data;
  const pending = account.status === 'pending';
  // The server refuses cPanel sign-on for a suspended account, so the button is not offered.
  const suspended = account.status === 'suspended' || stats?.suspended === true;
  // Deactivated by the idle rule: its own notice with Reactivate, not the suspension's "contact support".
  const idle = account.status === 'suspended' && isIdleDeactivationReason(account.suspendReason);
  const t = useMessages(hostingMessages);
  const locale = useLocale();
  return (
    <Card data-testid="hosting-account" data-domain={account.domain} data-status={account.status}>
      <div className="flex flex-col p-6 gap-3 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Globe className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <h3 className="min-w-0 [overflow-wrap:anywhere] text-lg font-semibold leading-tight">{account.domain}</h3>
            <HostingStatusBadge status={account.status} suspended={stats?.suspended} idle={idle} />
          </div>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Package className="size-4" aria-hidden="true" />
              {account.packageName ?? stats?.packageName ?? t('freeHosting')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              {t('createdOn', { date: new Date(account.createdAt).toLocaleDateString(locale) })}
            </span>
            {account.cpanelUsername && (
              <span>
                {withElements((values) => t('cpanelUser', values), {
                  username: <span className="font-mono text-slate-700">{account.cpanelUsername}</span>,
                })}
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {!pending && (
            <a
              href={`http://${account.domain}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-1.5 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-sm hover:bg-accent"
            >
              {t('visitSite')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          )}
          {!pending && !suspended && (
            <Link
              href={`/sites/${account.id}`}
              className="inline-flex h-10 items-center gap-1.5 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-sm hover:bg-accent"
            >
              <Wrench className="size-4" aria-hidden="true" />
              {t('manageSite')}
            </Link>
          )}
          {!suspended && <CpanelButton domain={account.domain} disabled={pending} />}
        </div>
      </div>
      <CardContent className="grid gap-4">
        {pending && (
          <p className="flex items-start gap-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('pendingNote')}
          </p>
        )}
        {idle && <IdleDeactivatedNotice accountId={account.id} domain={account.domain} />}
        {suspended && !idle && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-1 [overflow-wrap:anywhere]">
              <p className="font-medium">{t('suspendedTitle')}</p>
              <p>
                <span className="font-medium">{t('reasonLabel')}</span>{' '}
                {account.suspendReason ? (
                  <SuspensionReasonText view={{ ...account, suspendReason: account.suspendReason }} />
                ) : (
                  t('noReason')
                )}
              </p>
              <p className="text-red-800">
                {withElements((values) => t('suspendedFilesKept', values), {
                  support: <SupportContactLink>{t('contactSupport')}</SupportContactLink>,
                })}
              </p>
            </div>
          </div>
        )}
        <AccountStats account={account} />
      </CardContent>
    </Card>
  );
}
