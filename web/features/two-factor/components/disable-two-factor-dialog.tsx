import { useForm } from '../../../lib/form';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { twoFactorMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

import { useDisableTwoFactor } from '../api/disable';
import { disableResolver } from '../lazy-form-resolvers';

const EMPTY = { currentPassword: '', code: '' };

/** Turning two-factor sign-in off: the current password and a code (from the app, or a recovery code). */
export function DisableTwoFactorDialog({
  open,
  onOpenChange,
  required,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  required: boolean;
}) {
  const t = useMessages(twoFactorMessages);
  const tError = useErrorText();
  const form = useForm({ resolver: disableResolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useDisableTwoFactor();

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        toast({
          title: t('disabledToastTitle'),
          description: answer?.message ?? tError(ACCOUNT_SAFETY_MESSAGES.disabled),
        });
        form.reset(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => {
        const message = errorMessage(error, t('tryAgain'));
        form.setError(apiErrorCode(error) === 'currentPasswordWrong' ? 'currentPassword' : 'code', { message });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('disableTitle')}</DialogTitle>
          <DialogDescription>
            {t('disableDescription')}
            {required && ` ${t('disableAdminWarning')}`}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" id="disable-two-factor-form">
          <TextField
            id="disable-two-factor-password"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            error={tError(errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
          <TextField
            id="disable-two-factor-code"
            label={t('authOrRecoveryCode')}
            autoComplete="one-time-code"
            maxLength={40}
            className="font-mono"
            error={tError(errors.code?.message)}
            {...form.register('code')}
            hint={t('authOrRecoveryCodeHint')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={mutation.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending ? t('turningOff') : t('turnOff')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
