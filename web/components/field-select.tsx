import * as React from 'react';
import { Label } from './ui/label';
import { cn } from '../lib/utils';

export interface FieldSelectProps extends React.ComponentProps<'select'> {
  id: string;
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Kept for screen readers only, where the options speak for themselves. */
  hideLabel?: boolean;
}

/** A labelled native select: keyboard, screen readers and phones all handle it natively. */
export const FieldSelect = React.forwardRef<HTMLSelectElement, FieldSelectProps>(({ id, label, error, options, placeholder, hideLabel, className, ...props }, ref) => (
  <div className="grid content-start gap-2">
    <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>{label}</Label>
    <select
      id={id}
      ref={ref}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
    </select>
    {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">{error}</p>}
  </div>
));
FieldSelect.displayName = 'FieldSelect';
