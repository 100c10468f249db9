import { ArrowUpCircle, Download, Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { isUpdateAvailable } from '../../../../contract/version-compare.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format-size';
import { libraryCategoryText } from '../../../../contract/library-categories.js';
import { formatCount } from '../../../lib/format-count';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryAdminMessages } from '../i18n';

/** One plugin or theme in the All Plugins / All Themes list. */
export function ItemRow({
  item,
  onEdit,
  onDelete,
}: {
  item: AdminLibraryItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages(libraryAdminMessages);
  const locale = useLocale();
  const update = isUpdateAvailable(item.version, item.latestVersion);
  const fileSize = item.fileSize === null ? null : formatFileSize(item.fileSize);
  return (
    <li className="flex items-start gap-3 p-3" data-testid="library-item">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" className="size-12 shrink-0 rounded-md border object-cover" />
      ) : (
        <div
          className="flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted text-xs font-semibold text-muted-foreground"
          aria-hidden="true"
        >
          {item.name.slice(0, 2).toUpperCase()}
        </div>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-medium">{item.name}</span>
          {item.version && (
            <span className="text-xs text-muted-foreground">{t('versionShort', { version: item.version })}</span>
          )}
          {update && (
            <Badge
              variant={null}
              className="border-transparent bg-amber-100 text-amber-900"
              title={item.latestVersionNotes ?? undefined}
            >
              <ArrowUpCircle className="size-3" aria-hidden="true" />
              {t('updateAvailable', { version: item.latestVersion ?? '' })}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="outline">{libraryCategoryText(t, item.category)}</Badge>
          <span className="inline-flex items-center gap-1">
            {item.isPublic ? (
              <Globe className="size-3" aria-hidden="true" />
            ) : (
              <Lock className="size-3" aria-hidden="true" />
            )}
            {item.isPublic ? t('public') : t('membersOnly')}
          </span>
          <span className="inline-flex items-center gap-1">
            <Download className="size-3" aria-hidden="true" />
            {locale === 'en' ? formatCount(item.downloadCount) : item.downloadCount.toLocaleString(locale)}
          </span>
          {fileSize && <span>{fileSize}</span>}
          <span className="truncate font-mono">{item.slug}</span>
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('editItem', { name: item.name })}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant={null}
          size="icon"
          onClick={onDelete}
          aria-label={t('deleteItem', { name: item.name })}
          className="text-destructive hover:bg-accent hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
