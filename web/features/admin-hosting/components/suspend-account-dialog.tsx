import { useState, type FormEvent } from 'react';
import { suspendHostingBody } from '../../../../contract/account-safety.js';
import type { AdminHostingAccount } from '../../../../contract/hosting.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSuspendHostingAccount } from '../api/suspend-hosting-account';

export const SUSPEND_REASON_MAX = 255;

/** Asks why (the client sees the reason), then suspends on WHM and here; 'Suspension Failed' otherwise. */
export function SuspendAccountDialog({ account, open, onClose }: { account: AdminHostingAccount; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspend = useSuspendHostingAccount();

  const close = () => {
    if (suspend.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = suspendHostingBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    setError(null);
    suspend.mutate({ id: account.id, reason: parsed.data.reason }, {
      onSuccess: (answer) => {
        toast({ title: 'Account Suspended', description: `${account.domain}: ${answer.message}` });
        setReason('');
        onClose();
      },
      onError: (failure) => toast({ title: 'Suspension Failed', description: errorMessage(failure, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">Suspend {account.domain}?</DialogTitle>
          <DialogDescription>
            The site goes offline and cPanel sign-on is refused until you unsuspend it. Files, databases and e-mail are kept.
            The owner sees the reason on their dashboard.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`suspend-reason-${account.id}`}>Reason</Label>
            <Textarea id={`suspend-reason-${account.id}`} value={reason} maxLength={SUSPEND_REASON_MAX} rows={3}
              placeholder="e.g. Phishing page reported on 23 Nov; reply to abuse@ to restore."
              aria-invalid={error ? true : undefined} aria-describedby={error ? `suspend-reason-${account.id}-error` : undefined}
              onChange={(e) => setReason(e.target.value)} autoFocus />
            <div className="flex justify-between gap-2 text-xs text-muted-foreground">
              {error ? <p id={`suspend-reason-${account.id}-error`} role="alert" className="text-sm font-medium text-destructive">{error}</p> : <span />}
              <span>{reason.length}/{SUSPEND_REASON_MAX}</span>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={suspend.isPending}>Cancel</Button>
            <Button type="submit" variant="destructive" disabled={suspend.isPending}>{suspend.isPending ? 'Suspending...' : 'Suspend Account'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
