import { useEffect } from 'react';
import { useForm } from '../../../lib/form';
import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { TextareaField } from '../../../components/form-field';
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
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSuspendHostingAccount } from '../api/suspend-hosting-account';
import type { SuspendInput, SuspendValues } from '../suspend-resolver';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

export const SUSPEND_REASON_MAX = 255;

// zod and the schema arrive with the dialog's first check, not with the admin dashboard.
const suspendResolver = lazyResolver<SuspendInput, SuspendValues>(() =>
  import('../suspend-resolver').then((m) => m.suspendResolver),
);

/** Asks why (the client sees the reason), then suspends on WHM and here; 'Suspension Failed' otherwise. */
export function SuspendAccountDialog({
  account,
  open,
  onClose,
}: {
  account: AdminHostingAccount;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages(hostingMessages);
  const tError = useErrorText();
  const form = useForm({ resolver: suspendResolver, defaultValues: { reason: '' } });
  const suspend = useSuspendHostingAccount();
  const reason = form.watch('reason');
  const id = `suspend-reason-${account.id}`;

  // Each opening starts blank: a reason typed for one suspension is not carried to the next.
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);

  const close = () => {
    if (suspend.isPending) return;
    onClose();
  };

  const onSubmit = form.handleSubmit(({ reason: trimmed }) =>
    suspend.mutate(
      { id: account.id, reason: trimmed },
      {
        onSuccess: (answer) => {
          toast({
            title: t('accountSuspended'),
            description: t('domainMessage', { domain: account.domain, message: answer.message }),
          });
          onClose();
        },
        onError: (failure) =>
          toast({
            title: t('suspensionFailed'),
            description: errorMessage(failure, t('tryAgain')),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {t('suspendTitle', { domain: account.domain })}
          </DialogTitle>
          <DialogDescription>{t('suspendDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
          <div className="grid gap-1">
            <TextareaField
              id={id}
              label={t('reason')}
              maxLength={SUSPEND_REASON_MAX}
              rows={3}
              autoFocus
              placeholder={t('reasonPlaceholder')}
              error={tError(form.formState.errors.reason?.message)}
              {...form.register('reason')}
            />
            <p className="text-end text-xs text-muted-foreground">
              {reason.length}/{SUSPEND_REASON_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={suspend.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={suspend.isPending}>
              {suspend.isPending ? t('suspending') : t('suspendAccount')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
