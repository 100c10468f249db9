import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { useVersionStatus } from '../api/get-version-status';
import { useStartVersionCheck } from '../api/start-version-check';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { libraryAdminMessages } from '../i18n';
import { describeVersionJob } from '../version-progress';

/** 'Update Versions' with the version-check progress bar, its line of text and the updates badge (001 §4). */
export function VersionCheckPanel({ kind }: { kind: LibraryKind }) {
  const t = useMessages(libraryAdminMessages);
  const locale = useLocale();
  const config = LIBRARY_KINDS[kind];
  const queryClient = useQueryClient();
  const status = useVersionStatus(kind);
  const start = useStartVersionCheck(kind);
  const view = describeVersionJob(status.data?.job, start.isPending, t, locale);
  const updates = status.data?.pendingUpdates.length ?? 0;

  // When a running job finishes, the rows' latest versions have changed: read the list again.
  const previous = useRef(view.status);
  useEffect(() => {
    const wasActive = previous.current === 'pending' || previous.current === 'in_progress';
    if (wasActive && !view.isActive) void queryClient.invalidateQueries({ queryKey: [config.adminPath], exact: true });
    previous.current = view.status;
  }, [view.status, view.isActive, queryClient, config.adminPath]);

  const run = () =>
    start.mutate(undefined, {
      onError: (error) =>
        toast({
          title: t('versionRefreshFailedTitle'),
          description: errorMessage(error, t('couldNotStartCheck')),
          variant: 'destructive',
        }),
    });

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid={`${kind}-version-check`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{t('wordpressVersions')}</span>
          {/* Written so no plural is needed ('Updates available: 2' in other languages): the tab needs no ICU. */}
          {updates > 0 && (
            <Badge variant={null} className="border-transparent bg-amber-100 text-amber-900">
              {t('updatesAvailable', { count: updates })}
            </Badge>
          )}
        </div>
        <Button size="sm" variant="outline" onClick={run} disabled={view.isActive}>
          <RefreshCw aria-hidden="true" className={cn(view.isActive && 'animate-spin')} />
          {t('updateVersions')}
        </Button>
      </div>
      <Progress
        value={view.value}
        aria-label={t(kind === 'plugin' ? 'pluginVersionCheckProgress' : 'themeVersionCheckProgress')}
        className={cn(view.status === 'failed' && '[&>div]:bg-destructive')}
      />
      <p
        className={cn('text-xs', view.status === 'failed' ? 'text-destructive' : 'text-muted-foreground')}
        aria-live="polite"
      >
        {view.text}
      </p>
    </div>
  );
}
