import type { HostingPackage } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
      title="Delete package?"
      description={`${pkg?.displayName ?? ''} will be deleted. A package that hosting accounts still use cannot be deleted.`}
      confirmLabel="Delete Package"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
