import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { NO_AUDIT_FILTERS, useAuditEvents, type AuditFilters as Filters } from '../api/get-audit-events';
import { AuditEventItem } from './audit-event-item';
import { AuditFilters } from './audit-filters';
import { Pager } from './pager';

const TYPING_DELAY_MS = 300;

/** The admin audit log (a sub-tab of System): who did what, when and from where. Read-only. */
export function AuditLogTab() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(filters, TYPING_DELAY_MS);
  // A reversed range is not sent: the server would answer nothing and the reader would not know why.
  const usable = settled.from && settled.to && settled.from > settled.to ? { ...settled, from: '', to: '' } : settled;
  const events = useAuditEvents(usable, page);

  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText className="size-5 text-primary" aria-hidden="true" />
          Audit Log
        </CardTitle>
        <CardDescription>
          Every admin action and security event as a sentence, newest first; open Details for the raw record. Secrets
          show only that they changed. Nothing here can be edited.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFilters value={filters} onChange={change} onReset={() => change(NO_AUDIT_FILTERS)} />
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the audit log: {errorMessage(events.error, 'unknown error')}
          </p>
        ) : !events.data ? (
          <Spinner label="Loading audit log..." />
        ) : events.data.events.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No events match these filters.
          </p>
        ) : (
          <>
            {/* One sentence per event on every screen width; the raw parts open under 'Details'. */}
            <ul aria-label="Audit events" aria-busy={events.isFetching} className="grid divide-y">
              {events.data.events.map((event) => (
                <AuditEventItem key={event.id} event={event} />
              ))}
            </ul>
            <Pager
              pagination={events.data.pagination}
              onPage={setPage}
              label="Audit log pages"
              disabled={events.isFetching}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
