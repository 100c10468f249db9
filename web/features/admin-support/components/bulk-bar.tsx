import { useState } from 'react';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES, type BulkUpdateBody } from '../../../../contract/support.js';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useBulkUpdate } from '../api/ticket-writes';
import { PRIORITY_LABELS, STATUS_LABELS } from '../labels';

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
      toast({ title: (await bulk.mutateAsync(body)).message });
      onDone();
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Nothing was changed.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      role="region"
      aria-label="Change the selected tickets"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 p-3 text-sm"
    >
      <span className="font-medium">{ids.length} selected</span>
      <NativeSelect
        aria-label="New status"
        layout={null}
        className="h-9 w-auto"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="">Status…</option>
        {SUPPORT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="New priority"
        layout={null}
        className="h-9 w-auto"
        value={priority}
        onChange={(e) => setPriority(e.target.value)}
      >
        <option value="">Priority…</option>
        {SUPPORT_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {PRIORITY_LABELS[p]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="New assignee"
        layout={null}
        className="h-9 w-auto"
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
      >
        <option value="">Assignee…</option>
        <option value="none">Nobody</option>
        {admins.map((a) => (
          <option key={a.id} value={a.id}>
            {a.username}
          </option>
        ))}
      </NativeSelect>
      <Button size="sm" onClick={() => void apply()} disabled={nothing || bulk.isPending}>
        Apply to {ids.length}
      </Button>
    </div>
  );
}
