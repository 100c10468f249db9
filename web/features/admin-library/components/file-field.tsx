import * as React from 'react';
import { Label } from '../../../components/ui/label';
import { formatFileSize } from '../../../lib/format-size';
import { cn } from '../../../lib/utils';

export interface FileFieldProps {
  id: string;
  label: React.ReactNode;
  accept: string;
  file: File | null;
  error?: string | null;
  hint?: React.ReactNode;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** A labelled file input that reports the chosen file (or none) and shows its size. */
export const FileField = React.forwardRef<HTMLInputElement, FileFieldProps>(
  ({ id, label, accept, file, error, hint, disabled, onChange }, ref) => {
    const describedBy =
      [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={id} className="flex items-center gap-1.5">
          {label}
        </Label>
        <input
          id={id}
          ref={ref}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className={cn(
            'block w-full rounded-md border border-input bg-card text-sm shadow-xs file:mr-3 file:h-10 file:border-0 file:border-r file:border-input file:bg-muted file:px-3 file:text-sm file:font-medium hover:file:bg-accent disabled:opacity-50 aria-invalid:border-destructive',
          )}
        />
        {file && !error && (
          <p className="truncate text-xs text-muted-foreground">
            {file.name} · {formatFileSize(file.size)}
          </p>
        )}
        {hint && !error && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  },
);
FileField.displayName = 'FileField';
