import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { useForm } from '../../../lib/form';
import { resetTwoFactorBody, type AdminUser, type ResetTwoFactorBody } from '../../../../contract/admin.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useMessages } from '../../../lib/i18n/messages';
import { usersMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/**
 * For a user locked out of two-factor sign-in (authenticator and recovery codes lost). It says what happens and asks
 * the admin to type the user's e-mail (the server checks it too): the second step goes, every session of the user
 * ends, and the owner is told by e-mail.
 */
export function ResetTwoFactorDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useMessages(usersMessages);
  const tError = useErrorText();
  const form = useForm<ResetTwoFactorBody>({
    resolver: zodFormResolver(resetTwoFactorBody),
    defaultValues: { confirmEmail: '' },
  });
  const reset = useResetTwoFactor();
  const { errors, isSubmitting } = form.formState;
  const typed = user?.email?.trim() || user?.username || '';

  useEffect(() => {
    if (user) form.reset({ confirmEmail: '' });
  }, [user, form]);

  // What to type is code-like (an address, a username) inside the sentence: one message, cut where it goes.
  const [typeBefore, typeAfter = ''] = t(user?.email ? 'typeEmailToConfirm' : 'typeUsernameToConfirm', {
    value: '\u0000',
  }).split('\u0000');

  const onSubmit = async (values: ResetTwoFactorBody) => {
    if (!user) return;
    try {
      const answer = await reset.mutateAsync({ id: user.id, confirmEmail: values.confirmEmail });
      toast({ title: t('twoFactorResetToast'), description: answer.message });
      onClose();
    } catch (error) {
      form.setError('confirmEmail', { message: errorMessage(error, t('tryAgain')) });
    }
  };

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={t('resetTwoFactor')}
      title={t('resetTitle')}
      description={t('resetDescription', { username: user?.username ?? '' })}
    >
      <TextField
        id="reset-2fa-confirm"
        autoComplete="off"
        spellCheck={false}
        label={
          <>
            {typeBefore}
            <span className="font-mono [overflow-wrap:anywhere]">{typed}</span>
            {typeAfter}
          </>
        }
        error={tError(errors.confirmEmail?.message)}
        {...form.register('confirmEmail')}
      />
    </FormDialog>
  );
}
