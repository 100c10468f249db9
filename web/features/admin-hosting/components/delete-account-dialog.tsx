import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteHostingAccount } from '../api/delete-hosting-account';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/** Confirms, then deletes the account (WHM first, then our row); 'Deletion Failed' otherwise. */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: AdminHostingAccount | null;
  onClose: () => void;
}) {
  const t = useMessages(hostingMessages);
  const remove = useDeleteHostingAccount();
  const confirm = () => {
    if (!account) return;
    remove.mutate(account.id, {
      onSuccess: () => {
        // Said here, in the admin's language: the answer's sentence is the server's English.
        toast({
          title: t('accountDeleted'),
          description: t('domainDeleted', { domain: account.domain }),
        });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('deletionFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title={t('deleteTitle')}
      description={t('deleteDescription', { domain: account?.domain ?? '' })}
      confirmLabel={t('deleteAccount')}
      pendingLabel={t('deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
