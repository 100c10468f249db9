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
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { myDataMessages } from '../i18n';

// The word the server takes exactly, in every language (it is typed, not read).
const CONFIRM_WORD = 'DELETE';
const EMPTY = { currentPassword: '', confirm: '', twoFactorCode: '' };

// zod and the schema arrive with the dialog's first check, not with /settings.
const eraseResolver = lazyResolver<EraseInput, EraseValues>(() =>
  import('../erase-resolver').then((m) => m.eraseResolver),
);

/** What goes and what stays, in words, from the server's preview. */
export function ErasureSummary({ preview }: { preview: ErasurePreview }) {
  const t = useMessages(myDataMessages);
  const kept = preview.keptDonations + preview.keptOrders;
  // English words each count; the other languages say counts in a count-neutral way (docs/decisions.md).
  const keptKey =
    preview.keptDonations === 1
      ? preview.keptOrders === 1
        ? 'keptOneOne'
        : 'keptOneMany'
      : preview.keptOrders === 1
        ? 'keptManyOne'
        : 'keptManyMany';
  const hosting = preview.hostingAccounts;
  return (
    <div className="grid gap-3 text-sm">
      <div>
        <p className="font-medium">{t('removedHeading')}</p>
        <ul aria-label={t('removedLabel')} className="mt-1 list-disc space-y-0.5 ps-5">
          <li>
            {hosting.length === 0
              ? t('noHostingAccounts')
              : withElements(t(hosting.length === 1 ? 'hostingAccountOne' : 'hostingAccountsMany', slots('names')), {
                  names: <span className="font-mono [overflow-wrap:anywhere]">{hosting.join(', ')}</span>,
                })}
          </li>
          <li>{t('profileItem')}</li>
          <li>{preview.devices === 1 ? t('devicesOne') : t('devices', { count: preview.devices })}</li>
          <li>{preview.sessions === 1 ? t('sessionsOne') : t('sessions', { count: preview.sessions })}</li>
          <li>{preview.downloads === 1 ? t('downloadsOne') : t('downloads', { count: preview.downloads })}</li>
          <li>{t('otherItem')}</li>
        </ul>
      </div>
      <div>
        <p className="font-medium">{t('keptHeading')}</p>
        <p className="mt-1 text-muted-foreground">
          {kept === 0 ? t('keptNone') : t(keptKey, { donations: preview.keptDonations, orders: preview.keptOrders })}
        </p>
      </div>
    </div>
  );
}

/** 'Delete my account': names what goes, asks the current password and the word DELETE, then signs out. */
export function EraseAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(myDataMessages);
  const tError = useErrorText();
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
          toast({ title: t('accountErasedTitle'), description: answer.message });
          navigate(ERASED_PATH, { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error, t('tryAgain'));
          if (message === ACCOUNT_MESSAGES.currentPasswordWrong) form.setError('currentPassword', { message });
          else if (
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid ||
            message === ACCOUNT_SAFETY_MESSAGES.secondFactorRequired
          )
            form.setError('twoFactorCode', { message });
          else toast({ title: t('notErasedTitle'), description: message, variant: 'destructive' });
        },
      },
    );
  });

  const canErase = preview.data?.canErase ?? false;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        {preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('previewFailed', { reason: errorMessage(preview.error, t('unknownError')) })}
          </p>
        ) : !preview.data ? (
          <Spinner label={t('checking')} />
        ) : (
          <>
            <ErasureSummary preview={preview.data} />
            {!canErase && (
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {tError(ACCOUNT_SAFETY_MESSAGES.lastAdmin)}
              </p>
            )}
          </>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="erase-password"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            error={tError(errors.currentPassword?.message)}
            disabled={!canErase}
            {...form.register('currentPassword')}
          />
          <TextField
            id="erase-confirm"
            label={withElements(t('typeToConfirm', slots('word')), {
              word: <span className="font-mono">{CONFIRM_WORD}</span>,
            })}
            autoComplete="off"
            error={tError(errors.confirm?.message)}
            disabled={!canErase}
            {...form.register('confirm')}
          />
          {twoFactorOn && (
            <SecondFactorField
              id="erase-two-factor-code"
              error={tError(errors.twoFactorCode?.message)}
              disabled={!canErase}
              {...form.register('twoFactorCode')}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={erase.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!canErase || erase.isPending}>
              <Trash2 aria-hidden="true" />
              {erase.isPending ? t('erasing') : t('deleteMyAccount')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
