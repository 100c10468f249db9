import type { AdminUser } from '../../../../contract/admin.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
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
      onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete user?</DialogTitle>
          <DialogDescription>
            {user?.username} will be deleted. Their linked WHM/cPanel accounts will be removed from the server too, with every file,
            database and mailbox on them. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>{remove.isPending ? 'Deleting...' : 'Delete User'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
