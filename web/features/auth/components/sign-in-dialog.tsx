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
import { toast } from '../../../components/ui/use-toast';
import { isTwoFactorChallenge } from '../../../../contract/account-safety-messages.js';
import { errorMessage } from '../../../lib/api-error';
import { useLoginMutation } from '../api/login';
import { useFinishSignIn, type SignedIn } from '../hooks/use-finish-sign-in';
import { loginResolver } from '../lazy-form-resolvers';
import { AUTH_MESSAGES } from '../messages';
import { suspendedSignInOf, type SuspendedSignIn } from '../hooks/suspended-error';
import { SuspendedNotice } from './suspended-notice';
import { TwoFactorStep } from './two-factor-step';

/** The navigation bar's Sign In button and dialog (000 §2). */
export function SignInDialog({
  triggerClassName,
  defaultOpen = false,
}: {
  triggerClassName?: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
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
          Sign In
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign in to HostFree</DialogTitle>
          <DialogDescription>
            {challengeToken
              ? 'Two-factor sign-in is on for this account.'
              : 'Use your username or email address and your password.'}
          </DialogDescription>
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
              label="Username or Email"
              autoComplete="username"
              autoFocus
              {...form.register('username')}
            />
            <TextField
              id="sign-in-password"
              label="Password"
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
                Cancel
              </Button>
              <Button type="submit" disabled={!canSubmit}>
                {mutation.isPending ? 'Signing In...' : 'Sign In'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
