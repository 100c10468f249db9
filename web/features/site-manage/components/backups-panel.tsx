import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { Archive, Download, ExternalLink } from 'lucide-react';
import type { CpanelApp } from '../../../../contract/site-manage-constants.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { goInTab, openPendingTab } from '../../../lib/open-pending-tab';
import { leavePage } from '../../../lib/page-navigation';
import { backupDownloadLink, openCpanelPage, useSiteBackups, useStartBackup } from '../api/backups';
import { PanelState, Section } from './panel-state';

/** cPanel's own pages offered under the backups, in this order (each named by `cpanel_<app>` in the catalogue). */
const CPANEL_PAGES = [
  'Backups_Home',
  'Email_Accounts',
  'Database_MySQL',
  'Cron_Home',
  'FileManager_Home',
] as const satisfies readonly CpanelApp[];

/** "Back up now" within the weekly allowance, the backups made, and one click into cPanel's own pages. */
export function BackupsPanel({ accountId }: { accountId: number }) {
  const backups = useSiteBackups(accountId);
  const t = useMessages(siteManageMessages);
  const locale = useLocale();
  const start = useStartBackup(accountId);
  const data = backups.data;
  const left = data ? Math.max(0, data.weeklyLimit - data.usedThisWeek) : 0;

  // The link is made per click (it lives minutes); the browser then downloads it as any file.
  const download = async (file: string) => {
    try {
      leavePage((await backupDownloadLink(accountId, file)).downloadUrl);
    } catch (error) {
      toast({
        title: t('downloadNotStarted'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  const openPage = async (app: CpanelApp) => {
    const tab = openPendingTab(t('openingCpanel'));
    try {
      goInTab(tab, (await openCpanelPage(accountId, app)).loginUrl);
    } catch (error) {
      tab?.close();
      toast({ title: t('cpanelDidNotOpen'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
    }
  };

  return (
    <Section id="backups" title={t('backups')} lead={t('backupsLead')}>
      <PanelState isLoading={backups.isLoading} error={backups.error} onRetry={() => void backups.refetch()}>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: (a) => toast({ title: a.message }),
                onError: (error) =>
                  toast({
                    title: t('backupNotStarted'),
                    description: errorMessage(error, t('tryAgain')),
                    variant: 'destructive',
                  }),
              })
            }
            disabled={start.isPending || left === 0}
          >
            <Archive className="size-4" aria-hidden="true" /> {t('backUpNow')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {t('backupsLeft', { left, limit: data?.weeklyLimit ?? 0 })}
          </span>
        </div>
        {data && data.backups.length > 0 ? (
          <ul className="grid gap-2" data-testid="backups">
            {data.backups.map((b) => (
              <li
                key={b.file}
                className="flex flex-col gap-1 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:gap-2"
              >
                <span className="min-w-0 sm:flex-1 font-mono [overflow-wrap:anywhere]">{b.file}</span>
                {b.time && <span className="text-muted-foreground">{new Date(b.time).toLocaleString(locale)}</span>}
                <Badge variant={b.status === 'complete' ? 'success' : 'secondary'} className="w-fit">
                  {b.status === 'complete'
                    ? t('backupReady')
                    : b.status === 'failed'
                      ? t('backupFailed')
                      : t('backupBeingMade')}
                </Badge>
                {b.status === 'complete' && (
                  <Button size="sm" variant="outline" className="w-fit" onClick={() => void download(b.file)}>
                    <Download className="size-4" aria-hidden="true" /> {t('download')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noBackups')}</p>
        )}
        <p className="text-sm text-muted-foreground">{t('restoreInCpanel')}</p>
        <div className="flex flex-wrap gap-2">
          {CPANEL_PAGES.map((app) => (
            <Button key={app} size="sm" variant="outline" onClick={() => void openPage(app)}>
              {t(`cpanel_${app}`)} <ExternalLink className="size-3.5" aria-hidden="true" />
            </Button>
          ))}
        </div>
      </PanelState>
    </Section>
  );
}
