import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/**
 * One option of a radio group drawn as a card: a real radio input (keyboard, screen readers, forms) whose
 * label is the whole card.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  children,
  className,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
  className?: string;
}) {
  const id = `${name}-${value}`;
  return (
    <div className={cn('relative', className)}>
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex h-full cursor-pointer flex-col gap-1 rounded-xl border-2 bg-card p-4 transition-colors hover:border-primary/50 peer-checked:border-primary peer-checked:bg-accent/60 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2"
      >
        {children}
      </label>
    </div>
  );
}
