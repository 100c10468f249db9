import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { isTwoFactorChallenge } from '../../../../contract/account-safety.js';
import { errorMessage } from '../../../lib/api-error';
import { useLoginMutation } from '../api/login';
import { useFinishSignIn, type SignedIn } from '../hooks/use-finish-sign-in';
import { AUTH_MESSAGES } from '../messages';
import { suspendedSignInOf, type SuspendedSignIn } from '../hooks/suspended-error';
import { SuspendedNotice } from './suspended-notice';
import { TwoFactorStep } from './two-factor-step';

/** The navigation bar's Sign In button and dialog (000 §2). */
export function SignInDialog({ triggerClassName, defaultOpen = false }: { triggerClassName?: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [suspension, setSuspension] = useState<SuspendedSignIn | null>(null);
  const mutation = useLoginMutation();
  const finishSignIn = useFinishSignIn();

  const clear = () => {
    setUsername('');
    setPassword('');
    setChallengeToken(null);
    setSuspension(null);
  };
  const signedIn = (auth: SignedIn) => {
    clear();
    setOpen(false);
    finishSignIn(auth, { stayUnlessRequired: true });
  };
  const canSubmit = username.trim() !== '' && password !== '' && !mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSuspension(null);
    mutation.mutate({ username: username.trim(), password }, {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) setChallengeToken(answer.challengeToken);
        else signedIn(answer);
      },
      onError: (error) => {
        const suspended = suspendedSignInOf(error);
        if (suspended) setSuspension(suspended);
        else toast({ title: AUTH_MESSAGES.loginFailedTitle, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => { setOpen(next); if (!next) clear(); }}>
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
            {challengeToken ? 'Two-factor sign-in is on for this account.' : 'Use your username or email address and your password.'}
          </DialogDescription>
        </DialogHeader>
        {challengeToken ? (
          <TwoFactorStep challengeToken={challengeToken} onSignedIn={signedIn} onRestart={() => { setChallengeToken(null); setPassword(''); }} />
        ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {suspension && <SuspendedNotice suspension={suspension} />}
          <div className="grid gap-2">
            <Label htmlFor="sign-in-username">Username or Email</Label>
            <Input id="sign-in-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sign-in-password">Password</Label>
            <Input id="sign-in-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => { setOpen(false); clear(); }}>Cancel</Button>
            <Button type="submit" disabled={!canSubmit}>{mutation.isPending ? 'Signing In...' : 'Sign In'}</Button>
          </DialogFooter>
        </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
