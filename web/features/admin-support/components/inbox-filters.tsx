import { Search } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../../contract/support.js';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useMessages } from '../../../lib/i18n/messages';
import type { InboxFilters } from '../api/tickets';
import { supportDeskMessages } from '../i18n';
import { CATEGORY_KEYS, PRIORITY_KEYS, STATUS_KEYS } from '../labels';

interface Props {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
  admins: { id: number; username: string }[];
  meId: number;
}

/** One labelled select of the filter bar; '' is "any". */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** The inbox's filters: status (active by default), priority, category, assignee, words, breached only. */
export function InboxFilterBar({ filters, onChange, admins, meId }: Props) {
  const t = useMessages(supportDeskMessages);
  const [words, setWords] = useState(filters.q ?? '');
  const set = (patch: InboxFilters) => onChange({ ...filters, ...patch });
  return (
    <div className="grid gap-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: words.trim() || undefined });
        }}
      >
        <Label htmlFor="support-search" className="sr-only">
          {t('searchTickets')}
        </Label>
        <Input
          id="support-search"
          type="search"
          placeholder={t('searchPlaceholder')}
          value={words}
          onChange={(e) => setWords(e.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t('search')}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <FilterSelect
          id="support-filter-status"
          label={t('filterStatus')}
          value={filters.status ?? ''}
          onChange={(v) => set({ status: (v || undefined) as InboxFilters['status'] })}
        >
          <option value="active">{t('notSolved')}</option>
          <option value="">{t('anyStatus')}</option>
          {SUPPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_KEYS[s])}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="support-filter-priority"
          label={t('filterPriority')}
          value={filters.priority ?? ''}
          onChange={(v) => set({ priority: (v || undefined) as InboxFilters['priority'] })}
        >
          <option value="">{t('anyPriority')}</option>
          {SUPPORT_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(PRIORITY_KEYS[p])}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="support-filter-category"
          label={t('filterCategory')}
          value={filters.category ?? ''}
          onChange={(v) => set({ category: (v || undefined) as InboxFilters['category'] })}
        >
          <option value="">{t('anyCategory')}</option>
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(CATEGORY_KEYS[c])}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="support-filter-assignee"
          label={t('filterAssignee')}
          value={filters.assigneeId === undefined ? '' : String(filters.assigneeId)}
          onChange={(v) => set({ assigneeId: v === '' ? undefined : Number(v) })}
        >
          <option value="">{t('anyone')}</option>
          <option value="0">{t('unassigned')}</option>
          <option value={meId}>{t('me')}</option>
          {admins
            .filter((a) => a.id !== meId)
            .map((a) => (
              <option key={a.id} value={a.id}>
                {a.username}
              </option>
            ))}
        </FilterSelect>
        <FilterSelect
          id="support-filter-breached"
          label={t('filterFirstResponse')}
          value={filters.breached ?? ''}
          onChange={(v) => set({ breached: v === 'true' ? 'true' : undefined })}
        >
          <option value="">{t('any')}</option>
          <option value="true">{t('breachedOnly')}</option>
        </FilterSelect>
      </div>
    </div>
  );
}
