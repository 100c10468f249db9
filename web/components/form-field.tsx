import * as React from 'react';
import { cn } from '../lib/utils';
import { Input, type InputProps } from './ui/input';
import { Label } from './ui/label';
import { Textarea, type TextareaProps } from './ui/textarea';
import { layoutMessages } from '../lib/i18n/layout-messages';
import { useMessages } from '../lib/i18n/messages';

function OptionalMark() {
  const t = useMessages(layoutMessages);
  return <span className="text-xs font-normal text-muted-foreground">{t('optional')}</span>;
}

interface FieldFrameProps {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
  containerClassName?: string;
  /** A closer label and control (gap-1.5, not gap-2), beside a button of the same row. */
  dense?: boolean;
}

export type TextFieldProps = FieldFrameProps & InputProps;
export type TextareaFieldProps = FieldFrameProps & TextareaProps;

/** What describes the control: its error, else its hint (the ids FieldFrame gives them; the hint is not drawn beside an error). */
function describedBy({ id, error, hint }: FieldFrameProps): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** The label above a control, and under it the hint or the validation message. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  containerClassName,
  dense = false,
  children,
}: FieldFrameProps & { children: React.ReactNode }) {
  return (
    <div className={cn('grid', dense ? 'gap-1.5' : 'gap-2', containerClassName)}>
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {label}
        {optional && <OptionalMark />}
      </Label>
      {children}
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
}

/** A labelled input with its validation message wired to aria-invalid/aria-describedby. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  ({ id, label, error, hint, optional, containerClassName, dense, ...props }, ref) => (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      containerClassName={containerClassName}
      dense={dense}
    >
      <Input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...props}
      />
    </FieldFrame>
  ),
);
TextField.displayName = 'TextField';

/** The same for a text area (descriptions, notes, code). */
export const TextareaField = React.forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  ({ id, label, error, hint, optional, containerClassName, dense, ...props }, ref) => (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      containerClassName={containerClassName}
      dense={dense}
    >
      <Textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...props}
      />
    </FieldFrame>
  ),
);
TextareaField.displayName = 'TextareaField';
