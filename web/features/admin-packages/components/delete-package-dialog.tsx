import type { HostingPackage } from '../../../../contract/admin.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePackage } from '../api/delete-package';

export function DeletePackageDialog({ pkg, onClose }: { pkg: HostingPackage | null; onClose: () => void }) {
  const remove = useDeletePackage();
  const confirm = () => {
    if (!pkg) return;
    remove.mutate(pkg.id, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'Package deleted successfully.' });
        onClose();
      },
      onError: (error) => {
        toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        onClose();
      },
    });
  };
  return (
    <Dialog open={pkg !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete package?</DialogTitle>
          <DialogDescription>{pkg?.displayName} will be deleted. A package that hosting accounts still use cannot be deleted.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>{remove.isPending ? 'Deleting...' : 'Delete Package'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
