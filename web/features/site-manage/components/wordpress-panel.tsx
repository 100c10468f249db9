import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { WordpressInstall } from '../../../../contract/site-manage.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyableField } from '../../../components/copyable-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useInstallWordpress, useRemoveWordpress, useSiteWordpress } from '../api/wordpress';
import { PanelState, Section } from './panel-state';
import { SendToSite } from './send-to-site';

/** One-click WordPress: install with progress, the password shown once, the installs there, remove one. */
export function WordpressPanel({ accountId, domain }: { accountId: number; domain: string }) {
  const wordpress = useSiteWordpress(accountId);
  const t = useMessages(siteManageMessages);
  const install = useInstallWordpress(accountId);
  const remove = useRemoveWordpress(accountId);
  const [password, setPassword] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WordpressInstall | null>(null);
  const run = wordpress.data?.run;
  const installing = run?.state === 'queued' || run?.state === 'running';
  const installs = wordpress.data?.installs ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get('adminPassword') ?? '');
    install.mutate(
      {
        siteTitle: String(form.get('siteTitle') ?? ''),
        ...(chosen ? { adminPassword: chosen } : {}),
      },
      {
        onSuccess: (answer) => {
          if (answer.status === 'started') setPassword(answer.adminPassword);
          toast({ title: answer.message });
        },
        onError: (error) =>
          toast({
            title: t('wpNotInstalled'),
            description: errorMessage(error, t('tryAgain')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Section id="wordpress" title={t('wpTitle')} lead={t('wpLead')}>
      <PanelState isLoading={wordpress.isLoading} error={wordpress.error} onRetry={() => void wordpress.refetch()}>
        {run && (
          <div className="grid gap-2" data-testid="wordpress-run" data-state={run.state}>
            <p className="text-sm font-medium">
              {run.state === 'completed'
                ? t('wpInstalled')
                : run.state === 'failed'
                  ? t('wpFailed', { reason: run.error ?? t('wpNoReason') })
                  : t('wpInstalling', { step: run.step ?? '' })}
            </p>
            <Progress value={run.percent} aria-label={t('wpProgress')} />
            {run.adminLogin && (
              <p className="text-sm text-muted-foreground">
                {withElements(t('wpSignInAs', slots('login')), {
                  login: <span className="font-mono">{run.adminLogin}</span>,
                })}
              </p>
            )}
          </div>
        )}
        {password && (
          <div className="grid gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3">
            <p className="text-sm font-medium">{t('wpPasswordOnce')}</p>
            <dl>
              <CopyableField label={t('adminPassword')} value={password} />
            </dl>
          </div>
        )}
        {installs.length > 0 ? (
          <ul className="grid gap-2" data-testid="wordpress-installs">
            {installs.map((site) => (
              <li
                key={site.id}
                className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="min-w-0 sm:flex-1 [overflow-wrap:anywhere]">
                  <span className="font-medium">{site.url ?? `${site.domain}/${site.path}`}</span>
                  {site.version && (
                    <span className="text-sm text-muted-foreground">
                      {' '}
                      · {t('wpVersion', { version: site.version })}
                    </span>
                  )}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {site.url && (
                    <a
                      className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                      href={`${site.url}wp-admin/`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('openAdmin')} <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(site)}
                    aria-label={t('removeWpAt', { where: site.url ?? site.domain })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> {t('remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          !installing && (
            <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label={t('installWordpress')}>
              <div className="grid gap-1.5">
                <Label htmlFor="wp-title">{t('siteTitle')}</Label>
                <Input id="wp-title" name="siteTitle" required defaultValue={domain} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="wp-password">{t('adminPasswordOptional')}</Label>
                <Input
                  id="wp-password"
                  name="adminPassword"
                  type="password"
                  autoComplete="new-password"
                  placeholder={t('wpPasswordPlaceholder')}
                />
              </div>
              <div className="sm:col-span-2">
                <Button type="submit" disabled={install.isPending}>
                  {install.isPending ? t('starting') : t('installWordpress')}
                </Button>
              </div>
            </form>
          )
        )}
        {installs.length > 0 && <SendToSite accountId={accountId} />}
      </PanelState>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeWpTitle')}
        description={t('removeWpBody', { where: removing?.url ?? removing?.domain ?? '' })}
        descriptionTone="warning"
        confirmLabel={t('removeWordpress')}
        pendingLabel={t('removing')}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              setRemoving(null);
              toast({ title: answer.message });
            },
            onError: (error) =>
              toast({
                title: t('notRemoved'),
                description: errorMessage(error, t('tryAgain')),
                variant: 'destructive',
              }),
          })
        }
      />
    </Section>
  );
}
