import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSlicedList } from '../../../lib/use-sliced-list';
import { cn } from '../../../lib/utils';
import type { LibraryLayout } from './library-toolbar';
import { formatCount } from '../../../lib/format-count';

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
  noun: string;
  renderItem: (item: T) => ReactNode;
}) {
  // The first cards and each further page are drawn a few per task: no one block of work holds a slow phone.
  const drawn = useSlicedList(items, CARDS_PER_TASK);

  if (isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={`Loading ${noun}s...`} />
      </div>
    );
  if (isError)
    return (
      <div role="alert" className="rounded-xl border bg-card shadow-sm p-8 text-center text-sm text-destructive">
        The {noun}s could not be loaded. Please refresh the page.
      </div>
    );
  if (items.length === 0) {
    return (
      <Card className="grid gap-1 p-10 text-center">
        <p className="font-semibold">No {noun}s found</p>
        <p className="text-sm text-muted-foreground">Try another search or category.</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {formatCount(items.length)} of {formatCount(Math.max(total, items.length))} {noun}s
      </p>
      <ul
        className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
        aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`}
      >
        {drawn.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="text-center text-sm text-destructive">
          More {noun}s could not be loaded. Please try again.
        </p>
      )}
      {hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onShowMore} disabled={loadingMore}>
            {loadingMore ? <Spinner label={`Loading more ${noun}s...`} /> : `Show more ${noun}s`}
          </Button>
        </div>
      )}
    </div>
  );
}
