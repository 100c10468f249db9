import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  type AdminTicket,
  type UpdateTicketBody,
} from '../../../../contract/support.js';
import { NativeSelect } from '../../../components/native-select';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useUpdateTicket } from '../api/ticket-writes';
import { supportDeskMessages } from '../i18n';
import { CATEGORY_KEYS, PRIORITY_KEYS, STATUS_KEYS } from '../labels';

/** Status, priority, category and assignee: each change is saved at once (and a status change mails the customer). */
export function TicketProperties({
  ticket,
  admins,
}: {
  ticket: AdminTicket;
  admins: { id: number; username: string }[];
}) {
  const t = useMessages(supportDeskMessages);
  const update = useUpdateTicket(ticket.id);
  const change = async (body: UpdateTicketBody) => {
    try {
      await update.mutateAsync(body);
      toast({ title: t('ticketUpdated') });
    } catch (error) {
      toast({
        title: t('updateFailed'),
        description: errorMessage(error, t('nothingChanged')),
        variant: 'destructive',
      });
    }
  };
  const field = (id: string, label: string, control: React.ReactNode) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {control}
    </div>
  );
  const assignees = admins.some((a) => a.id === ticket.assigneeId)
    ? admins
    : ticket.assigneeId
      ? [...admins, { id: ticket.assigneeId, username: t('adminNumber', { id: String(ticket.assigneeId) }) }]
      : admins;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {field(
        'ticket-status',
        t('filterStatus'),
        <NativeSelect
          id="ticket-status"
          value={ticket.status}
          disabled={update.isPending}
          onChange={(e) => void change({ status: e.target.value as UpdateTicketBody['status'] })}
        >
          {SUPPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_KEYS[s])}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'ticket-priority',
        t('filterPriority'),
        <NativeSelect
          id="ticket-priority"
          value={ticket.priority}
          disabled={update.isPending}
          onChange={(e) => void change({ priority: e.target.value as UpdateTicketBody['priority'] })}
        >
          {SUPPORT_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(PRIORITY_KEYS[p])}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'ticket-category',
        t('filterCategory'),
        <NativeSelect
          id="ticket-category"
          value={ticket.category}
          disabled={update.isPending}
          onChange={(e) => void change({ category: e.target.value as UpdateTicketBody['category'] })}
        >
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(CATEGORY_KEYS[c])}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'ticket-assignee',
        t('filterAssignee'),
        <NativeSelect
          id="ticket-assignee"
          value={ticket.assigneeId ?? ''}
          disabled={update.isPending}
          onChange={(e) => void change({ assigneeId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('nobody')}</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.username}
            </option>
          ))}
        </NativeSelect>,
      )}
    </div>
  );
}
