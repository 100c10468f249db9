import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import type { ComputeText } from '../i18n';
import { Monitor, Play, Power, RotateCcw, Square } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MyInstance } from '../../../../contract/compute.js';
import { isInstanceEnded, type InstanceAction } from '../../../../contract/compute-constants.js';
import { actionRefusal, isChanging } from '../../../../contract/instance-actions.js';
import { CopyButton } from '../../../components/copy-button';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useInstanceAction } from '../api/instance-action';
import { useOpenConsole } from '../hooks/use-open-console';
import { providerLabel, shownTimeRemaining, statusLabel } from '../instance-status';
import { InstancePassword } from './instance-password';
import { InstanceStatusBadge } from './instance-status-badge';
import { TerminateDialog } from './terminate-dialog';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

export function instanceTitle(
  instance: Pick<MyInstance, 'id' | 'instanceName' | 'providerInstanceId'>,
  t: ComputeText,
): string {
  return instance.instanceName || instance.providerInstanceId || t('instanceNumber', { id: String(instance.id) });
}

/**
 * 001 §2 instance card: every field and badge, and Console (where the provider has one), Start, Stop, Restart, Terminate.
 * The buttons follow the machine (contract/instance-actions.ts): Start only when stopped, Stop and
 * Restart only when running, none while it changes — except Terminate of a launch stuck with an error.
 */
export function InstanceCard({ instance, isAdmin, now }: { instance: MyInstance; isAdmin: boolean; now: number }) {
  const action = useInstanceAction();
  const t = useMessages(computeMessages);
  const tError = useErrorText();
  const console_ = useOpenConsole();
  const [confirming, setConfirming] = useState(false);
  const title = instanceTitle(instance, t);
  const isRemote = instance.source === 'remote';
  // 001 §4: actions only for local instances, or remote ones (found on a provider's account, listed only to admins) for an admin.
  const canAct = !isRemote || isAdmin;
  const ended = isInstanceEnded(instance.status) || instance.status === 'deleting';
  const busy = action.isPending;
  const changing = isChanging(instance.status);
  /** Why a power button is off (shown as its title), or null when it may be pressed. */
  const offReason = (which: 'start' | 'stop' | 'restart') =>
    !canAct
      ? t('notAvailable')
      : ended
        ? t('instanceEnded')
        : changing
          ? t('waitChanging')
          : (tError(actionRefusal(which, instance.status) ?? undefined) ?? null);
  const canTerminate = canAct && !ended && (!changing || Boolean(instance.error));

  const run = (which: InstanceAction) => {
    action.mutate(
      { id: instance.id, action: which },
      {
        onSuccess: () => {
          setConfirming(false);
          // Said by the action this card asked for, in the page's language (the answer's sentence names it in English).
          toast({ title: t(`requested_${which}`) });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: t('actionFailed'),
            description: errorMessage(error, t(`failedTo_${which}`)),
            variant: 'destructive',
          });
        },
      },
    );
  };

  // A 48-hour run counts down; other machines show their status there.
  const showsTime = instance.isTrial;
  return (
    <Card role="article" aria-label={title} className="flex min-w-0 flex-col">
      <div className="flex flex-col p-6 gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold tracking-tight min-w-0 break-all text-base">{title}</h3>
          <div className="flex flex-wrap gap-1.5">
            <InstanceStatusBadge status={instance.status} />
            <Badge variant="outline">{providerLabel(instance)}</Badge>
            {isRemote && <Badge variant="secondary">{t('remote')}</Badge>}
          </div>
        </div>
        {instance.error && (
          <p role="alert" className="text-sm text-destructive">
            {instance.error}
          </p>
        )}
      </div>
      <CardContent className="grid flex-1 gap-4">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('region')}>{instance.region ?? '–'}</Field>
          <Field label={t('ipAddress')}>
            <span className="font-mono">{instance.ipv4Address || t('pending')}</span>
          </Field>
          <Field label={t('operatingSystem')}>{instance.operatingSystem ?? '–'}</Field>
          {showsTime ? (
            <Field label={t('timeRemaining')}>
              <span className="tabular-nums">{shownTimeRemaining(instance, now, t)}</span>
            </Field>
          ) : (
            <Field label={t('status')}>{statusLabel(instance.status, t)}</Field>
          )}
          <div className="grid min-w-0 gap-0.5 sm:col-span-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('providerId')}</dt>
            <dd className="flex min-w-0 items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 break-all font-mono">{instance.providerInstanceId ?? t('pending')}</span>
              {instance.providerInstanceId && (
                <CopyButton value={instance.providerInstanceId} label={t('providerId')} />
              )}
            </dd>
          </div>
          {instance.resourceGroup && (
            <Field label={t('resourceGroup')}>
              <span className="break-all font-mono">{instance.resourceGroup}</span>
            </Field>
          )}
        </dl>
        <div className="grid gap-1.5 rounded-lg border bg-muted/30 p-3">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('credentials')}</p>
          <InstancePassword username={instance.adminUsername} password={instance.adminPassword} />
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {instance.hasConsole && (
          <Button
            size="sm"
            variant="outline"
            disabled={!canAct || ended || console_.isPending}
            onClick={() => console_.open(instance.id)}
          >
            <Monitor aria-hidden="true" />
            {t('console')}
          </Button>
        )}
        {(['start', 'stop', 'restart'] as const).map((which) => {
          const reason = offReason(which);
          const Icon = which === 'start' ? Play : which === 'stop' ? Square : RotateCcw;
          return (
            <Button
              key={which}
              size="sm"
              variant="outline"
              disabled={Boolean(reason) || busy}
              title={reason ?? undefined}
              onClick={() => run(which)}
            >
              <Icon aria-hidden="true" />
              {t(which)}
            </Button>
          );
        })}
        <Button size="sm" variant="destructive" disabled={!canTerminate || busy} onClick={() => setConfirming(true)}>
          <Power aria-hidden="true" />
          {t('terminate')}
        </Button>
      </CardFooter>
      <TerminateDialog
        name={title}
        open={confirming}
        pending={busy}
        onConfirm={() => run('terminate')}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
