import * as React from 'react';
import { NativeSelect, type NativeSelectProps } from './native-select';
import { Label } from './ui/label';

export interface FieldSelectProps extends NativeSelectProps {
  id: string;
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Kept for screen readers only, where the options speak for themselves. */
  hideLabel?: boolean;
}

/** A labelled native select: keyboard, screen readers and phones all handle it natively. */
export const FieldSelect = React.forwardRef<HTMLSelectElement, FieldSelectProps>(
  ({ id, label, error, options, placeholder, hideLabel, ...props }, ref) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <NativeSelect
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  ),
);
FieldSelect.displayName = 'FieldSelect';
