import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { isTwoFactorChallenge } from '../../../../contract/account-safety-messages.js';
import { useLoginMutation } from '../api/login';
import { useFinishSignIn, type SignedIn } from '../hooks/use-finish-sign-in';
import { loginResolver } from '../lazy-form-resolvers';
import type { SuspendedSignIn } from '../hooks/suspended-error';
import { showSignInRefusal } from '../hooks/sign-in-refused';
import { SuspendedNotice } from './suspended-notice';
import { TwoFactorStep } from './two-factor-step';

import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';

/** The navigation bar's Sign In button and dialog (000 §2). */
export function SignInDialog({
  triggerClassName,
  defaultOpen = false,
}: {
  triggerClassName?: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const t = useMessages(authMessages);
  const form = useForm({ resolver: loginResolver, defaultValues: { username: '', password: '' } });
  const [username, password] = form.watch(['username', 'password']);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [suspension, setSuspension] = useState<SuspendedSignIn | null>(null);
  const mutation = useLoginMutation();
  const finishSignIn = useFinishSignIn();

  const clear = () => {
    form.reset();
    setChallengeToken(null);
    setSuspension(null);
  };
  const signedIn = (auth: SignedIn) => {
    clear();
    setOpen(false);
    finishSignIn(auth, { stayUnlessRequired: true });
  };
  const canSubmit = username.trim() !== '' && password !== '' && !mutation.isPending;

  // Sign In stays off until both fields are filled, so the contract's messages are never needed here.
  const onSubmit = form.handleSubmit((values) => {
    if (!canSubmit) return;
    setSuspension(null);
    mutation.mutate(values, {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) setChallengeToken(answer.challengeToken);
        else signedIn(answer);
      },
      onError: (error) => void showSignInRefusal(error, setSuspension),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) clear();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" className={triggerClassName}>
          <LogIn aria-hidden="true" />
          {t('signIn')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('signInTitle')}</DialogTitle>
          <DialogDescription>{challengeToken ? t('twoFactorOn') : t('signInDescription')}</DialogDescription>
        </DialogHeader>
        {challengeToken ? (
          <TwoFactorStep
            challengeToken={challengeToken}
            onSignedIn={signedIn}
            onRestart={() => {
              setChallengeToken(null);
              form.setValue('password', '');
            }}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            {suspension && <SuspendedNotice suspension={suspension} />}
            <TextField
              id="sign-in-username"
              label={t('usernameOrEmail')}
              autoComplete="username"
              autoFocus
              {...form.register('username')}
            />
            <TextField
              id="sign-in-password"
              label={t('password')}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
            <DialogFooter className="mt-2">
              <Button
                variant="outline"
                onClick={() => {
                  setOpen(false);
                  clear();
                }}
              >
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={!canSubmit}>
                {mutation.isPending ? t('signingIn') : t('signIn')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
