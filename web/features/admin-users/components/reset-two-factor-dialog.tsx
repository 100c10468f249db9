import type { AdminUser } from '../../../../contract/admin.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
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
    <Dialog open={user !== null} onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset two-factor authentication?</DialogTitle>
          <DialogDescription>
            {user?.username} will sign in with their password alone until they set up two-factor authentication again. Every session
            of theirs is signed out and they are told by e-mail. Do this only once you are sure the request comes from them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={reset.isPending}>Cancel</Button>
          <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>{reset.isPending ? 'Resetting...' : 'Reset Two-Factor'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
