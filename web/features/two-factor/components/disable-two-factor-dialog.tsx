import { useForm } from '../../../lib/form';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDisableTwoFactor } from '../api/disable';
import { disableResolver } from '../lazy-form-resolvers';

const EMPTY = { currentPassword: '', code: '' };

/** Turning two-factor sign-in off: the current password and a code (from the app, or a recovery code). */
export function DisableTwoFactorDialog({
  open,
  onOpenChange,
  required,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  required: boolean;
}) {
  const form = useForm({ resolver: disableResolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useDisableTwoFactor();

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: 'Two-factor sign-in is off', description: answer?.message ?? ACCOUNT_SAFETY_MESSAGES.disabled });
        form.reset(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please try again.');
        form.setError(message === ACCOUNT_MESSAGES.currentPasswordWrong ? 'currentPassword' : 'code', { message });
      },
    }),
  );

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
          <TextField
            id="disable-two-factor-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            id="disable-two-factor-code"
            label="Authentication or recovery code"
            autoComplete="one-time-code"
            maxLength={40}
            className="font-mono"
            error={errors.code?.message}
            {...form.register('code')}
            hint="The 6-digit code from your app, or one of your recovery codes."
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending ? 'Turning off...' : 'Turn off'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
