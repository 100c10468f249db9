import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';

/** Unlinking an account is asked once more; instances it launched stay on their cards. */
export function ConfirmDeleteDialog({
  name,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  name: string;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useMessages(computeMessages);
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteTitle', { name })}
      description={t('deleteDescription')}
      confirmLabel={t('delete')}
      pendingLabel={t('deleting')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
