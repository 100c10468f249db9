import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteHostingAccount } from '../api/delete-hosting-account';

/** Confirms, then deletes the account (WHM first, then our row); 'Deletion Failed' otherwise. */
export function DeleteAccountDialog({ account, onClose }: { account: AdminHostingAccount | null; onClose: () => void }) {
  const remove = useDeleteHostingAccount();
  const confirm = () => {
    if (!account) return;
    remove.mutate(account.id, {
      onSuccess: (answer) => {
        toast({ title: 'Account Deleted', description: answer?.message ?? `${account.domain} was deleted.` });
        onClose();
      },
      onError: (error) => toast({ title: 'Deletion Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete hosting account?</DialogTitle>
          <DialogDescription>
            {account?.domain} will be removed from the WHM server together with its files, databases and e-mail. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>{remove.isPending ? 'Deleting...' : 'Delete Account'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
