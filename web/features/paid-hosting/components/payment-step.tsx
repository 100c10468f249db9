import type { PublicPackage } from '../../../../contract/admin.js';
import type { SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { CheckoutDiscountLines } from '../../../components/checkout-discount-lines';
import { CardPaymentForm, type PaidResult } from '../../../components/payment/card-payment-form';
import { formatDollars } from '../../../lib/format-dollars';

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
  const amount = formatDollars(started.amountDue);
  return (
    <div className="grid gap-5">
      <section aria-label="Order summary" className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <h3 className="font-semibold">Order summary</h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Domain</dt>
          <dd className="break-all text-right font-medium">{started.domain}</dd>
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="text-right font-medium capitalize">{pkg?.displayName ?? started.planType}</dd>
          <dt className="text-muted-foreground">Billed</dt>
          <dd className="text-right">Monthly</dd>
          <CheckoutDiscountLines priceCents={pkg?.price ?? null} discount={started.discount} />
          <dt className="border-t pt-2 font-semibold">Due today</dt>
          <dd className="border-t pt-2 text-right font-semibold" data-testid="checkout-due">
            {amount} {started.currency.toUpperCase()}
          </dd>
        </dl>
      </section>
      {started.clientSecret && (
        <CardPaymentForm
          publishableKey={publishableKey}
          clientSecret={started.clientSecret}
          returnUrl={returnUrl}
          submitLabel={`Pay ${amount}`}
          onBack={onBack}
          onPaid={onPaid}
          hostedInvoiceUrl={started.hostedInvoiceUrl}
          supportReference={started.subscriptionId}
        />
      )}
    </div>
  );
}
