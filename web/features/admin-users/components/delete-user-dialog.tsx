import type { AdminUser } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteUser } from '../api/delete-user';

/** 001 §2: deleting asks first and says the linked WHM/cPanel accounts go too. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'User deleted successfully.' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete user?"
      description={`${user?.username ?? ''} will be deleted. Their linked WHM/cPanel accounts will be removed from the server too, with every file, database and mailbox on them. This cannot be undone.`}
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
