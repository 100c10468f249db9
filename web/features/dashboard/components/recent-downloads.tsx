import { Download, Palette, Puzzle } from 'lucide-react';
import { Link } from 'wouter';
import type { RecentDownload } from '../../../../contract/library.js';
import { RECENT_DOWNLOADS_SHOWN } from '../../../../contract/constants.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../i18n';

/** 000 §2 recent downloads: the first 5, or an empty state pointing at the library. */
export function RecentDownloads({
  downloads,
  isLoading,
  isError,
}: {
  downloads: RecentDownload[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const shown = (downloads ?? []).slice(0, RECENT_DOWNLOADS_SHOWN);
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  return (
    <Card>
      <div className="flex p-6 flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Download className="size-5 text-primary" aria-hidden="true" />
          {t('recentDownloads')}
        </CardTitle>
        {shown.length > 0 && (
          <Button variant="link" size={null} className="h-auto shrink-0 rounded-md px-0 text-sm" asChild>
            <Link href="/plugins">{t('viewLibrary')}</Link>
          </Button>
        )}
      </div>
      <CardContent>
        {isLoading ? (
          <Spinner label={t('loadingDownloads')} />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t('downloadsFailed')}</p>
        ) : shown.length === 0 ? (
          <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-5 text-sm text-muted-foreground">
            <p>{t('noDownloads')}</p>
            <Button variant="outline" size="sm" asChild>
              <Link href="/plugins">{t('browsePlugins')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {shown.map((item) => {
              const Icon = item.type === 'theme' ? Palette : Puzzle;
              const href = item.type === 'plugin' ? `/plugin/${item.slug}` : '/themes';
              return (
                <li key={item.id} className="flex items-center gap-3 py-2.5">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="grid min-w-0 flex-1">
                    <Link href={href} className="truncate text-sm font-medium hover:underline">
                      {item.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      {t(item.version ? 'downloadedVersionOn' : 'downloadedOn', {
                        version: item.version ?? '',
                        date: new Date(item.downloadedAt).toLocaleDateString(locale),
                      })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
