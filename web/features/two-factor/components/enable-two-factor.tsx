import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import type { TwoFactorSetup } from '../../../../contract/account-safety.js';
import { CopyButton } from '../../../components/copy-button';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { twoFactorMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

import { useConfirmTwoFactorSetup } from '../api/confirm-setup';
import { useStartTwoFactorSetup } from '../api/start-setup';
import { codeStepResolver, passwordStepResolver } from '../lazy-form-resolvers';
import { RecoveryCodes } from './recovery-codes';

type Step = 'password' | 'scan' | 'codes';

/** 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Turning on two-factor sign-in: the current password, then the QR code (and the secret for typing in by hand)
 * with the first code from the app, then the ten recovery codes, shown once.
 */
export function EnableTwoFactor({
  username,
  onFinished,
  onCancel,
}: {
  username: string;
  onFinished: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(twoFactorMessages);
  const tError = useErrorText();
  const [step, setStep] = useState<Step>('password');
  const passwordForm = useForm({ resolver: passwordStepResolver, defaultValues: { currentPassword: '' } });
  const codeForm = useForm<{ code: string }>({ resolver: codeStepResolver, defaultValues: { code: '' } });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();

  const submitPassword = passwordForm.handleSubmit(({ currentPassword: password }) => {
    // A secret already shown stays: the user may have scanned it before going back to fix the password.
    if (setup) {
      setStep('scan');
      return;
    }
    start.mutate(password, {
      onSuccess: (answer) => {
        setSetup(answer);
        setStep('scan');
      },
      onError: (error) => {
        const message = errorMessage(error, t('tryAgain'));
        // A wrong password is refused before any secret exists: the answer belongs under the field.
        const code = apiErrorCode(error);
        if (code === 'currentPasswordWrong' || code === 'currentPasswordRequired')
          passwordForm.setError('currentPassword', { message });
        else toast({ title: t('setupFailedTitle'), description: message, variant: 'destructive' });
      },
    });
  });

  const submitCode = codeForm.handleSubmit(({ code }) => {
    confirm.mutate(
      { code, currentPassword: passwordForm.getValues('currentPassword') },
      {
        onSuccess: (answer) => {
          passwordForm.reset();
          setRecoveryCodes(answer.recoveryCodes);
          setStep('codes');
          toast({ title: t('enabledToastTitle'), description: answer.message });
        },
        onError: (error) => {
          const message = errorMessage(error, t('tryAgain'));
          const code = apiErrorCode(error);
          if (code === 'currentPasswordWrong' || code === 'currentPasswordRequired') {
            setStep('password');
            passwordForm.setError('currentPassword', { message });
            return;
          }
          if (code === 'twoFactorSetupNotStarted') setSetup(null);
          codeForm.reset({ code: '' });
          codeForm.setError('code', { message });
        },
      },
    );
  });

  if (step === 'codes') return <RecoveryCodes codes={recoveryCodes} username={username} onDone={onFinished} />;

  if (step === 'password' || !setup) {
    return (
      // A key per step: each step's form is its own element. Without one, Preact (the app's library) reuses the code
      // step's <input> for the password and "removes" its maxLength by setting 0, so nothing could be typed.
      <form
        key="password"
        noValidate
        onSubmit={submitPassword}
        className="grid gap-4"
        aria-label={t('passwordStepLabel')}
      >
        <p className="text-sm text-muted-foreground">{t('step1')}</p>
        <TextField
          id="two-factor-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={tError(passwordForm.formState.errors.currentPassword?.message)}
          {...passwordForm.register('currentPassword')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? t('preparing') : t('continue')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form key="scan" noValidate onSubmit={submitCode} className="grid gap-4" aria-label={t('scanStepLabel')}>
      <p className="text-sm text-muted-foreground">{t('step2')}</p>
      <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
        <img
          src={setup.qrCodeDataUrl}
          alt={t('qrAlt')}
          width={176}
          height={176}
          className="mx-auto size-44 rounded-md border bg-white p-2"
        />
        <div className="grid min-w-0 gap-1.5">
          <p className="text-sm font-medium">{t('cantScan')}</p>
          <div className="flex items-center gap-2">
            <code
              data-testid="two-factor-secret"
              data-secret={setup.secret}
              className="min-w-0 flex-1 break-all rounded-md border bg-muted/60 px-3 py-2 font-mono text-sm"
            >
              {groupSecret(setup.secret)}
            </code>
            <CopyButton value={setup.secret} label={t('setupKey')} />
          </div>
          <p className="text-xs text-muted-foreground">{t('keyKind')}</p>
        </div>
      </div>
      <TextField
        id="two-factor-confirm-code"
        label={t('authenticationCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        placeholder="123456"
        className="font-mono tracking-widest"
        error={tError(codeForm.formState.errors.code?.message)}
        {...codeForm.register('code')}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" onClick={() => setStep('password')}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('back')}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={confirm.isPending}>
            <ShieldCheck aria-hidden="true" />
            {confirm.isPending ? t('turningOn') : t('turnOn')}
          </Button>
        </div>
      </div>
    </form>
  );
}
