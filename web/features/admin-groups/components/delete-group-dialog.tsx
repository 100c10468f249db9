import type { UserGroup } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteUserGroup } from '../api/delete-user-group';

export function DeleteGroupDialog({ group, onClose }: { group: UserGroup | null; onClose: () => void }) {
  const remove = useDeleteUserGroup();
  const confirm = () => {
    if (!group) return;
    remove.mutate(group.id, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'User group deleted successfully.' });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Failed to delete user group',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={group !== null}
      title={`Delete ${group?.displayName ?? ''}?`}
      description="Are you sure you want to delete this user group?"
      confirmLabel="Delete Group"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-muted-foreground">Its members are left without a group.</p>
    </ConfirmDialog>
  );
}
