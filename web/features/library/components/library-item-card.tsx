import { Download, Globe, User as UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { useMessages } from '../../../lib/i18n/messages';
import type { LibraryPlugin } from '../types';
import { ItemImage } from './item-image';
import type { LibraryLayout } from './library-toolbar';
import { categoryText, libraryMessages } from '../i18n';
import { useCountFormat } from '../use-count-format';

/** One plugin or theme in a library, as a grid card or a list row; `title` may be a link. */
export function LibraryItemCard({
  item,
  kind,
  layout,
  title,
  onDownload,
  isDownloading,
  extraAction,
}: {
  item: LibraryPlugin;
  kind: 'plugin' | 'theme';
  layout: LibraryLayout;
  title?: ReactNode;
  onDownload: () => void;
  isDownloading: boolean;
  extraAction?: ReactNode;
}) {
  const t = useMessages(libraryMessages);
  const formatCount = useCountFormat();
  const list = layout === 'list';
  return (
    <Card
      className={cn('flex overflow-hidden', list ? 'flex-row items-stretch' : 'flex-col')}
      data-testid={`${kind}-card`}
    >
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        kind={kind}
        phonesHide={list}
        className={list ? 'w-32 shrink-0' : 'aspect-[16/9] w-full'}
      />
      <div className={cn('flex min-w-0 flex-1 gap-3 p-4', list ? 'flex-col sm:flex-row sm:items-center' : 'flex-col')}>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" size={null} className="px-2.5 py-0.5 text-[0.7rem] uppercase tracking-wide">
              {categoryText(t, item.category)}
            </Badge>
            {item.isPublic && kind === 'plugin' && (
              <Badge variant="success">
                <Globe className="size-3" aria-hidden="true" />
                {t('public')}
              </Badge>
            )}
          </div>
          <h3 className="truncate text-base font-semibold leading-tight">{title ?? item.name}</h3>
          {item.description && (
            <p className={cn('text-sm text-muted-foreground', list ? 'line-clamp-1' : 'line-clamp-2')}>
              {item.description}
            </p>
          )}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {item.version && <span>{t('versionShort', { version: item.version })}</span>}
            <span className="inline-flex items-center gap-1">
              <Download className="size-3" aria-hidden="true" />
              {t('downloadsCount', { count: formatCount(item.downloadCount) })}
            </span>
            {item.author && (
              <span className="inline-flex items-center gap-1">
                <UserIcon className="size-3" aria-hidden="true" />
                {item.author}
              </span>
            )}
          </p>
        </div>
        <div className={cn('flex gap-2', list ? 'shrink-0' : 'mt-auto')}>
          {extraAction}
          <Button
            size={list ? 'sm' : null}
            onClick={onDownload}
            disabled={isDownloading}
            aria-label={t('downloadItem', { name: item.name })}
            className={list ? undefined : 'h-9 flex-1 rounded-md px-3 text-sm'}
          >
            <Download aria-hidden="true" />
            {isDownloading ? t('preparing') : t('download')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
