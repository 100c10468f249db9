import { KeyRound, TriangleAlert } from 'lucide-react';
import { CopyableField } from '../../../components/copyable-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { AnonymousAccount } from '../api/create-anonymous-account';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/** 001 §2: the generated anonymous account's credentials, shown once with copy buttons. */
export function CredentialsDialog({ account, onClose }: { account: AnonymousAccount | null; onClose: () => void }) {
  const t = useMessages(hostingMessages);
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            {t('credentialsTitle')}
          </DialogTitle>
          <DialogDescription>{t('credentialsIntro')}</DialogDescription>
        </DialogHeader>
        {account && (
          <dl className="grid gap-4">
            <CopyableField label={t('username')} value={account.username} />
            <CopyableField label={t('password')} value={account.password} />
            <CopyableField label={t('recoveryPhrase')} value={account.recoveryPhrase} />
          </dl>
        )}
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('recoveryWarning')}
        </p>
        <DialogFooter>
          <Button onClick={onClose}>{t('savedThem')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
