import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { cn } from '../../lib/utils';

/**
 * cn() only joins classes, so a className must not set what a variant sets: the height, background,
 * shadow and focus ring are the variant's. A read-only value shows `muted`; an input that is part of a larger
 * control passes variant={null} and writes those itself.
 */
const inputVariants = cva(
  'flex w-full rounded-md border border-input px-3 py-2 text-base transition-colors placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm',
  {
    variants: {
      variant: {
        default: 'h-10 bg-card shadow-xs focus-visible:border-ring focus-visible:ring-2',
        muted: 'h-10 bg-muted shadow-xs focus-visible:border-ring focus-visible:ring-2',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type InputProps = React.ComponentProps<'input'> & VariantProps<typeof inputVariants>;

const Input = React.forwardRef<HTMLInputElement, InputProps>(
  ({ className, type, autoFocus, variant, ...props }, ref) => (
    <input
      type={type}
      ref={useFocusOnMount(autoFocus, ref)}
      className={cn(inputVariants({ variant }), className)}
      {...props}
    />
  ),
);
Input.displayName = 'Input';

export { Input };
