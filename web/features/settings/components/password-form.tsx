import { KeyRound } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/constants.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useChangePassword } from '../api/change-password';
import type { PasswordInput, PasswordValues } from '../password-resolver';
import { SecondFactorField } from '../../../components/second-factor-field';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { useMessages } from '../../../lib/i18n/messages';
import { useFieldErrorText } from '../../../lib/i18n/use-field-error';
import { settingsMessages } from '../i18n';

// zod and the schema arrive with the form's first check, not with /settings.
const passwordResolver = lazyResolver<PasswordInput, PasswordValues>(() =>
  import('../password-resolver').then((m) => m.passwordResolver),
);

/** 000 §2 settings: change password with current, new and confirm fields. */
export function PasswordForm({ userId }: { userId: number }) {
  const t = useMessages(settingsMessages);
  const fieldError = useFieldErrorText(settingsMessages);
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
          toast({ title: t('passwordUpdatedTitle'), description: t('passwordUpdatedDescription') });
        },
        onError: (error) => {
          const message = errorMessage(error, t('updateFailedFallback'));
          if (apiErrorCode(error) === 'secondFactorInvalid' || apiErrorCode(error) === 'secondFactorRequired')
            form.setError('twoFactorCode', { message });
          else toast({ title: t('updateFailedTitle'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('changePassword')}</CardTitle>
        <CardDescription>{t('passwordAdvice', { min: PASSWORD_MIN_LENGTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="current-password"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            error={fieldError(errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
          <TextField
            id="new-password"
            label={t('newPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <TextField
            id="confirm-new-password"
            label={t('confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          {twoFactorOn && (
            <SecondFactorField
              id="password-two-factor-code"
              error={fieldError(errors.twoFactorCode?.message)}
              {...form.register('twoFactorCode')}
            />
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              <KeyRound aria-hidden="true" />
              {mutation.isPending ? t('updating') : t('updatePassword')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
