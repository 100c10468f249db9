import type { UserGroup } from '../../../../contract/admin.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
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
        toast({ title: 'Failed to delete user group', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        onClose();
      },
    });
  };
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {group?.displayName}?</DialogTitle>
          <DialogDescription>Are you sure you want to delete this user group?</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">Its members are left without a group.</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>{remove.isPending ? 'Deleting...' : 'Delete Group'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
