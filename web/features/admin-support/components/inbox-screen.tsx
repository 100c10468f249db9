import { Suspense, useState } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { supportDeskMessages } from '../i18n';
import { useAdmins } from '../api/admins';
import { useSupportTickets, type InboxFilters } from '../api/tickets';
import { BreachList } from './breach-list';
import { InboxFilterBar } from './inbox-filters';
import { BulkBar } from './lazy-parts';
import { SavedViewsBar } from './saved-views-bar';
import { TicketList } from './ticket-list';

/** The inbox: breaches first, then saved views, filters and search, the tickets (newest activity first), bulk changes. */
export function InboxScreen({ user, onOpen }: { user: User; onOpen: (id: number) => void }) {
  const t = useMessages(supportDeskMessages);
  const [filters, setFilters] = useState<InboxFilters>({ status: 'active' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const tickets = useSupportTickets(filters, page);
  const admins = useAdmins();
  const adminName = (id: number | null) =>
    id === null
      ? t('assigneeUnassigned')
      : id === user.id
        ? t('assigneeYou')
        : (admins.find((a) => a.id === id)?.username ?? t('adminNumber', { id: String(id) }));

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
    setSelected((prev) => (rows.every((r) => prev.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id))));

  return (
    <div className="grid gap-4">
      <BreachList onOpen={onOpen} onShowAll={() => apply({ breached: 'true' })} />
      <SavedViewsBar filters={filters} onApply={apply} />
      {/* Keyed by the filters: a saved view applied shows its words in the search box. */}
      <InboxFilterBar key={JSON.stringify(filters)} filters={filters} onChange={apply} admins={admins} meId={user.id} />
      {/* Fetched when the first ticket is ticked. */}
      {selected.size > 0 && (
        <Suspense fallback={null}>
          <BulkBar ids={[...selected]} admins={admins} onDone={() => setSelected(new Set())} />
        </Suspense>
      )}
      {tickets.isPending && <Spinner label={t('loadingTickets')} />}
      {tickets.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('loadTicketsFailed', { error: errorMessage(tickets.error, t('unknownError')) })}
        </p>
      )}
      {tickets.data && rows.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('noTicketsMatch')}
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
        <nav aria-label={t('pages')} className="flex items-center justify-between gap-2">
          <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('pageNumber', { page })}</span>
          <Button size="sm" variant="outline" disabled={!tickets.data?.hasMore} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
