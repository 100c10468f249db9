import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { z } from 'zod';
import { recoveryCodeSchema, totpCodeSchema } from '../../../../contract/account-safety.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { useTwoFactorLogin, type TwoFactorLoginResponse } from '../api/two-factor-login';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { authMessages } from '../i18n';

const codeForm = z.object({ code: totpCodeSchema });
const recoveryForm = z.object({ code: recoveryCodeSchema });

/**
 * The second step of a sign-in whose password was right and whose account has two-factor sign-in on: the 6-digit
 * code from the authenticator app, or (through the link) one of the recovery codes.
 */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn: (auth: TwoFactorLoginResponse) => void;
  /** Back to the password step: the user asked, or the challenge expired. */
  onRestart: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  // The code as the contract reads it: six digits, or a recovery code (the one the link switches to).
  const form = useForm<{ code: string }>({
    resolver: zodFormResolver(useRecovery ? recoveryForm : codeForm),
    defaultValues: { code: '' },
  });
  const mutation = useTwoFactorLogin();
  const t = useMessages(authMessages);
  const tError = useErrorText();

  const switchMode = () => {
    setUseRecovery((on) => !on);
    form.reset({ code: '' });
  };

  const onSubmit = form.handleSubmit(({ code }) => {
    const body = useRecovery ? { challengeToken, recoveryCode: code } : { challengeToken, code };
    mutation.mutate(body, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const message = errorMessage(failure, t('tryAgain'));
        const code = apiErrorCode(failure);
        if (code === 'challengeExpired' || code === 'challengeUsed') {
          toast({ title: t('loginFailedTitle'), description: message, variant: 'destructive' });
          onRestart();
          return;
        }
        form.reset({ code: '' });
        form.setError('code', { message });
      },
    });
  });

  const id = useRecovery ? 'two-factor-recovery-code' : 'two-factor-code';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('twoFactorFormLabel')}>
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>{useRecovery ? t('twoFactorRecoveryLead') : t('twoFactorCodeLead')}</p>
      </div>
      <TextField
        key={id}
        id={id}
        label={useRecovery ? t('recoveryCode') : t('authenticationCode')}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        maxLength={useRecovery ? 40 : 7}
        placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
        className="font-mono tracking-widest"
        autoFocus
        error={tError(form.formState.errors.code?.message)}
        {...form.register('code')}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('verifying') : t('verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          size={null}
          className="h-auto shrink-0 rounded-md p-0 text-sm"
          onClick={switchMode}
        >
          {useRecovery ? t('useAuthenticatorInstead') : t('useRecoveryInstead')}
        </Button>
        <Button
          type="button"
          variant={null}
          size={null}
          className="h-auto shrink-0 rounded-md p-0 text-sm text-muted-foreground underline-offset-4 hover:underline"
          onClick={onRestart}
        >
          {t('startOver')}
        </Button>
      </div>
    </form>
  );
}
