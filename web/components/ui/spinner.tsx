import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A spinning ring with an accessible label; the label is visible unless `hideLabel`. */
export function Spinner({
  label = 'Loading...',
  hideLabel = false,
  className,
}: {
  label?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
    >
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span className={hideLabel ? 'sr-only' : 'text-sm'}>{label}</span>
    </span>
  );
}
