import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n/messages';
import { useSupportTickets } from '../api/tickets';
import { TicketLink } from './ticket-link';
import { supportDeskMessages } from '../i18n';
import { dueText } from '../labels';

const SHOWN = 5;

/** Tickets past their first-response time, unanswered, oldest due first: shown above the inbox while any exist. */
export function BreachList({ onOpen, onShowAll }: { onOpen: (id: number) => void; onShowAll: () => void }) {
  const t = useMessages(supportDeskMessages);
  const breached = useSupportTickets({ breached: 'true' }, 1);
  const rows = breached.data?.tickets ?? [];
  if (rows.length === 0) return null;
  const now = Date.now();
  const byDue = [...rows].sort((a, b) => (a.firstResponseDueAt ?? '').localeCompare(b.firstResponseDueAt ?? ''));
  return (
    <section
      aria-labelledby="support-breaches-heading"
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="support-breaches-heading" className="flex items-center gap-2 font-semibold text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {t(breached.data?.hasMore ? 'breachesHeadingMore' : 'breachesHeading', { count: rows.length })}
        </h3>
        <Button size="sm" variant="outline" onClick={onShowAll}>
          {t('showAllInInbox')}
        </Button>
      </div>
      <ul className="grid gap-1">
        {byDue.slice(0, SHOWN).map((row) => (
          <li key={row.id} className="flex flex-wrap justify-between gap-x-3">
            <TicketLink ticket={row} onOpen={onOpen} />
            <span className="text-destructive">{dueText(t, row, now).text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
