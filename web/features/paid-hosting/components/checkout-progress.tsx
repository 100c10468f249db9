import { useMessages } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { CHECKOUT_STEPS } from '../checkout-state';
import { paidHostingMessages } from '../i18n';

/** '1. Domain  2. Billing contact  3. Payment', the current one marked. */
export function CheckoutProgress({ stepIndex }: { stepIndex: number }) {
  const t = useMessages(paidHostingMessages);
  return (
    <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm" aria-label={t('checkoutSteps')}>
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
          {t('stepNumbered', { number: String(i + 1), title: t(s.title) })}
        </li>
      ))}
    </ol>
  );
}
