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

const passwordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z.string()
      .min(1, 'Please enter a new password')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
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
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const mutation = useChangePassword(userId);
  const { errors } = form.formState;

  const onSubmit = ({ currentPassword, newPassword }: PasswordValues) =>
    mutation.mutate(
      { password: newPassword, ...(currentPassword ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Password Updated', description: 'Your password has been changed successfully.' });
        },
        onError: (error) => {
          toast({ title: 'Update Failed', description: errorMessage(error, 'Unable to update password.'), variant: 'destructive' });
        },
      },
    );

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
