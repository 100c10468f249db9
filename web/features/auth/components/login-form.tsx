import { LogIn } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useForm } from '../../../lib/form';
import { isTwoFactorChallenge } from '../../../../contract/account-safety-messages.js';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useLoginMutation, type LoginInput } from '../api/login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { loginResolver } from '../lazy-form-resolvers';
import { AUTH_MESSAGES } from '../messages';
import { suspendedSignInOf, type SuspendedSignIn } from '../hooks/suspended-error';
import { SuspendedNotice } from './suspended-notice';

// Asked only of accounts with two-factor on: its code (and the code schemas) comes when it is needed.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

/** The Login tab of /auth: password first, then (2FA on) the code. */
export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const form = useForm({ resolver: loginResolver, defaultValues: { username: defaultUsername, password: '' } });
  const mutation = useLoginMutation();
  const finishSignIn = useFinishSignIn();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [suspension, setSuspension] = useState<SuspendedSignIn | null>(null);
  const { errors } = form.formState;

  const onSubmit = (values: LoginInput) => {
    setSuspension(null);
    mutation.mutate(values, {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) {
          setChallengeToken(answer.challengeToken);
          return;
        }
        finishSignIn(answer);
      },
      onError: (error) => {
        const suspended = suspendedSignInOf(error);
        if (suspended) setSuspension(suspended);
        else
          toast({
            title: AUTH_MESSAGES.loginFailedTitle,
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
      },
    });
  };

  if (challengeToken) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoFactorStep
          challengeToken={challengeToken}
          onSignedIn={(auth) => finishSignIn(auth)}
          onRestart={() => {
            setChallengeToken(null);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {suspension && <SuspendedNotice suspension={suspension} />}
      <TextField
        id="login-username"
        label="Username or Email"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        <LogIn aria-hidden="true" />
        {mutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
