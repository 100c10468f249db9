import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteHostingAccount } from '../api/delete-hosting-account';

/** Confirms, then deletes the account (WHM first, then our row); 'Deletion Failed' otherwise. */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: AdminHostingAccount | null;
  onClose: () => void;
}) {
  const remove = useDeleteHostingAccount();
  const confirm = () => {
    if (!account) return;
    remove.mutate(account.id, {
      onSuccess: (answer) => {
        toast({ title: 'Account Deleted', description: answer?.message ?? `${account.domain} was deleted.` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Deletion Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title="Delete hosting account?"
      description={`${account?.domain ?? ''} will be removed from the WHM server together with its files, databases and e-mail. This cannot be undone.`}
      confirmLabel="Delete Account"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
