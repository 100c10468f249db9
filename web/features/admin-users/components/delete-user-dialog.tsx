import type { AdminUser } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { useMessages } from '../../../lib/i18n/messages';
import { usersMessages } from '../i18n';

/** 001 §2: deleting asks first and says the linked WHM/cPanel accounts go too. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useMessages(usersMessages);
  const remove = useDeleteUser();
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: t('success'), description: t('deleted') });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('deleteTitle')}
      description={t('deleteDescription', { username: user?.username ?? '' })}
      confirmLabel={t('deleteUser')}
      pendingLabel={t('deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
