import { useState } from 'react';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useLibraryItems } from '../api/get-library-items';
import { libraryAdminMessages } from '../i18n';
import type { LibraryKind } from '../library-kind';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { ExportCatalogueButton } from './export-button';
import { ItemRow } from './item-row';
import { PluginRequestsCard } from './plugin-requests-card';
import { UploadCard } from './upload-card';
import { VersionCheckPanel } from './version-check-panel';

/** The Plugins tab and the Themes tab (001 §2): upload form, then the list with version checks, edit and delete. */
export function LibraryAdminTab({ kind }: { kind: LibraryKind }) {
  const t = useMessages(libraryAdminMessages);
  const plugin = kind === 'plugin';
  const items = useLibraryItems(kind);
  const [editing, setEditing] = useState<AdminLibraryItem | null>(null);
  const [deleting, setDeleting] = useState<AdminLibraryItem | null>(null);
  const list = items.data ?? [];

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <UploadCard kind={kind} />
      <Card className="min-w-0">
        <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>{t(plugin ? 'allPlugins' : 'allThemes')}</CardTitle>
            <CardDescription>
              {items.isSuccess ? t('inTheLibrary', { count: list.length }) : t(plugin ? 'everyPlugin' : 'everyTheme')}
            </CardDescription>
          </div>
          <ExportCatalogueButton kind={kind} size="sm" />
        </div>
        <CardContent className="grid gap-4">
          <VersionCheckPanel kind={kind} />
          {items.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label={t(plugin ? 'loadingPlugins' : 'loadingThemes')} />
            </div>
          ) : items.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(items.error, t(plugin ? 'loadPluginsFailed' : 'loadThemesFailed'))}
            </p>
          ) : list.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {t(plugin ? 'noPluginsYet' : 'noThemesYet')}
            </p>
          ) : (
            // 001 §2: the list is capped at 26rem and scrolls.
            <ul
              className="max-h-[26rem] divide-y overflow-y-auto rounded-lg border"
              aria-label={t(plugin ? 'allPlugins' : 'allThemes')}
              data-testid={`${kind}-list`}
            >
              {list.map((item) => (
                <ItemRow key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <EditItemDialog kind={kind} item={editing} onClose={() => setEditing(null)} />
      <DeleteItemDialog kind={kind} item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** The Plugins tab also holds the queue of plugin requests (only plugins can be requested). */
export function PluginsTab() {
  return (
    <div className="grid gap-6">
      <LibraryAdminTab kind="plugin" />
      <PluginRequestsCard />
    </div>
  );
}

export function ThemesTab() {
  return <LibraryAdminTab kind="theme" />;
}
