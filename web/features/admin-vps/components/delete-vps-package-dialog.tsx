import type { VpsPackage } from '../../../../contract/vps.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteVpsPackage } from '../api/delete-vps-package';

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
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={pkg !== null}
      title="Delete VPS package?"
      description={`${pkg?.displayName ?? ''} will be deleted. A package that VPS orders use cannot be deleted: deactivate it instead.`}
      confirmLabel="Delete Package"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
