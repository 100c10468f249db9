import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/utils';

/**
 * cn() only joins classes: the select's height and width are its `layout` (a full-width field by
 * default); a select sized by its row passes layout={null} and its own height and width in className.
 */
const selectVariants = cva(
  'flex rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
  { variants: { layout: { field: 'h-10 w-full' } }, defaultVariants: { layout: 'field' } },
);

export type NativeSelectProps = React.ComponentProps<'select'> & VariantProps<typeof selectVariants>;

/** A styled native select: keyboard, screen readers and phones handle it well without extra code. */
export const NativeSelect = React.forwardRef<HTMLSelectElement, NativeSelectProps>(
  ({ className, layout, ...props }, ref) => (
    <select ref={ref} className={cn(selectVariants({ layout }), className)} {...props} />
  ),
);
NativeSelect.displayName = 'NativeSelect';
