import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LogIn, Palette } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';
import { cataloguePagesItems, themePagesQueryOptions } from '../../../api/catalogue';
import { LIBRARY_CATEGORIES } from '../../../../contract/library.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useThemeDownload } from '../hooks/use-library-download';
import { FieldSelect } from '../../../components/field-select';
import { useMessages } from '../../../lib/i18n/messages';
import { categoryText, libraryMessages } from '../i18n';
import { LibraryAccessPanel } from './library-access-panel';
import { LibraryItemCard } from './library-item-card';
import { LibraryResults } from './library-results';
import { LibraryToolbar, type LibraryLayout } from './library-toolbar';
import { SEARCH_DEBOUNCE_MS } from './plugin-library-page';

/** /themes and /theme-library (001 §2): search, category select, grid or list, theme cards. */
export function ThemeLibraryPage({ adminActions }: { adminActions?: ReactNode }) {
  const t = useMessages(libraryMessages);
  const { isAuthenticated } = useCurrentUser();
  const categories = [
    { value: 'all', label: t('allCategories') },
    ...LIBRARY_CATEGORIES.map((value) => ({ value, label: categoryText(t, value) })),
  ];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [layout, setLayout] = useState<LibraryLayout>('grid');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const themes = useInfiniteQuery({
    ...themePagesQueryOptions({ category, search: settledSearch }),
    placeholderData: keepPreviousData,
  });
  const { items, total } = useMemo(() => cataloguePagesItems(themes.data), [themes.data]);
  const { download, pendingId, prompt } = useThemeDownload();

  const actions = (
    <>
      {adminActions}
      {!isAuthenticated && (
        <Button asChild>
          <Link href="/auth">
            <LogIn aria-hidden="true" />
            {t('logIn')}
          </Link>
        </Button>
      )}
    </>
  );
  return (
    <div className="grid gap-6">
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Palette className="size-7 text-primary" aria-hidden="true" />
            {t('themeLibrary')}
          </span>
        }
        description={t('themeLibraryIntro')}
        actions={adminActions || !isAuthenticated ? actions : undefined}
      />
      <LibraryAccessPanel variant="theme" />
      <LibraryToolbar
        idPrefix="themes"
        searchLabel={t('searchThemes')}
        search={search}
        onSearch={setSearch}
        layout={layout}
        onLayout={setLayout}
        filter={
          <FieldSelect
            id="themes-category"
            label={t('category')}
            hideLabel
            options={categories}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        }
      />
      <LibraryResults
        items={items}
        total={total}
        isPending={themes.isPending}
        isError={themes.isError && !themes.data}
        hasMore={themes.hasNextPage}
        loadingMore={themes.isFetchingNextPage}
        moreFailed={themes.isFetchNextPageError}
        onShowMore={() => void themes.fetchNextPage()}
        layout={layout}
        noun="theme"
        renderItem={(theme) => (
          <LibraryItemCard
            item={theme}
            kind="theme"
            layout={layout}
            onDownload={() => download(theme)}
            isDownloading={pendingId === theme.id}
          />
        )}
      />
      {prompt}
    </div>
  );
}
