import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Terminating deletes the machine and its disk at the provider: asked once more. */
export function TerminateDialog({
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
      title={`Terminate ${name}?`}
      description="The machine and its disk are deleted at the provider. This action cannot be undone."
      confirmLabel="Terminate"
      pendingLabel="Terminating..."
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
