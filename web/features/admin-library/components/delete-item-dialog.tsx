import { Trash2 } from 'lucide-react';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteLibraryItem } from '../api/delete-library-item';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { ADMIN_LIBRARY_COPY as C } from '../messages';

/** Confirmation before a plugin or theme is deleted (001 §5 'This action cannot be undone'). */
export function DeleteItemDialog({
  kind,
  item,
  onClose,
}: {
  kind: LibraryKind;
  item: AdminLibraryItem | null;
  onClose: () => void;
}) {
  const config = LIBRARY_KINDS[kind];
  const remove = useDeleteLibraryItem(kind);
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: C.successTitle, description: config.messages.deleted });
        onClose();
      },
      onError: (error) =>
        toast({
          title: C.deleteFailedTitle,
          description: errorMessage(error, `Could not delete the ${kind}.`),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Delete ${item?.name ?? ''}?`}
      description={C.deleteWarning}
      descriptionTone="warning"
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          Delete {config.singular}
        </>
      }
      pendingLabel={
        <>
          <Trash2 aria-hidden="true" />
          Deleting...
        </>
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-muted-foreground">
        The {kind} archive and its image are removed and the {kind} disappears from the library.
      </p>
    </ConfirmDialog>
  );
}
