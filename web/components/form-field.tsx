import * as React from 'react';
import { cn } from '../lib/utils';
import { Input } from './ui/input';
import { Label } from './ui/label';

export interface TextFieldProps extends React.ComponentProps<'input'> {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
  containerClassName?: string;
}

/** A labelled input with its validation message wired to aria-invalid/aria-describedby. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  ({ id, label, error, hint, optional, containerClassName, className, ...props }, ref) => {
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={cn('grid gap-2', containerClassName)}>
        <Label htmlFor={id} className="flex items-center gap-1.5">
          {label}
          {optional && <span className="text-xs font-normal text-muted-foreground">(optional)</span>}
        </Label>
        <Input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={className} {...props} />
        {hint && !error && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
        {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">{error}</p>}
      </div>
    );
  },
);
TextField.displayName = 'TextField';
