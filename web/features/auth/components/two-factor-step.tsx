import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_SAFETY_MESSAGES, recoveryCodeSchema, totpCodeSchema } from '../../../../contract/account-safety.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useTwoFactorLogin, type TwoFactorLoginResponse } from '../api/two-factor-login';
import { AUTH_MESSAGES } from '../messages';

/**
 * The second step of a sign-in whose password was right and whose account has two-factor sign-in on: the 6-digit
 * code from the authenticator app, or (through the link) one of the recovery codes.
 */
export function TwoFactorStep({ challengeToken, onSignedIn, onRestart }: {
  challengeToken: string;
  onSignedIn: (auth: TwoFactorLoginResponse) => void;
  /** Back to the password step: the user asked, or the challenge expired. */
  onRestart: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useTwoFactorLogin();

  const switchMode = () => {
    setUseRecovery((on) => !on);
    setValue('');
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (useRecovery ? recoveryCodeSchema : totpCodeSchema).safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ACCOUNT_SAFETY_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    const body = useRecovery ? { challengeToken, recoveryCode: parsed.data } : { challengeToken, code: parsed.data };
    mutation.mutate(body, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const message = errorMessage(failure, 'Please try again.');
        if (message === ACCOUNT_SAFETY_MESSAGES.challengeExpired || message === ACCOUNT_SAFETY_MESSAGES.challengeUsed) {
          toast({ title: AUTH_MESSAGES.loginFailedTitle, description: message, variant: 'destructive' });
          onRestart();
          return;
        }
        setError(message);
        setValue('');
      },
    });
  };

  const id = useRecovery ? 'two-factor-recovery-code' : 'two-factor-code';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Two-factor sign-in">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Your password was right. Enter the 6-digit code from your authenticator app to finish signing in.'}
        </p>
      </div>
      <TextField
        key={id}
        id={id}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        maxLength={useRecovery ? 40 : 7}
        placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
        className="font-mono tracking-widest"
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0 text-muted-foreground" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </form>
  );
}
