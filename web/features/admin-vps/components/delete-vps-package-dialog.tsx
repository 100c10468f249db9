import type { VpsPackage } from '../../../../contract/vps.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteVpsPackage } from '../api/vps-packages';

/** Confirms a delete; a package with orders is refused by the server, whose message is shown. */
export function DeleteVpsPackageDialog({ pkg, onClose }: { pkg: VpsPackage | null; onClose: () => void }) {
  const remove = useDeleteVpsPackage();
  const confirm = () => {
    if (!pkg) return;
    remove.mutate(pkg.id, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'VPS package deleted successfully.' });
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
          <DialogTitle>Delete VPS package?</DialogTitle>
          <DialogDescription>{pkg?.displayName} will be deleted. A package that VPS orders use cannot be deleted: deactivate it instead.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>{remove.isPending ? 'Deleting...' : 'Delete Package'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
