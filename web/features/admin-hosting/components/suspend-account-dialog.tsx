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
          toast({ title: 'Account Suspended', description: `${account.domain}: ${answer.message}` });
          onClose();
        },
        onError: (failure) =>
          toast({
            title: 'Suspension Failed',
            description: errorMessage(failure, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">Suspend {account.domain}?</DialogTitle>
          <DialogDescription>
            The site goes offline and cPanel sign-on is refused until you unsuspend it. Files, databases and e-mail are
            kept. The owner sees the reason on their dashboard.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
          <div className="grid gap-1">
            <TextareaField
              id={id}
              label="Reason"
              maxLength={SUSPEND_REASON_MAX}
              rows={3}
              autoFocus
              placeholder="e.g. Phishing page reported on 23 Nov; reply to abuse@ to restore."
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <p className="text-right text-xs text-muted-foreground">
              {reason.length}/{SUSPEND_REASON_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={suspend.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={suspend.isPending}>
              {suspend.isPending ? 'Suspending...' : 'Suspend Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
