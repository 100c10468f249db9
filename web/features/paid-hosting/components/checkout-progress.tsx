import { cn } from '../../../lib/utils';
import { CHECKOUT_STEPS } from '../checkout-state';

/** '1. Domain  2. Billing contact  3. Payment', the current one marked. */
export function CheckoutProgress({ stepIndex }: { stepIndex: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm" aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((s, i) => (
        <li
          key={s.step}
          aria-current={i === stepIndex ? 'step' : undefined}
          className={cn(
            'rounded-md border px-2 py-1.5 text-center',
            i === stepIndex
              ? 'border-primary bg-primary/10 font-semibold text-primary'
              : i < stepIndex
                ? 'text-emerald-700'
                : 'text-muted-foreground',
          )}
        >
          {i + 1}. {s.title}
        </li>
      ))}
    </ol>
  );
}
