import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Label } from './ui/label';
import { Switch } from './ui/switch';

export interface SwitchFieldProps {
  id: string;
  label: ReactNode;
  /** What turning it on means, under the label. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** A labelled on/off setting in a bordered row (a package's Active, Stripe's test mode, a plugin's public download). */
export function SwitchField({ id, label, hint, checked, onCheckedChange, disabled, className }: SwitchFieldProps) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4 rounded-lg border p-3',
        hint ? 'items-start' : 'items-center',
        className,
      )}
    >
      {hint ? (
        <div className="grid gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
    </div>
  );
}
