import { Bookmark, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteView, useSaveView, useSavedViews } from '../api/saved-views';
import type { InboxFilters } from '../api/tickets';

/** The admin's own saved filters: one click applies one; the current filters are saved under a name. */
export function SavedViewsBar({ filters, onApply }: { filters: InboxFilters; onApply: (f: InboxFilters) => void }) {
  const views = useSavedViews();
  const save = useSaveView();
  const remove = useDeleteView();
  const [name, setName] = useState('');

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    try {
      const view = await save.mutateAsync({ name: name.trim(), filters });
      toast({ title: `Saved view “${view.name}”` });
      setName('');
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: errorMessage(error, 'The view was not saved.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <ul aria-label="Saved views" className="flex flex-wrap gap-1.5">
        {views.data?.views.map((view) => (
          <li key={view.id} className="flex items-center rounded-md border">
            <Button size="sm" variant="ghost" onClick={() => onApply(view.filters)}>
              <Bookmark aria-hidden="true" />
              {view.name}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete the view ${view.name}`}
              onClick={() => remove.mutate(view.id)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={onSave} className="ml-auto flex items-center gap-2">
        <Label htmlFor="support-view-name" className="sr-only">
          Name for these filters
        </Label>
        <Input
          id="support-view-name"
          className="h-9 w-44"
          placeholder="Name these filters"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={!name.trim() || save.isPending}>
          Save view
        </Button>
      </form>
    </div>
  );
}
