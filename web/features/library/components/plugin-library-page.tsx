import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Puzzle } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { cataloguePagesItems, pluginPagesQueryOptions } from '../../../api/catalogue';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePluginDownload } from '../hooks/use-library-download';
import { useMessages } from '../../../lib/i18n/messages';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { libraryMessages } from '../i18n';
import { CategoryButtons } from './category-buttons';
import { LibraryAccessPanel } from './library-access-panel';
import { LibraryItemCard } from './library-item-card';
import { LibraryResults } from './library-results';
import { LibraryToolbar, type LibraryLayout } from './library-toolbar';
import { PluginRequestSection } from './plugin-request-section';
import { PluginStructuredData } from './plugin-structured-data';

export const SEARCH_DEBOUNCE_MS = 300;

/** /plugins and /plugin-library (001 §2). `adminActions` is the admin-only export, composed by the route. */
export function PluginLibraryPage({ adminActions }: { adminActions?: ReactNode }) {
  const t = useMessages(libraryMessages);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [layout, setLayout] = useState<LibraryLayout>('grid');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const plugins = useInfiniteQuery({
    ...pluginPagesQueryOptions({ category, search: settledSearch }),
    placeholderData: keepPreviousData,
  });
  const { items, total } = useMemo(() => cataloguePagesItems(plugins.data), [plugins.data]);
  const { download, pendingId, prompt } = usePluginDownload();

  return (
    <div className="grid gap-6">
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Puzzle className="size-7 text-primary" aria-hidden="true" />
            {t('pluginLibrary')}
          </span>
        }
        description={withElements(t('pluginLibraryIntro', slots('count')), {
          count: <strong className="font-semibold text-foreground">{t('pluginCountClaim')}</strong>,
        })}
        actions={adminActions}
      />
      <LibraryAccessPanel variant="plugin" />
      <div className="grid gap-3">
        <LibraryToolbar
          idPrefix="plugins"
          searchLabel={t('searchPlugins')}
          search={search}
          onSearch={setSearch}
          layout={layout}
          onLayout={setLayout}
        />
        <CategoryButtons value={category} onChange={setCategory} />
      </div>
      <PluginStructuredData plugins={items} />
      <LibraryResults
        items={items}
        total={total}
        isPending={plugins.isPending}
        isError={plugins.isError && !plugins.data}
        hasMore={plugins.hasNextPage}
        loadingMore={plugins.isFetchingNextPage}
        moreFailed={plugins.isFetchNextPageError}
        onShowMore={() => void plugins.fetchNextPage()}
        layout={layout}
        noun="plugin"
        renderItem={(plugin) => (
          <LibraryItemCard
            item={plugin}
            kind="plugin"
            layout={layout}
            title={
              <Link href={`/plugin/${plugin.slug}`} className="hover:underline">
                {plugin.name}
              </Link>
            }
            onDownload={() => download(plugin)}
            isDownloading={pendingId === plugin.id}
            extraAction={
              <Button size="sm" variant="outline" asChild>
                <Link href={`/plugin/${plugin.slug}`} aria-label={t('detailsOf', { name: plugin.name })}>
                  {t('details')}
                </Link>
              </Button>
            }
          />
        )}
      />
      <PluginRequestSection />
      {prompt}
    </div>
  );
}
