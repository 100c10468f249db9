import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { useMessages } from '../lib/i18n/messages';
import { componentsMessages } from './i18n';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogDescriptionTone,
} from './ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Drawn between the description and the buttons (a further word on what happens). */
  children?: ReactNode;
  descriptionClassName?: string;
  /** `warning` draws the description in the destructive colour. */
  descriptionTone?: DialogDescriptionTone;
  /** The destructive button's content, and what it says while the change is under way. */
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  pending: boolean;
  /** The button that closes without doing it ("Cancel" unless that word is already the action's). */
  dismissLabel?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once more before something that cannot be undone (a delete, a sign-out, a termination). While the change is
 * under way neither button nor a click outside closes it, so its answer is never lost.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  descriptionClassName,
  descriptionTone,
  confirmLabel,
  pendingLabel,
  pending,
  dismissLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useMessages(componentsMessages);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription tone={descriptionTone} className={descriptionClassName}>
            {description}
          </DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {dismissLabel ?? t('dialogCancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
