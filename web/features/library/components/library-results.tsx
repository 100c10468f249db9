import { useDeferredValue, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import type { LibraryLayout } from './library-toolbar';

/**
 * The cards of a library page. They come a page at a time from the server (the catalogue holds thousands of items;
 * a phone should neither download nor draw them all): `onShowMore` asks for the next page while `hasMore`.
 */
export function LibraryResults<T extends { id: number }>({ items: latestItems, total, isPending: latestPending, isError, hasMore, loadingMore, moreFailed, onShowMore, layout, noun, renderItem }: {
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
  // The cards are drawn in the background, in slices, when the list arrives or changes: typing in the search box or
  // tapping a category stays responsive on a slow phone, and no one block of work holds the page.
  const items = useDeferredValue(latestItems);
  const isPending = useDeferredValue(latestPending);

  if (isPending) return <div className="flex justify-center py-16"><Spinner label={`Loading ${noun}s...`} /></div>;
  if (isError) return <Card role="alert" className="p-8 text-center text-sm text-destructive">The {noun}s could not be loaded. Please refresh the page.</Card>;
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
        Showing {items.length.toLocaleString('en-US')} of {Math.max(total, items.length).toLocaleString('en-US')} {noun}s
      </p>
      <ul className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')} aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`}>
        {items.map((item) => <li key={item.id} className="grid">{renderItem(item)}</li>)}
      </ul>
      {moreFailed && <p role="alert" className="text-center text-sm text-destructive">More {noun}s could not be loaded. Please try again.</p>}
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
