import * as React from 'react';
import { cn } from '../lib/utils';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

interface FieldFrameProps {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
  containerClassName?: string;
}

export type TextFieldProps = FieldFrameProps & React.ComponentProps<'input'>;
export type TextareaFieldProps = FieldFrameProps & React.ComponentProps<'textarea'>;

/** What describes the control: its error, else its hint (the ids FieldFrame gives them). */
function describedBy({ id, error, hint }: FieldFrameProps): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** The label above a control, and under it the hint or the validation message. */
function FieldFrame({ id, label, error, hint, optional, containerClassName, children }: FieldFrameProps & { children: React.ReactNode }) {
  return (
    <div className={cn('grid gap-2', containerClassName)}>
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {label}
        {optional && <span className="text-xs font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">{error}</p>}
    </div>
  );
}

/** A labelled input with its validation message wired to aria-invalid/aria-describedby. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  ({ id, label, error, hint, optional, containerClassName, ...props }, ref) => (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} containerClassName={containerClassName}>
      <Input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, error, hint })} {...props} />
    </FieldFrame>
  ),
);
TextField.displayName = 'TextField';

/** The same for a text area (descriptions, notes, code). */
export const TextareaField = React.forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  ({ id, label, error, hint, optional, containerClassName, ...props }, ref) => (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} containerClassName={containerClassName}>
      <Textarea id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ id, label, error, hint })} {...props} />
    </FieldFrame>
  ),
);
TextareaField.displayName = 'TextareaField';
