import { Bookmark, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useDeleteView, useSaveView, useSavedViews } from '../api/saved-views';
import type { InboxFilters } from '../api/tickets';
import { supportDeskMessages } from '../i18n';

/** The admin's own saved filters: one click applies one; the current filters are saved under a name. */
export function SavedViewsBar({ filters, onApply }: { filters: InboxFilters; onApply: (f: InboxFilters) => void }) {
  const t = useMessages(supportDeskMessages);
  const views = useSavedViews();
  const save = useSaveView();
  const remove = useDeleteView();
  const [name, setName] = useState('');

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    try {
      const view = await save.mutateAsync({ name: name.trim(), filters });
      toast({ title: t('viewSaved', { name: view.name }) });
      setName('');
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('viewNotSaved')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <ul aria-label={t('savedViews')} className="flex flex-wrap gap-1.5">
        {views.data?.views.map((view) => (
          <li key={view.id} className="flex items-center rounded-md border">
            <Button size="sm" variant="ghost" onClick={() => onApply(view.filters)}>
              <Bookmark aria-hidden="true" />
              {view.name}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('deleteView', { name: view.name })}
              onClick={() => remove.mutate(view.id)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={onSave} className="ms-auto flex items-center gap-2">
        <Label htmlFor="support-view-name" className="sr-only">
          {t('viewNameLabel')}
        </Label>
        <Input
          id="support-view-name"
          className="h-9 w-44"
          placeholder={t('viewNamePlaceholder')}
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={!name.trim() || save.isPending}>
          {t('saveView')}
        </Button>
      </form>
    </div>
  );
}
