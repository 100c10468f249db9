import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { CredentialsCard } from '../../../components/credentials-card';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import type { Credentials } from '../../../lib/storage';
import { useRecoverAccountMutation, type RecoverAccountInput } from '../api/recover-account';
import { recoverResolver } from '../lazy-form-resolvers';
import { AUTH_MESSAGES } from '../messages';

/** The Recover tab of /auth: a recovery phrase gives a new password and a new phrase. */
export function RecoverForm({ onSignInWith }: { onSignInWith?: (username: string) => void }) {
  const form = useForm({ resolver: recoverResolver, defaultValues: { recoveryPhrase: '' } });
  const mutation = useRecoverAccountMutation();
  const [recovered, setRecovered] = useState<Credentials | null>(null);
  const error = form.formState.errors.recoveryPhrase?.message;

  const onSubmit = (values: RecoverAccountInput) =>
    mutation.mutate(values, {
      onSuccess: (result) => {
        setRecovered({
          username: result.username,
          password: result.newPassword,
          recoveryPhrase: result.recoveryPhrase,
        });
        form.reset();
        toast({
          title: AUTH_MESSAGES.recoveredTitle,
          duration: Infinity,
          description: (
            <span className="grid gap-0.5">
              <span>
                Username: <strong className="font-mono">{result.username}</strong>
              </span>
              <span>
                New password: <strong className="font-mono">{result.newPassword}</strong>
              </span>
              <span>
                New recovery phrase: <strong className="font-mono">{result.recoveryPhrase}</strong>
              </span>
              <span className="mt-1">
                Your password was reset for security. Save these details before closing this message.
              </span>
            </span>
          ),
        });
      },
      onError: (err) => {
        toast({
          title: AUTH_MESSAGES.recoveryFailedTitle,
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  if (recovered) {
    return (
      <CredentialsCard
        credentials={recovered}
        title="Account recovered"
        description="Your password was reset for security and a new recovery phrase was issued. The old phrase no longer works."
        footer={
          onSignInWith && (
            <Button onClick={() => onSignInWith(recovered.username)}>Sign in with the new password</Button>
          )
        }
      />
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="recovery-phrase">Recovery Phrase</Label>
        <Textarea
          id="recovery-phrase"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          placeholder="The words you saved when the account was created"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'recovery-phrase-error' : undefined}
          {...form.register('recoveryPhrase')}
        />
        {error && (
          <p id="recovery-phrase-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        <LifeBuoy aria-hidden="true" />
        {mutation.isPending ? 'Recovering...' : 'Recover Account'}
      </Button>
    </form>
  );
}
