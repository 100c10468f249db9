import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { cn } from '../../lib/utils';

/** The text's face and size are the variant's (cn() only joins classes): `code` for HTML, keys, scripts. */
const textareaVariants = cva(
  'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
  {
    variants: { variant: { default: 'text-base', code: 'font-mono text-xs' } },
    defaultVariants: { variant: 'default' },
  },
);

export type TextareaProps = React.ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>;

const Textarea = React.forwardRef<HTMLTextAreaElement, TextareaProps>(
  ({ className, autoFocus, variant, ...props }, ref) => (
    <textarea
      ref={useFocusOnMount(autoFocus, ref)}
      className={cn(textareaVariants({ variant }), className)}
      {...props}
    />
  ),
);
Textarea.displayName = 'Textarea';

export { Textarea };
