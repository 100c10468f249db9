import type { PublicPackage } from '../../../../contract/admin.js';
import type { SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { CheckoutDiscountLines } from '../../../components/checkout-discount-lines';
import { CardPaymentForm, type PaidResult } from '../../../components/payment/card-payment-form';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { paidHostingMessages } from '../i18n';

/** Step 3 (000 §2): the order summary and the card form (Stripe Elements, or the hosted invoice page, 000 §8). */
export function PaymentStep({
  started,
  pkg,
  publishableKey,
  returnUrl,
  onBack,
  onPaid,
}: {
  started: SubscribeResponse;
  pkg: PublicPackage | undefined;
  publishableKey: string;
  returnUrl: string;
  onBack: () => void;
  onPaid: (result: PaidResult) => void;
}) {
  const t = useMessages(paidHostingMessages);
  const amount = useDollars()(started.amountDue);
  // English writes '$8.95 USD' as before; another language's amount already names the currency ('8,95 US$').
  const currencyCode = useLocale() === 'en' ? ` ${started.currency.toUpperCase()}` : '';
  return (
    <div className="grid gap-5">
      <section aria-label={t('orderSummary')} className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <h3 className="font-semibold">{t('orderSummary')}</h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t('domain')}</dt>
          <dd className="break-all text-end font-medium">{started.domain}</dd>
          <dt className="text-muted-foreground">{t('plan')}</dt>
          <dd className="text-end font-medium capitalize">{pkg?.displayName ?? t(started.planType)}</dd>
          <dt className="text-muted-foreground">{t('billed')}</dt>
          <dd className="text-end">{t('monthly')}</dd>
          <CheckoutDiscountLines priceCents={pkg?.price ?? null} discount={started.discount} />
          <dt className="border-t pt-2 font-semibold">{t('dueToday')}</dt>
          <dd className="border-t pt-2 text-end font-semibold" data-testid="checkout-due">
            {amount}
            {currencyCode}
          </dd>
        </dl>
      </section>
      {started.clientSecret && (
        <CardPaymentForm
          publishableKey={publishableKey}
          clientSecret={started.clientSecret}
          returnUrl={returnUrl}
          submitLabel={t('payAmount', { amount })}
          onBack={onBack}
          onPaid={onPaid}
          hostedInvoiceUrl={started.hostedInvoiceUrl}
          supportReference={started.subscriptionId}
        />
      )}
    </div>
  );
}
