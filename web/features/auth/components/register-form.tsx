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
import { AUTH_MESSAGES } from '../messages';
import { PolicyConsent } from '../../../components/policy-consent';

/** The Register tab of /auth. */
export function RegisterForm() {
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: registerResolver,
    defaultValues: { username: '', firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const queryClient = useQueryClient();
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
      toast({ title: AUTH_MESSAGES.registerSuccessTitle, description: `Welcome to HostFree, ${auth.user.username}.` });
      completeSignIn(auth);
    } catch (error) {
      if (isDeviceLimitError(error)) {
        toast({
          title: AUTH_MESSAGES.deviceLimitTitle,
          description: AUTH_MESSAGES.deviceLimitServer,
          variant: 'destructive',
        });
      } else {
        toast({
          title: AUTH_MESSAGES.registerFailedTitle,
          description: errorMessage(error, AUTH_MESSAGES.registerFailedFallback),
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
        label="Username"
        optional
        autoComplete="username"
        error={errors.username?.message}
        hint="Leave empty and we will pick one for you."
        {...form.register('username')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First Name"
          optional
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          optional
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="register-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        <UserPlus aria-hidden="true" />
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
      <PolicyConsent />
    </form>
  );
}
