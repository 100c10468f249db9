import type { AdminUser } from '../../../../contract/admin.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * For a user locked out of two-factor sign-in (authenticator and recovery codes lost). It asks first and says what
 * happens: the second step goes, every session of the user ends, and the owner is told by e-mail.
 */
export function ResetTwoFactorDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetTwoFactor();
  const confirm = () => {
    if (!user) return;
    reset.mutate(user.id, {
      onSuccess: (answer) => {
        toast({ title: 'Two-factor reset', description: answer.message });
        onClose();
      },
      onError: (error) => toast({ title: 'Reset Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };
  return (
    <ConfirmDialog open={user !== null} title="Reset two-factor authentication?"
      description={`${user?.username ?? ''} will sign in with their password alone until they set up two-factor authentication again. Every session of theirs is signed out and they are told by e-mail. Do this only once you are sure the request comes from them.`}
      confirmLabel="Reset Two-Factor" pendingLabel="Resetting..." pending={reset.isPending} onConfirm={confirm} onClose={onClose} />
  );
}
