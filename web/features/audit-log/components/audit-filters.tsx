import { RotateCcw } from 'lucide-react';
import { AUDIT_ACTIONS } from '../../../../contract/account-safety.js';
import { useUsers } from '../../../api/users';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { AuditFilters as Filters } from '../api/get-audit-events';
import { actionLabel, TARGET_TYPES } from '../lib/action-labels';
import { useMessages } from '../../../lib/i18n/messages';
import { auditLogMessages } from '../i18n';

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
  const t = useMessages(auditLogMessages);
  const users = useUsers();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const dateError = value.from && value.to && value.from > value.to ? t('dateOrder') : null;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <legend className="sr-only">{t('filterLegend')}</legend>
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="audit-action">{t('action')}</Label>
        <NativeSelect id="audit-action" value={value.action} onChange={set('action')}>
          <option value="">{t('allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(t, action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="audit-actor">{t('actor')}</Label>
        <NativeSelect id="audit-actor" value={value.actorId} onChange={set('actorId')}>
          <option value="">{t('anyone')}</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.role === 'admin' ? t('adminSuffix', { username: u.username }) : u.username}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-target-type">{t('target')}</Label>
        <NativeSelect id="audit-target-type" value={value.targetType} onChange={set('targetType')}>
          <option value="">{t('anyTarget')}</option>
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`targetType.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-target-id">{t('targetId')}</Label>
        <Input
          id="audit-target-id"
          value={value.targetId}
          onChange={set('targetId')}
          placeholder={t('targetIdPlaceholder')}
          maxLength={100}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">{t('fromDate')}</Label>
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
        <Label htmlFor="audit-to">{t('toDate')}</Label>
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
        <Button type="button" variant="ghost" className="ms-auto" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          {t('clearFilters')}
        </Button>
      </div>
    </fieldset>
  );
}
