import { Trash2 } from 'lucide-react';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteLibraryItem } from '../api/delete-library-item';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { ADMIN_LIBRARY_COPY as C } from '../messages';

/** Confirmation before a plugin or theme is deleted (001 §5 'This action cannot be undone'). */
export function DeleteItemDialog({ kind, item, onClose }: { kind: LibraryKind; item: AdminLibraryItem | null; onClose: () => void }) {
  const config = LIBRARY_KINDS[kind];
  const remove = useDeleteLibraryItem(kind);
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: C.successTitle, description: config.messages.deleted });
        onClose();
      },
      onError: (error) => toast({ title: C.deleteFailedTitle, description: errorMessage(error, `Could not delete the ${kind}.`), variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => { if (!open && !remove.isPending) onClose(); }}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {item?.name}?</DialogTitle>
          <DialogDescription className="font-medium text-destructive">{C.deleteWarning}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">The {kind} archive and its image are removed and the {kind} disappears from the library.</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />{remove.isPending ? 'Deleting...' : `Delete ${config.singular}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
