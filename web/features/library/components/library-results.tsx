import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSlicedList } from '../../../lib/use-sliced-list';
import { cn } from '../../../lib/utils';
import type { LibraryLayout } from './library-toolbar';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryMessages, type LibraryKey } from '../i18n';
import { useCountFormat } from '../use-count-format';

// Each sentence is whole per kind ("No themes found"), never a noun glued into a shared sentence: other languages
// inflect the noun and move it.
type WordRole = 'loading' | 'failed' | 'none' | 'showing' | 'list' | 'moreFailed' | 'loadingMore' | 'showMore';
const WORDS: Record<'plugin' | 'theme', Record<WordRole, LibraryKey>> = {
  plugin: {
    loading: 'loadingPlugins',
    failed: 'pluginsLoadFailed',
    none: 'noPluginsFound',
    showing: 'showingPlugins',
    list: 'pluginsList',
    moreFailed: 'morePluginsFailed',
    loadingMore: 'loadingMorePlugins',
    showMore: 'showMorePlugins',
  },
  theme: {
    loading: 'loadingThemes',
    failed: 'themesLoadFailed',
    none: 'noThemesFound',
    showing: 'showingThemes',
    list: 'themesList',
    moreFailed: 'moreThemesFailed',
    loadingMore: 'loadingMoreThemes',
    showMore: 'showMoreThemes',
  },
};

/** Cards drawn per task (useSlicedList): two rows of the widest grid, about two screens of a phone. */
const CARDS_PER_TASK = 6;

/**
 * The cards of a library page. They come a page at a time from the server (the catalogue holds thousands of items;
 * a phone should neither download nor draw them all): `onShowMore` asks for the next page while `hasMore`.
 */
export function LibraryResults<T extends { id: number }>({
  items,
  total,
  isPending,
  isError,
  hasMore,
  loadingMore,
  moreFailed,
  onShowMore,
  layout,
  noun,
  renderItem,
}: {
  items: readonly T[];
  /** Every match on the server, loaded or not. */
  total: number;
  isPending: boolean;
  /** Nothing could be loaded. */
  isError: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Show more' failed (the cards already shown stay). */
  moreFailed: boolean;
  onShowMore: () => void;
  layout: LibraryLayout;
  noun: 'plugin' | 'theme';
  renderItem: (item: T) => ReactNode;
}) {
  // The first cards and each further page are drawn a few per task: no one block of work holds a slow phone.
  const drawn = useSlicedList(items, CARDS_PER_TASK);
  const t = useMessages(libraryMessages);
  const formatCount = useCountFormat();
  const words = WORDS[noun];

  if (isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t(words.loading)} />
      </div>
    );
  if (isError)
    return (
      <div role="alert" className="rounded-xl border bg-card shadow-sm p-8 text-center text-sm text-destructive">
        {t(words.failed)}
      </div>
    );
  if (items.length === 0) {
    return (
      <Card className="grid gap-1 p-10 text-center">
        <p className="font-semibold">{t(words.none)}</p>
        <p className="text-sm text-muted-foreground">{t('tryAnotherSearch')}</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(words.showing, {
          shown: formatCount(items.length),
          total: formatCount(Math.max(total, items.length)),
        })}
      </p>
      <ul
        className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
        aria-label={t(words.list)}
      >
        {drawn.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t(words.moreFailed)}
        </p>
      )}
      {hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onShowMore} disabled={loadingMore}>
            {loadingMore ? <Spinner label={t(words.loadingMore)} /> : t(words.showMore)}
          </Button>
        </div>
      )}
    </div>
  );
}
