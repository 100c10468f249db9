import { useState, type FormEvent } from 'react';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety.js';
import { ACCOUNT_MESSAGES } from '../../../../contract/accounts.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDisableTwoFactor } from '../api/disable';

/** Turning two-factor sign-in off: the current password and a code (from the app, or a recovery code). */
export function DisableTwoFactorDialog({ open, onOpenChange, required }: { open: boolean; onOpenChange: (open: boolean) => void; required: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const mutation = useDisableTwoFactor();

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      setPassword('');
      setCode('');
      setErrors({});
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password ? undefined : ACCOUNT_MESSAGES.currentPasswordRequired,
      code: code.trim() ? undefined : ACCOUNT_SAFETY_MESSAGES.codeRequired,
    };
    setErrors(found);
    if (found.password || found.code) return;
    mutation.mutate({ currentPassword: password, code: code.trim() }, {
      onSuccess: (answer) => {
        toast({ title: 'Two-factor sign-in is off', description: answer?.message ?? ACCOUNT_SAFETY_MESSAGES.disabled });
        setPassword('');
        setCode('');
        onOpenChange(false);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please try again.');
        if (message === ACCOUNT_MESSAGES.currentPasswordWrong) setErrors({ password: message });
        else setErrors({ code: message });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor sign-in?</DialogTitle>
          <DialogDescription>
            Signing in will need only your password again, and your recovery codes stop working.
            {required && ' Admins are required to use two-factor sign-in: you will be asked to set it up again.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" id="disable-two-factor-form">
          <TextField id="disable-two-factor-password" label="Current Password" type="password" autoComplete="current-password"
            value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
          <TextField id="disable-two-factor-code" label="Authentication or recovery code" autoComplete="one-time-code"
            maxLength={40} className="font-mono" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code}
            hint="The 6-digit code from your app, or one of your recovery codes." />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={mutation.isPending}>Cancel</Button>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>{mutation.isPending ? 'Turning off...' : 'Turn off'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
