import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import type { AuditEvent } from '../../../../contract/account-safety.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { deviceLabel } from '../../../lib/user-agent';
import { NO_AUDIT_FILTERS, useAuditEvents, type AuditFilters as Filters } from '../api/get-audit-events';
import { detailsText, targetLabel } from '../lib/action-labels';
import { ActionBadge } from './action-badge';
import { AuditFilters } from './audit-filters';
import { Pager } from './pager';

const TYPING_DELAY_MS = 300;

function actorText(event: Pick<AuditEvent, 'actorId' | 'actorName'>): string {
  return event.actorName ?? (event.actorId !== null ? `#${event.actorId}` : 'System / anonymous');
}

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
        <CardTitle className="flex items-center gap-2"><ScrollText className="size-5 text-primary" aria-hidden="true" />Audit Log</CardTitle>
        <CardDescription>Every admin action and security event, newest first. Secrets show only that they changed. Nothing here can be edited.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFilters value={filters} onChange={change} onReset={() => change(NO_AUDIT_FILTERS)} />
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">Could not load the audit log: {errorMessage(events.error, 'unknown error')}</p>
        ) : !events.data ? (
          <Spinner label="Loading audit log..." />
        ) : events.data.events.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No events match these filters.</p>
        ) : (
          <>
            {/* Phones get one card per event; wider screens the table. */}
            <ul aria-label="Audit events list" className="grid gap-2 md:hidden">
              {events.data.events.map((event) => (
                <li key={event.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <ActionBadge action={event.action} />
                    <time dateTime={event.at} className="text-xs text-muted-foreground">{formatDateTime(event.at)}</time>
                  </div>
                  <p><span className="text-muted-foreground">By </span>{actorText(event)}<span className="text-muted-foreground"> · </span>{targetLabel(event.targetType, event.targetId)}</p>
                  <p className="text-xs text-muted-foreground">{[event.ip, event.userAgent ? deviceLabel(event.userAgent) : null].filter(Boolean).join(' · ') || 'Unknown origin'}</p>
                  {detailsText(event.details) && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{detailsText(event.details)}</p>}
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-lg border md:block">
              <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Audit events" aria-busy={events.isFetching}>
                <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">When</th>
                    <th scope="col" className="px-3 py-2 font-medium">Action</th>
                    <th scope="col" className="px-3 py-2 font-medium">Actor</th>
                    <th scope="col" className="px-3 py-2 font-medium">Target</th>
                    <th scope="col" className="px-3 py-2 font-medium">From</th>
                    <th scope="col" className="px-3 py-2 font-medium">Details</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {events.data.events.map((event) => (
                    <tr key={event.id} className="align-top">
                      <td className="whitespace-nowrap px-3 py-2"><time dateTime={event.at}>{formatDateTime(event.at)}</time></td>
                      <td className="px-3 py-2"><ActionBadge action={event.action} /></td>
                      <td className="px-3 py-2">{actorText(event)}</td>
                      <td className="px-3 py-2">{targetLabel(event.targetType, event.targetId)}</td>
                      <td className="px-3 py-2">
                        <div className="font-mono text-xs">{event.ip ?? '–'}</div>
                        {event.userAgent && <div className="text-xs text-muted-foreground" title={event.userAgent}>{deviceLabel(event.userAgent)}</div>}
                      </td>
                      <td className="max-w-xs px-3 py-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">{detailsText(event.details) || '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pagination={events.data.pagination} onPage={setPage} label="Audit log pages" disabled={events.isFetching} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
