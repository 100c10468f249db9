import { KeyRound } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/constants.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useChangePassword } from '../api/change-password';
import type { PasswordInput, PasswordValues } from '../password-resolver';
import { SecondFactorField } from '../../../components/second-factor-field';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';

// zod and the schema arrive with the form's first check, not with /settings.
const passwordResolver = lazyResolver<PasswordInput, PasswordValues>(() =>
  import('../password-resolver').then((m) => m.passwordResolver),
);

/** 000 §2 settings: change password with current, new and confirm fields. */
export function PasswordForm({ userId }: { userId: number }) {
  const form = useForm({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', twoFactorCode: '' },
  });
  const mutation = useChangePassword(userId);
  const { errors } = form.formState;
  const twoFactorOn = useTwoFactorStatus().data?.enabled ?? false;

  const onSubmit = ({ currentPassword, newPassword, twoFactorCode }: PasswordValues) => {
    if (twoFactorOn && !twoFactorCode.trim()) {
      form.setError('twoFactorCode', { message: ACCOUNT_SAFETY_MESSAGES.secondFactorRequired });
      return;
    }
    mutation.mutate(
      {
        password: newPassword,
        ...(currentPassword ? { currentPassword } : {}),
        ...(twoFactorOn ? { twoFactorCode: twoFactorCode.trim() } : {}),
      },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Password Updated', description: 'Your password has been changed successfully.' });
        },
        onError: (error) => {
          const message = errorMessage(error, 'Unable to update password.');
          if (
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid ||
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorRequired
          )
            form.setError('twoFactorCode', { message });
          else toast({ title: 'Update Failed', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          Use at least {PASSWORD_MIN_LENGTH} characters. A long passphrase is easiest to remember and hardest to guess.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            id="new-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            id="confirm-new-password"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          {twoFactorOn && (
            <SecondFactorField
              id="password-two-factor-code"
              error={errors.twoFactorCode?.message}
              {...form.register('twoFactorCode')}
            />
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              <KeyRound aria-hidden="true" />
              {mutation.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
