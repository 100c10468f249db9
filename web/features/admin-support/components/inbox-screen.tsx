import { useState } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAdmins } from '../api/admins';
import { useSupportTickets, type InboxFilters } from '../api/tickets';
import { BreachList } from './breach-list';
import { BulkBar } from './bulk-bar';
import { InboxFilterBar } from './inbox-filters';
import { SavedViewsBar } from './saved-views-bar';
import { TicketList } from './ticket-list';

/** The inbox: breaches first, then saved views, filters and search, the tickets (newest activity first), bulk changes. */
export function InboxScreen({ user, onOpen }: { user: User; onOpen: (id: number) => void }) {
  const [filters, setFilters] = useState<InboxFilters>({ status: 'active' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const tickets = useSupportTickets(filters, page);
  const admins = useAdmins();
  const adminName = (id: number | null) =>
    id === null ? 'unassigned' : id === user.id ? 'you' : (admins.find((a) => a.id === id)?.username ?? `admin #${id}`);

  const apply = (next: InboxFilters) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const rows = tickets.data?.tickets ?? [];
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => (rows.every((t) => prev.has(t.id)) ? new Set() : new Set(rows.map((t) => t.id))));

  return (
    <div className="grid gap-4">
      <BreachList onOpen={onOpen} onShowAll={() => apply({ breached: 'true' })} />
      <SavedViewsBar filters={filters} onApply={apply} />
      {/* Keyed by the filters: a saved view applied shows its words in the search box. */}
      <InboxFilterBar key={JSON.stringify(filters)} filters={filters} onChange={apply} admins={admins} meId={user.id} />
      {selected.size > 0 && <BulkBar ids={[...selected]} admins={admins} onDone={() => setSelected(new Set())} />}
      {tickets.isPending && <Spinner label="Loading tickets..." />}
      {tickets.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the tickets: {errorMessage(tickets.error, 'unknown error')}
        </p>
      )}
      {tickets.data && rows.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No tickets match these filters.
        </p>
      )}
      {rows.length > 0 && (
        <TicketList
          tickets={rows}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onOpen={onOpen}
          adminName={adminName}
        />
      )}
      {(page > 1 || tickets.data?.hasMore) && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">Page {page}</span>
          <Button size="sm" variant="outline" disabled={!tickets.data?.hasMore} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
