import { RotateCcw } from 'lucide-react';
import { AUDIT_ACTIONS } from '../../../../contract/account-safety.js';
import { useUsers } from '../../../api/users';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { AuditFilters as Filters } from '../api/get-audit-events';
import { actionLabel, TARGET_TYPES } from '../lib/action-labels';

/** Action, actor, target and date range; every change starts again at page 1. */
export function AuditFilters({
  value,
  onChange,
  onReset,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
  onReset: () => void;
}) {
  const users = useUsers();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const dateError = value.from && value.to && value.from > value.to ? "'From' is after 'To'" : null;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <legend className="sr-only">Filter the audit log</legend>
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" value={value.action} onChange={set('action')}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="audit-actor">Actor</Label>
        <NativeSelect id="audit-actor" value={value.actorId} onChange={set('actorId')}>
          <option value="">Anyone</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.username}
              {u.role === 'admin' ? ' (admin)' : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-target-type">Target</Label>
        <NativeSelect id="audit-target-type" value={value.targetType} onChange={set('targetType')}>
          <option value="">Any target</option>
          {TARGET_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-target-id">Target ID</Label>
        <Input
          id="audit-target-id"
          value={value.targetId}
          onChange={set('targetId')}
          placeholder="e.g. 42"
          maxLength={100}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={value.from}
          onChange={set('from')}
          max={value.to || undefined}
          aria-invalid={dateError ? true : undefined}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={value.to}
          onChange={set('to')}
          min={value.from || undefined}
          aria-invalid={dateError ? true : undefined}
        />
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        {dateError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {dateError}
          </p>
        )}
        <Button type="button" variant="ghost" className="ml-auto" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Clear filters
        </Button>
      </div>
    </fieldset>
  );
}
