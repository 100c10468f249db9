import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useRegisterMutation } from '../api/register';
import { isDeviceLimitError } from '../hooks/device-limit-error';
import { deviceForSignUp } from '../hooks/device-for-sign-up';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import type { RegisterFormInput, RegisterFormOutput } from '../form-resolvers';
import { registerResolver } from '../lazy-form-resolvers';
import { DEFAULT_MAX_DEVICES } from '../../../../contract/constants.js';
import { PolicyConsent } from '../../../components/policy-consent';

import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/** The Register tab of /auth. */
export function RegisterForm() {
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: registerResolver,
    defaultValues: { username: '', firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const queryClient = useQueryClient();
  const t = useMessages(authMessages);
  const tError = useErrorText();
  const mutation = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ confirmPassword: _confirm, username, ...values }: RegisterFormOutput) => {
    const device = await deviceForSignUp(queryClient);
    if (!device) return;
    const { fingerprintHash, deviceInfo } = device;
    try {
      const auth = await mutation.mutateAsync({
        ...values,
        ...(username ? { username } : {}),
        fingerprintHash,
        deviceInfo,
      });
      toast({ title: t('registerSuccessTitle'), description: t('welcomeUser', { username: auth.user.username }) });
      completeSignIn(auth);
    } catch (error) {
      if (isDeviceLimitError(error)) {
        toast({
          title: t('deviceLimitTitle'),
          description: t('deviceLimitServer', { max: DEFAULT_MAX_DEVICES }),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('registerFailedTitle'),
          description: errorMessage(error, t('registerFailedFallback')),
          variant: 'destructive',
        });
      }
    }
  };

  const busy = isSubmitting || mutation.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        id="register-username"
        label={t('username')}
        optional
        autoComplete="username"
        error={tError(errors.username?.message)}
        hint={t('usernameHint')}
        {...form.register('username')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label={t('firstName')}
          optional
          autoComplete="given-name"
          error={tError(errors.firstName?.message)}
          {...form.register('firstName')}
        />
        <TextField
          id="register-last-name"
          label={t('lastName')}
          optional
          autoComplete="family-name"
          error={tError(errors.lastName?.message)}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="register-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        error={tError(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        id="register-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        error={tError(errors.password?.message)}
        {...form.register('password')}
      />
      <TextField
        id="register-confirm-password"
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={tError(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        <UserPlus aria-hidden="true" />
        {busy ? t('creatingAccount') : t('createAccount')}
      </Button>
      <PolicyConsent />
    </form>
  );
}
