import { Trash2 } from 'lucide-react';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useDeleteLibraryItem } from '../api/delete-library-item';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { libraryAdminMessages } from '../i18n';

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
  const t = useMessages(libraryAdminMessages);
  const tError = useErrorText();
  const config = LIBRARY_KINDS[kind];
  const remove = useDeleteLibraryItem(kind);
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: t('successTitle'), description: tError(config.messages.deleted) });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('deleteFailedTitle'),
          description: errorMessage(error, t(kind === 'plugin' ? 'couldNotDeletePlugin' : 'couldNotDeleteTheme')),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('deleteTitle', { name: item?.name ?? '' })}
      description={t('deleteWarning')}
      descriptionTone="warning"
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t(kind === 'plugin' ? 'deletePlugin' : 'deleteTheme')}
        </>
      }
      pendingLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t('deleting')}
        </>
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-muted-foreground">
        {t(kind === 'plugin' ? 'deletePluginExplained' : 'deleteThemeExplained')}
      </p>
    </ConfirmDialog>
  );
}
