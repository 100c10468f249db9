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

/** 001 §2: the generated anonymous account's credentials, shown once with copy buttons. */
export function CredentialsDialog({ account, onClose }: { account: AnonymousAccount | null; onClose: () => void }) {
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Anonymous Account Credentials
          </DialogTitle>
          <DialogDescription>
            Give these to the account's owner now. The password and recovery phrase are not shown again.
          </DialogDescription>
        </DialogHeader>
        {account && (
          <dl className="grid gap-4">
            <CopyableField label="Username" value={account.username} />
            <CopyableField label="Password" value={account.password} />
            <CopyableField label="Recovery phrase" value={account.recoveryPhrase} />
          </dl>
        )}
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The recovery phrase is the only way back into an anonymous account if the password is lost.
        </p>
        <DialogFooter>
          <Button onClick={onClose}>I have saved them</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
