import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import type { LibraryLayout } from './library-toolbar';

/** Cards appear a page at a time: the catalogue holds thousands of items and the browser should not draw them all. */
export const RESULTS_PAGE_SIZE = 24;

export function LibraryResults<T extends { id: number }>({ items: latestItems, isPending: latestPending, isError, layout, noun, renderItem, resetKey }: {
  items: readonly T[];
  isPending: boolean;
  isError: boolean;
  layout: LibraryLayout;
  noun: string;
  renderItem: (item: T) => ReactNode;
  /** Changing filters start again from the first page. */
  resetKey: string;
}) {
  const [shown, setShown] = useState(RESULTS_PAGE_SIZE);
  useEffect(() => setShown(RESULTS_PAGE_SIZE), [resetKey]);
  // A page of cards is drawn in the background, in slices, when the list arrives or changes: typing in the search
  // box or tapping a category stays responsive on a slow phone, and no one block of work holds the page.
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
  const visible = items.slice(0, shown);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {visible.length.toLocaleString('en-US')} of {items.length.toLocaleString('en-US')} {noun}s
      </p>
      <ul className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')} aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`}>
        {visible.map((item) => <li key={item.id} className="grid">{renderItem(item)}</li>)}
      </ul>
      {shown < items.length && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + RESULTS_PAGE_SIZE)}>Show more {noun}s</Button>
        </div>
      )}
    </div>
  );
}
