import type { FormEventHandler, ReactNode } from 'react';
import { cn } from '../lib/utils';
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
  type DialogWidth,
} from './ui/dialog';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** e.g. form.handleSubmit(save): the form validates in the browser with noValidate, the server decides. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: ReactNode;
  /** How wide the dialog may grow (lg by default). */
  width?: DialogWidth;
  /** More classes for the dialog (not its width or height: those are set here). */
  className?: string;
  children: ReactNode;
}

/** An admin's add/edit dialog: a scrolling form with Cancel and a submit button that says 'Saving...' meanwhile. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitting,
  submitLabel,
  width = 'lg',
  className,
  children,
}: FormDialogProps) {
  const t = useMessages(componentsMessages);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent width={width} className={cn('max-h-[92vh] overflow-y-auto', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('dialogCancel')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('dialogSaving') : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
