import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${name}?`}
      description="The account is unlinked and its stored credentials are erased. This action cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
