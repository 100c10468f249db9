import { LayoutGrid, List, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryMessages } from '../i18n';

export type LibraryLayout = 'grid' | 'list';

/** Search box, an optional filter beside it, and the grid or list toggle. */
export function LibraryToolbar({
  idPrefix,
  searchLabel,
  search,
  onSearch,
  layout,
  onLayout,
  filter,
}: {
  idPrefix: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  layout: LibraryLayout;
  onLayout: (layout: LibraryLayout) => void;
  filter?: ReactNode;
}) {
  const t = useMessages(libraryMessages);
  // Phones: the search and the layout toggle share the first row, the filter takes its own row below.
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-48 gap-2">
        <Label htmlFor={`${idPrefix}-search`} className="sr-only">
          {searchLabel}
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${idPrefix}-search`}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={searchLabel}
            className="ps-9"
          />
        </div>
      </div>
      {filter && <div className="order-last w-full sm:order-none sm:w-56">{filter}</div>}
      <div className="flex shrink-0 gap-1 rounded-md border bg-card p-1" role="group" aria-label={t('layout')}>
        <Button
          size={null}
          variant={layout === 'grid' ? 'secondary' : 'ghost'}
          aria-pressed={layout === 'grid'}
          aria-label={t('gridView')}
          onClick={() => onLayout('grid')}
          className="h-8 shrink-0 rounded-md px-2 text-sm"
        >
          <LayoutGrid aria-hidden="true" />
        </Button>
        <Button
          size={null}
          variant={layout === 'list' ? 'secondary' : 'ghost'}
          aria-pressed={layout === 'list'}
          aria-label={t('listView')}
          onClick={() => onLayout('list')}
          className="h-8 shrink-0 rounded-md px-2 text-sm"
        >
          <List aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
