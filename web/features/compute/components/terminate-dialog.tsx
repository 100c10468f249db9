import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
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
  const t = useMessages(computeMessages);
  return (
    <ConfirmDialog
      open={open}
      title={t('terminateTitle', { name })}
      description={t('terminateBody')}
      confirmLabel={t('terminate')}
      pendingLabel={t('terminating')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
