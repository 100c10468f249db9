import type { VpsPackage } from '../../../../contract/vps.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useDeleteVpsPackage } from '../api/delete-vps-package';
import { vpsMessages } from '../i18n';

/** Confirms a delete; a package with orders is refused by the server, whose message is shown. */
export function DeleteVpsPackageDialog({ pkg, onClose }: { pkg: VpsPackage | null; onClose: () => void }) {
  const t = useMessages(vpsMessages);
  const remove = useDeleteVpsPackage();
  const confirm = () => {
    if (!pkg) return;
    remove.mutate(pkg.id, {
      onSuccess: () => {
        toast({ title: t('success'), description: t('packageDeleted') });
        onClose();
      },
      onError: (error) => {
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={pkg !== null}
      title={t('deletePackageTitle')}
      description={t('deletePackageDescription', { name: pkg?.displayName ?? '' })}
      confirmLabel={t('deletePackage')}
      pendingLabel={t('deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
