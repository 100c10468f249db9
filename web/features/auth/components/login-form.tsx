import { LogIn } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useForm } from '../../../lib/form';
import { isTwoFactorChallenge } from '../../../../contract/account-safety-messages.js';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { useLoginMutation, type LoginInput } from '../api/login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { loginResolver } from '../lazy-form-resolvers';
import type { SuspendedSignIn } from '../hooks/suspended-error';
import { showSignInRefusal } from '../hooks/sign-in-refused';

// A suspended account's notice (its links to the policy and the appeal) is drawn only after such a refusal.
const SuspendedNotice = lazy(() => import('./suspended-notice').then((m) => ({ default: m.SuspendedNotice })));
// Asked only of accounts with two-factor on: its code (and the code schemas) comes when it is needed.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/** The Login tab of /auth: password first, then (2FA on) the code. */
export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const form = useForm({ resolver: loginResolver, defaultValues: { username: defaultUsername, password: '' } });
  const mutation = useLoginMutation();
  const t = useMessages(authMessages);
  const finishSignIn = useFinishSignIn();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [suspension, setSuspension] = useState<SuspendedSignIn | null>(null);
  const { errors } = form.formState;
  const tError = useErrorText();

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
      onError: (error) => void showSignInRefusal(error, setSuspension),
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
      {suspension && (
        <Suspense fallback={null}>
          <SuspendedNotice suspension={suspension} />
        </Suspense>
      )}
      <TextField
        id="login-username"
        label={t('usernameOrEmail')}
        autoComplete="username"
        error={tError(errors.username?.message)}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={tError(errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        <LogIn aria-hidden="true" />
        {mutation.isPending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
