import type { AdminTicketRow } from '../../../../contract/support.js';
import { Badge } from '../../../components/ui/badge';
import { timeAgo } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { TicketLink } from './ticket-link';
import { supportDeskMessages } from '../i18n';
import { CATEGORY_KEYS, dueText, PRIORITY_BADGE, PRIORITY_KEYS, STATUS_KEYS } from '../labels';

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
  const t = useMessages(supportDeskMessages);
  const now = Date.now();
  const all = tickets.length > 0 && tickets.every((row) => selected.has(row.id));
  return (
    <div className="grid gap-2">
      <label className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
        <input type="checkbox" className="size-4" checked={all} onChange={onToggleAll} />
        {t('selectAllOnPage')}
      </label>
      <ul aria-label={t('tickets')} className="divide-y rounded-lg border bg-card">
        {tickets.map((row) => {
          const due = dueText(t, row, now);
          return (
            <li
              key={row.id}
              aria-label={t('ticketRow', { id: String(row.id), subject: row.subject })}
              className={cn('flex gap-3 p-3', row.breached && 'bg-destructive/5')}
            >
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0"
                aria-label={t('selectTicket', { id: String(row.id) })}
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
              />
              <div className="grid min-w-0 flex-1 gap-1 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4">
                <div className="grid min-w-0 gap-0.5">
                  <TicketLink ticket={row} onOpen={onOpen} />
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {t('ticketMeta', {
                      email: row.email,
                      category: t(CATEGORY_KEYS[row.category]),
                      assignee: adminName(row.assigneeId),
                      when: timeAgo(row.lastMessageAt, now),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
                  <Badge variant="outline">{t(STATUS_KEYS[row.status])}</Badge>
                  <Badge variant={PRIORITY_BADGE[row.priority]}>{t(PRIORITY_KEYS[row.priority])}</Badge>
                  {row.status !== 'solved' && row.status !== 'closed' && (
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
