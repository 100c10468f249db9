import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from '../../../lib/form';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import type { Credentials } from '../../../lib/storage';
import { useRecoverAccountMutation, type RecoverAccountInput } from '../api/recover-account';
import { recoverResolver } from '../lazy-form-resolvers';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { authMessages } from '../i18n';

// The new details' card (copy buttons, the phrase as a file) shows only after a recovery succeeds: fetched as the
// phrase is sent, so the Recover tab (and /auth's first load) carries none of it.
const loadCard = () => import('../../../components/credentials-card');
const CredentialsCard = lazy(async () => ({ default: (await loadCard()).CredentialsCard }));

/** The Recover tab of /auth: a recovery phrase gives a new password and a new phrase. */
export function RecoverForm({ onSignInWith }: { onSignInWith?: (username: string) => void }) {
  const form = useForm({ resolver: recoverResolver, defaultValues: { recoveryPhrase: '' } });
  const mutation = useRecoverAccountMutation();
  const [recovered, setRecovered] = useState<Credentials | null>(null);
  const t = useMessages(authMessages);
  const tError = useErrorText();
  const error = tError(form.formState.errors.recoveryPhrase?.message);

  const onSubmit = (values: RecoverAccountInput) => {
    void loadCard();
    mutation.mutate(values, {
      onSuccess: (result) => {
        setRecovered({
          username: result.username,
          password: result.newPassword,
          recoveryPhrase: result.recoveryPhrase,
        });
        form.reset();
        toast({
          title: t('recoveredTitle'),
          duration: Infinity,
          description: (
            <span className="grid gap-0.5">
              <span>
                {t('recoveredUsername')} <strong className="font-mono">{result.username}</strong>
              </span>
              <span>
                {t('recoveredNewPassword')} <strong className="font-mono">{result.newPassword}</strong>
              </span>
              <span>
                {t('recoveredNewPhrase')} <strong className="font-mono">{result.recoveryPhrase}</strong>
              </span>
              <span className="mt-1">{t('recoveredSaveNow')}</span>
            </span>
          ),
        });
      },
      onError: (err) => {
        toast({
          title: t('recoveryFailedTitle'),
          description: errorMessage(err, t('tryAgain')),
          variant: 'destructive',
        });
      },
    });
  };

  if (recovered) {
    return (
      <Suspense fallback={null}>
        <CredentialsCard
          credentials={recovered}
          title={t('recoveredCardTitle')}
          description={t('recoveredCardDescription')}
          footer={
            onSignInWith && (
              <Button onClick={() => onSignInWith(recovered.username)}>{t('signInWithNewPassword')}</Button>
            )
          }
        />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="recovery-phrase">{t('recoveryPhrase')}</Label>
        <Textarea
          id="recovery-phrase"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('recoveryPhrasePlaceholder')}
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
        {mutation.isPending ? t('recovering') : t('recoverAccount')}
      </Button>
    </form>
  );
}
