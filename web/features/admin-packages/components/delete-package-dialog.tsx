import type { HostingPackage } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePackage } from '../api/delete-package';
import { useMessages } from '../../../lib/i18n/messages';
import { packagesMessages } from '../i18n';

export function DeletePackageDialog({ pkg, onClose }: { pkg: HostingPackage | null; onClose: () => void }) {
  const t = useMessages(packagesMessages);
  const remove = useDeletePackage();
  const confirm = () => {
    if (!pkg) return;
    remove.mutate(pkg.id, {
      onSuccess: () => {
        toast({ title: t('success'), description: t('deleted') });
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
      title={t('deleteTitle')}
      description={t('deleteDescription', { name: pkg?.displayName ?? '' })}
      confirmLabel={t('deletePackage')}
      pendingLabel={t('deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
