import { useState } from 'react';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES, type BulkUpdateBody } from '../../../../contract/support.js';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useBulkUpdate } from '../api/ticket-writes';
import { supportDeskMessages } from '../i18n';
import { PRIORITY_KEYS, STATUS_KEYS } from '../labels';

/** What the selected tickets get: a status, a priority or an assignee (each optional), in one request. */
export function BulkBar({
  ids,
  admins,
  onDone,
}: {
  ids: number[];
  admins: { id: number; username: string }[];
  onDone: () => void;
}) {
  const t = useMessages(supportDeskMessages);
  const bulk = useBulkUpdate();
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [assignee, setAssignee] = useState('');
  const nothing = !status && !priority && !assignee;

  const apply = async () => {
    const body: BulkUpdateBody = { ids };
    if (status) body.status = status as BulkUpdateBody['status'];
    if (priority) body.priority = priority as BulkUpdateBody['priority'];
    if (assignee) body.assigneeId = assignee === 'none' ? null : Number(assignee);
    try {
      const { updated } = await bulk.mutateAsync(body);
      // Said from the count, in the admin's language (the answer's sentence is the server's English); one and many
      // are two messages, so the desk never loads the plural formatter.
      toast({ title: updated === 1 ? t('bulkUpdatedOne') : t('bulkUpdatedMany', { count: updated }) });
      onDone();
    } catch (error) {
      toast({
        title: t('updateFailed'),
        description: errorMessage(error, t('nothingChanged')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      role="region"
      aria-label={t('changeSelected')}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 p-3 text-sm"
    >
      <span className="font-medium">{t('selectedCount', { count: ids.length })}</span>
      <NativeSelect
        aria-label={t('newStatus')}
        layout={null}
        className="h-9 w-auto"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="">{t('statusPick')}</option>
        {SUPPORT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(STATUS_KEYS[s])}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('newPriority')}
        layout={null}
        className="h-9 w-auto"
        value={priority}
        onChange={(e) => setPriority(e.target.value)}
      >
        <option value="">{t('priorityPick')}</option>
        {SUPPORT_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {t(PRIORITY_KEYS[p])}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('newAssignee')}
        layout={null}
        className="h-9 w-auto"
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
      >
        <option value="">{t('assigneePick')}</option>
        <option value="none">{t('nobody')}</option>
        {admins.map((a) => (
          <option key={a.id} value={a.id}>
            {a.username}
          </option>
        ))}
      </NativeSelect>
      <Button size="sm" onClick={() => void apply()} disabled={nothing || bulk.isPending}>
        {t('applyTo', { count: ids.length })}
      </Button>
    </div>
  );
}
