import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { loginBody } from '../../../../contract/accounts.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { recordFingerprint } from '../../../lib/fingerprint';
import { useLoginMutation, type LoginInput } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AUTH_MESSAGES } from '../messages';

/** The Login tab of /auth. */
export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { username: defaultUsername, password: '' } });
  const mutation = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { errors } = form.formState;

  const onSubmit = (values: LoginInput) =>
    mutation.mutate(values, {
      onSuccess: (auth) => {
        toast({ title: AUTH_MESSAGES.loginSuccessTitle, description: AUTH_MESSAGES.loginSuccessDescription });
        completeSignIn(auth);
        void recordFingerprint();
      },
      onError: (error) => {
        toast({ title: AUTH_MESSAGES.loginFailedTitle, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <TextField id="login-username" label="Username or Email" autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        <LogIn aria-hidden="true" />
        {mutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
