import * as React from 'react';
import { cn } from '../lib/utils';

/** A styled native select: keyboard, screen readers and phones handle it well without extra code. */
export const NativeSelect = React.forwardRef<HTMLSelectElement, React.ComponentProps<'select'>>(({ className, ...props }, ref) => (
  <select
    ref={ref}
    className={cn(
      'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
      className,
    )}
    {...props}
  />
));
NativeSelect.displayName = 'NativeSelect';
