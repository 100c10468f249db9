import { Ban, CirclePlay, ExternalLink, KeyRound, Pencil, Trash2, Wrench } from 'lucide-react';
import { useState } from 'react';
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
import { SuspendAccountDialog } from './suspend-account-dialog';
import { UsageBar } from './usage-bar';

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
  const cpanel = useCpanelLogin();
  const fix = useFixWhmAccount();
  const unsuspend = useUnsuspendHostingAccount();
  const [suspending, setSuspending] = useState(false);
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
        const reason = answer.message || answer.debug || 'Could not access cPanel';
        toast({
          title: 'cPanel Login Failed',
          description: answer.username ? `${reason} Sign in manually as ${answer.username}.` : reason,
          variant: 'destructive',
        });
      },
      onError: (error) => {
        point(null);
        toast({
          title: 'cPanel Login Failed',
          description: errorMessage(error, 'Could not access cPanel'),
          variant: 'destructive',
        });
      },
    });
  };

  const runFix = () =>
    fix.mutate(account.id, {
      onSuccess: (answer) => toast({ title: 'WHM Account Fixed', description: answer.message }),
      onError: (error) =>
        toast({
          title: 'Failed to Fix WHM Account',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const runUnsuspend = () =>
    unsuspend.mutate(account.id, {
      onSuccess: (answer) =>
        toast({ title: 'Account Unsuspended', description: `${account.domain}: ${answer.message}` }),
      onError: (error) =>
        toast({
          title: 'Unsuspension Failed',
          description: errorMessage(error, 'Please try again.'),
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
            Created {formatDate(account.createdAt)} · Updated {formatDate(account.updatedAt)}
          </p>
        </div>
        <Button variant="outline" size="sm" asChild className="self-start">
          <a
            href={`https://${account.domain}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${account.domain}`}
          >
            <ExternalLink aria-hidden="true" />
            Open site
          </a>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <UsageBar label="Disk" used={account.diskUsage} limit={account.diskLimit} live={live} />
        <UsageBar label="Bandwidth" used={account.bandwidthUsed} limit={account.bandwidthLimit} live={live} />
      </div>
      {suspended && (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 [overflow-wrap:anywhere]">
          <span className="font-medium">Suspended: </span>
          {account.suspendReason ?? 'no reason recorded'}
        </p>
      )}
      <PanelDetails account={account} />
      <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          ID: {account.id} · Package: {account.packageName ?? `#${account.packageId}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* A suspended account's panel stays closed (the server refuses it): no button that can only fail. */}
          <Button
            size="sm"
            variant="outline"
            onClick={openCpanel}
            disabled={cpanel.isPending || suspended}
            title={suspended ? 'Unsuspend the account to open its cPanel' : undefined}
          >
            <KeyRound aria-hidden="true" />
            {cpanel.isPending ? 'Opening...' : 'cPanel'}
          </Button>
          {needsFix(account) && (
            <Button size="sm" variant="outline" onClick={runFix} disabled={fix.isPending}>
              <Wrench aria-hidden="true" />
              {fix.isPending ? 'Fixing...' : 'Fix'}
            </Button>
          )}
          {suspended ? (
            <Button size="sm" variant="outline" onClick={runUnsuspend} disabled={unsuspend.isPending}>
              <CirclePlay aria-hidden="true" />
              {unsuspend.isPending ? 'Unsuspending...' : 'Unsuspend'}
            </Button>
          ) : (
            account.status !== 'pending' && (
              <Button size="sm" variant="outline" onClick={() => setSuspending(true)}>
                <Ban aria-hidden="true" />
                Suspend
              </Button>
            )
          )}
          <Button size="sm" variant="outline" disabled aria-label="Edit (not available yet)">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="destructive" onClick={() => onDelete(account)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <SuspendAccountDialog account={account} open={suspending} onClose={() => setSuspending(false)} />
    </article>
  );
}
