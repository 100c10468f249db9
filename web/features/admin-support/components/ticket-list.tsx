import { SUPPORT_CATEGORY_LABELS, type AdminTicketRow } from '../../../../contract/support.js';
import { Badge } from '../../../components/ui/badge';
import { timeAgo } from '../../../lib/format-time';
import { cn } from '../../../lib/utils';
import { TicketLink } from './ticket-link';
import { dueText, PRIORITY_BADGE, PRIORITY_LABELS, STATUS_LABELS } from '../labels';

interface Props {
  tickets: AdminTicketRow[];
  selected: Set<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onOpen: (id: number) => void;
  adminName: (id: number | null) => string;
}

/** The inbox's rows: a line each on a wide screen, a small card each on a phone. */
export function TicketList({ tickets, selected, onToggle, onToggleAll, onOpen, adminName }: Props) {
  const now = Date.now();
  const all = tickets.length > 0 && tickets.every((t) => selected.has(t.id));
  return (
    <div className="grid gap-2">
      <label className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
        <input type="checkbox" className="size-4" checked={all} onChange={onToggleAll} />
        Select all on this page
      </label>
      <ul aria-label="Tickets" className="divide-y rounded-lg border bg-card">
        {tickets.map((t) => {
          const due = dueText(t, now);
          return (
            <li
              key={t.id}
              aria-label={`Ticket ${t.id}: ${t.subject}`}
              className={cn('flex gap-3 p-3', t.breached && 'bg-destructive/5')}
            >
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0"
                aria-label={`Select ticket ${t.id}`}
                checked={selected.has(t.id)}
                onChange={() => onToggle(t.id)}
              />
              <div className="grid min-w-0 flex-1 gap-1 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4">
                <div className="grid min-w-0 gap-0.5">
                  <TicketLink ticket={t} onOpen={onOpen} />
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {t.email} · {SUPPORT_CATEGORY_LABELS[t.category]} · {adminName(t.assigneeId)} · last message{' '}
                    {timeAgo(t.lastMessageAt, now)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
                  <Badge variant="outline">{STATUS_LABELS[t.status]}</Badge>
                  <Badge variant={PRIORITY_BADGE[t.priority]}>{PRIORITY_LABELS[t.priority]}</Badge>
                  {t.status !== 'solved' && t.status !== 'closed' && (
                    <span
                      className={cn('text-xs', due.late ? 'font-medium text-destructive' : 'text-muted-foreground')}
                    >
                      {due.text}
                    </span>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
