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

const CPANEL_PAGES: { app: CpanelApp; label: string }[] = [
  { app: 'Backups_Home', label: 'Backups in cPanel' },
  { app: 'Email_Accounts', label: 'E-mail accounts' },
  { app: 'Database_MySQL', label: 'Databases' },
  { app: 'Cron_Home', label: 'Scheduled tasks' },
  { app: 'FileManager_Home', label: 'File manager' },
];

/** "Back up now" within the weekly allowance, the backups made, and one click into cPanel's own pages. */
export function BackupsPanel({ accountId }: { accountId: number }) {
  const backups = useSiteBackups(accountId);
  const start = useStartBackup(accountId);
  const data = backups.data;
  const left = data ? Math.max(0, data.weeklyLimit - data.usedThisWeek) : 0;

  // The link is made per click (it lives minutes); the browser then downloads it as any file.
  const download = async (file: string) => {
    try {
      leavePage((await backupDownloadLink(accountId, file)).downloadUrl);
    } catch (error) {
      toast({ title: 'Download not started', description: errorMessage(error, 'Try again'), variant: 'destructive' });
    }
  };

  const openPage = async (app: CpanelApp) => {
    const tab = openPendingTab('Opening cPanel…');
    try {
      goInTab(tab, (await openCpanelPage(accountId, app)).loginUrl);
    } catch (error) {
      tab?.close();
      toast({ title: 'cPanel did not open', description: errorMessage(error, 'Try again'), variant: 'destructive' });
    }
  };

  return (
    <Section
      id="backups"
      title="Backups"
      lead="A full copy of your files, databases and mail, kept in your home folder."
    >
      <PanelState isLoading={backups.isLoading} error={backups.error} onRetry={() => void backups.refetch()}>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: (a) => toast({ title: a.message }),
                onError: (error) =>
                  toast({
                    title: 'Backup not started',
                    description: errorMessage(error, 'Try again'),
                    variant: 'destructive',
                  }),
              })
            }
            disabled={start.isPending || left === 0}
          >
            <Archive className="size-4" aria-hidden="true" /> Back up now
          </Button>
          <span className="text-sm text-muted-foreground">
            {left} of {data?.weeklyLimit ?? 0} this week left (each backup uses disk space).
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
                {b.time && <span className="text-muted-foreground">{new Date(b.time).toLocaleString()}</span>}
                <Badge variant={b.status === 'complete' ? 'success' : 'secondary'} className="w-fit">
                  {b.status === 'complete' ? 'Ready' : b.status === 'failed' ? 'Failed' : 'Being made'}
                </Badge>
                {b.status === 'complete' && (
                  <Button size="sm" variant="outline" className="w-fit" onClick={() => void download(b.file)}>
                    <Download className="size-4" aria-hidden="true" /> Download
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No backups yet.</p>
        )}
        <p className="text-sm text-muted-foreground">Restore a backup, and more, in cPanel's own pages:</p>
        <div className="flex flex-wrap gap-2">
          {CPANEL_PAGES.map((page) => (
            <Button key={page.app} size="sm" variant="outline" onClick={() => void openPage(page.app)}>
              {page.label} <ExternalLink className="size-3.5" aria-hidden="true" />
            </Button>
          ))}
        </div>
      </PanelState>
    </Section>
  );
}
