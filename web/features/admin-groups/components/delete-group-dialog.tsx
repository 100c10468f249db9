import type { UserGroup } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteUserGroup } from '../api/delete-user-group';
import { useMessages } from '../../../lib/i18n/messages';
import { groupsMessages } from '../i18n';

export function DeleteGroupDialog({ group, onClose }: { group: UserGroup | null; onClose: () => void }) {
  const t = useMessages(groupsMessages);
  const remove = useDeleteUserGroup();
  const confirm = () => {
    if (!group) return;
    remove.mutate(group.id, {
      onSuccess: () => {
        toast({ title: t('success'), description: t('deleted') });
        onClose();
      },
      onError: (error) => {
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={group !== null}
      title={t('deleteTitle', { name: group?.displayName ?? '' })}
      description={t('deleteQuestion')}
      confirmLabel={t('deleteGroup')}
      pendingLabel={t('deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-muted-foreground">{t('membersLeft')}</p>
    </ConfirmDialog>
  );
}
