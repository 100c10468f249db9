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
            title: 'WordPress was not installed',
            description: errorMessage(error, 'Try again'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Section
      id="wordpress"
      title="WordPress"
      lead="Install WordPress in one click, then add plugins and themes from our library."
    >
      <PanelState isLoading={wordpress.isLoading} error={wordpress.error} onRetry={() => void wordpress.refetch()}>
        {run && (
          <div className="grid gap-2" data-testid="wordpress-run" data-state={run.state}>
            <p className="text-sm font-medium">
              {run.state === 'completed'
                ? 'WordPress is installed.'
                : run.state === 'failed'
                  ? `The install failed: ${run.error ?? 'no reason was given'}`
                  : `Installing WordPress… ${run.step ?? ''}`}
            </p>
            <Progress value={run.percent} aria-label="WordPress install progress" />
            {run.adminLogin && (
              <p className="text-sm text-muted-foreground">
                Sign in to WordPress as <span className="font-mono">{run.adminLogin}</span> with the password below or
                the one you chose.
              </p>
            )}
          </div>
        )}
        {password && (
          <div className="grid gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3">
            <p className="text-sm font-medium">
              Your WordPress admin password. It is shown only now: copy it somewhere safe.
            </p>
            <dl>
              <CopyableField label="Admin password" value={password} />
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
                  {site.version && <span className="text-sm text-muted-foreground"> · WordPress {site.version}</span>}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {site.url && (
                    <a
                      className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                      href={`${site.url}wp-admin/`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Open admin <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(site)}
                    aria-label={`Remove WordPress at ${site.url ?? site.domain}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          !installing && (
            <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label="Install WordPress">
              <div className="grid gap-1.5">
                <Label htmlFor="wp-title">Site title</Label>
                <Input id="wp-title" name="siteTitle" required defaultValue={domain} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="wp-password">Admin password (optional)</Label>
                <Input
                  id="wp-password"
                  name="adminPassword"
                  type="password"
                  autoComplete="new-password"
                  placeholder="Leave empty and we make one"
                />
              </div>
              <div className="sm:col-span-2">
                <Button type="submit" disabled={install.isPending}>
                  {install.isPending ? 'Starting…' : 'Install WordPress'}
                </Button>
              </div>
            </form>
          )
        )}
        {installs.length > 0 && <SendToSite accountId={accountId} />}
      </PanelState>
      <ConfirmDialog
        open={removing !== null}
        title="Remove WordPress?"
        description={`This deletes the WordPress site at ${removing?.url ?? removing?.domain ?? ''}, its files and its database. It cannot be undone.`}
        descriptionTone="warning"
        confirmLabel="Remove WordPress"
        pendingLabel="Removing…"
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
              toast({ title: 'Not removed', description: errorMessage(error, 'Try again'), variant: 'destructive' }),
          })
        }
      />
    </Section>
  );
}
