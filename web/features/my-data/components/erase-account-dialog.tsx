import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import type { ErasurePreview } from '../../../../contract/account-safety.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages.js';
import { TextField } from '../../../components/form-field';
import { SecondFactorField } from '../../../components/second-factor-field';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { endSession } from '../../../lib/session';
import { useEraseAccount } from '../api/erase-account';
import { useErasurePreview } from '../api/get-erasure-preview';
import type { EraseInput, EraseValues } from '../erase-resolver';
import { ERASED_PATH } from './erased-path';

const CONFIRM_WORD = 'DELETE';
const EMPTY = { currentPassword: '', confirm: '', twoFactorCode: '' };

// zod and the schema arrive with the dialog's first check, not with /settings.
const eraseResolver = lazyResolver<EraseInput, EraseValues>(() =>
  import('../erase-resolver').then((m) => m.eraseResolver),
);

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** What goes and what stays, in words, from the server's preview. */
export function ErasureSummary({ preview }: { preview: ErasurePreview }) {
  const kept = preview.keptDonations + preview.keptOrders;
  return (
    <div className="grid gap-3 text-sm">
      <div>
        <p className="font-medium">This will be removed for good:</p>
        <ul aria-label="Removed" className="mt-1 list-disc space-y-0.5 pl-5">
          <li>
            {preview.hostingAccounts.length === 0 ? (
              'No hosting accounts'
            ) : (
              <>
                Your hosting {preview.hostingAccounts.length === 1 ? 'account' : 'accounts'} on the server, with every
                file, database and mailbox:{' '}
                <span className="font-mono [overflow-wrap:anywhere]">{preview.hostingAccounts.join(', ')}</span>
              </>
            )}
          </li>
          <li>Your profile: username, name, e-mail and password</li>
          <li>{plural(preview.devices, 'registered device', 'registered devices')}</li>
          <li>{plural(preview.sessions, 'signed-in session', 'signed-in sessions')}: you are signed out everywhere</li>
          <li>{plural(preview.downloads, 'download record', 'download records')}</li>
          <li>Your plugin requests, two-factor settings and recovery codes</li>
        </ul>
      </div>
      <div>
        <p className="font-medium">Kept, anonymised:</p>
        <p className="mt-1 text-muted-foreground">
          {kept === 0
            ? 'No payment records. If there were any, they would be kept without your name, e-mail or address, as the law requires.'
            : `${plural(preview.keptDonations, 'donation', 'donations')} and ${plural(preview.keptOrders, 'order', 'orders')}, without your name, e-mail or address, as bookkeeping law requires.`}
        </p>
      </div>
    </div>
  );
}

/** 'Delete my account': names what goes, asks the current password and the word DELETE, then signs out. */
export function EraseAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const preview = useErasurePreview(open);
  const erase = useEraseAccount();
  const form = useForm({ resolver: eraseResolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  // With two-factor on, the server also wants a code.
  const twoFactorOn = useTwoFactorStatus({ enabled: open }).data?.enabled ?? false;

  const close = (next: boolean) => {
    if (erase.isPending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ currentPassword, twoFactorCode }) => {
    const code = twoFactorCode?.trim() ?? '';
    if (twoFactorOn && !code) {
      form.setError('twoFactorCode', { message: ACCOUNT_SAFETY_MESSAGES.secondFactorRequired });
      return;
    }
    erase.mutate(
      { currentPassword, confirm: CONFIRM_WORD, ...(twoFactorOn ? { twoFactorCode: code } : {}) },
      {
        onSuccess: (answer) => {
          // Every session is gone on the server: forget this one too, then say so where a signed-out person lands.
          endSession(queryClient);
          toast({ title: 'Account erased', description: answer.message });
          navigate(ERASED_PATH, { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error, 'Please try again.');
          if (message === ACCOUNT_MESSAGES.currentPasswordWrong) form.setError('currentPassword', { message });
          else if (
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid ||
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorRequired
          )
            form.setError('twoFactorCode', { message });
          else toast({ title: 'Account not erased', description: message, variant: 'destructive' });
        },
      },
    );
  });

  const canErase = preview.data?.canErase ?? false;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone. Download your data first if you want a copy.</DialogDescription>
        </DialogHeader>
        {preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not check what would be erased: {errorMessage(preview.error, 'unknown error')}
          </p>
        ) : !preview.data ? (
          <Spinner label="Checking what would be erased..." />
        ) : (
          <>
            <ErasureSummary preview={preview.data} />
            {!canErase && (
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {ACCOUNT_SAFETY_MESSAGES.lastAdmin}
              </p>
            )}
          </>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="erase-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            disabled={!canErase}
            {...form.register('currentPassword')}
          />
          <TextField
            id="erase-confirm"
            label={
              <>
                Type <span className="font-mono">{CONFIRM_WORD}</span> to confirm
              </>
            }
            autoComplete="off"
            error={errors.confirm?.message}
            disabled={!canErase}
            {...form.register('confirm')}
          />
          {twoFactorOn && (
            <SecondFactorField
              id="erase-two-factor-code"
              error={errors.twoFactorCode?.message}
              disabled={!canErase}
              {...form.register('twoFactorCode')}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={erase.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!canErase || erase.isPending}>
              <Trash2 aria-hidden="true" />
              {erase.isPending ? 'Erasing...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
