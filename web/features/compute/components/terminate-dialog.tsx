import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/** Terminating deletes the machine and its disk at the provider: asked once more. */
export function TerminateDialog({ name, open, pending, onConfirm, onClose }: { name: string; open: boolean; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Terminate {name}?</DialogTitle>
          <DialogDescription>The machine and its disk are deleted at the provider. This action cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>Cancel</Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>{pending ? 'Terminating...' : 'Terminate'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
