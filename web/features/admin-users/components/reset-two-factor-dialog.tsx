import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { useForm } from '../../../lib/form';
import { resetTwoFactorBody, type AdminUser, type ResetTwoFactorBody } from '../../../../contract/admin.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * For a user locked out of two-factor sign-in (authenticator and recovery codes lost). It says what happens and asks
 * the admin to type the user's e-mail (the server checks it too): the second step goes, every session of the user
 * ends, and the owner is told by e-mail.
 */
export function ResetTwoFactorDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
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

  const onSubmit = async (values: ResetTwoFactorBody) => {
    if (!user) return;
    try {
      const answer = await reset.mutateAsync({ id: user.id, confirmEmail: values.confirmEmail });
      toast({ title: 'Two-factor reset', description: answer.message });
      onClose();
    } catch (error) {
      form.setError('confirmEmail', { message: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel="Reset Two-Factor"
      title="Reset two-factor authentication?"
      description={`${user?.username ?? ''} will sign in with their password alone until they set up two-factor authentication again. Every session of theirs is signed out and they are told by e-mail. Do this only once you are sure the request comes from them.`}
    >
      <TextField
        id="reset-2fa-confirm"
        autoComplete="off"
        spellCheck={false}
        label={
          user?.email ? (
            <>
              Type <span className="font-mono [overflow-wrap:anywhere]">{typed}</span> to confirm
            </>
          ) : (
            <>
              Type their username <span className="font-mono">{typed}</span> to confirm
            </>
          )
        }
        error={errors.confirmEmail?.message}
        {...form.register('confirmEmail')}
      />
    </FormDialog>
  );
}
