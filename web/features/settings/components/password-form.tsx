import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../contract/constants.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import { SecondFactorField } from '../../../components/second-factor-field';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';

const passwordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z.string()
      .min(1, 'Please enter a new password')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
    // Issue 22: asked only when two-factor is on (the form then checks it is filled); the server decides.
    twoFactorCode: z.string().max(40),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'New password and confirmation do not match',
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value.newPassword === 'string' && value.newPassword !== '' && typeof value.confirmPassword === 'string';
    },
  });
type PasswordValues = z.output<typeof passwordSchema>;

/** 000 §2 settings: change password with current, new and confirm fields. */
export function PasswordForm({ userId }: { userId: number }) {
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', twoFactorCode: '' } });
  const mutation = useChangePassword(userId);
  const { errors } = form.formState;
  const twoFactorOn = useTwoFactorStatus().data?.enabled ?? false;

  const onSubmit = ({ currentPassword, newPassword, twoFactorCode }: PasswordValues) => {
    if (twoFactorOn && !twoFactorCode.trim()) {
      form.setError('twoFactorCode', { message: ACCOUNT_SAFETY_MESSAGES.secondFactorRequired });
      return;
    }
    mutation.mutate(
      { password: newPassword, ...(currentPassword ? { currentPassword } : {}), ...(twoFactorOn ? { twoFactorCode: twoFactorCode.trim() } : {}) },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Password Updated', description: 'Your password has been changed successfully.' });
        },
        onError: (error) => {
          const message = errorMessage(error, 'Unable to update password.');
          if (message === ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid || message === ACCOUNT_SAFETY_MESSAGES.secondFactorRequired) form.setError('twoFactorCode', { message });
          else toast({ title: 'Update Failed', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Use at least {PASSWORD_MIN_LENGTH} characters. A long passphrase is easiest to remember and hardest to guess.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField id="current-password" label="Current Password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
          <TextField id="new-password" label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
          <TextField id="confirm-new-password" label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
          {twoFactorOn && <SecondFactorField id="password-two-factor-code" error={errors.twoFactorCode?.message} {...form.register('twoFactorCode')} />}
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
