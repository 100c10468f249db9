import { CreditCard, RefreshCw } from 'lucide-react';
import { EXTRA_RUN_MESSAGES } from '../../../../contract/compute-constants.js';
import type { ProvisionResult } from '../../../../contract/compute.js';
import { CardPaymentForm } from '../../../components/payment/card-payment-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { paymentIntentIdOfSecret, trackPurchaseOnce } from '../../../lib/tracking/purchase';
import { useExtraRunCheckout, useStartExtraRun } from '../api/extra-run';
import { useLaunchPaidRun } from '../hooks/use-launch-paid-run';

/**
 * The $3 run beyond the free trial (001 §9): the server creates the PaymentIntent (and its row) when the buyer asks to
 * pay, not when the dialog opens (an opened and closed dialog left a pending payment); Stripe's card form
 * confirms it, then the server checks with Stripe and starts the 48-hour run. Without Stripe.js the same payment goes
 * on to Stripe Checkout, which brings the browser back to /compute. The browser's "paid" is never proof.
 */
export function ExtraRunDialog({
  provider,
  quotaLine,
  os,
  publicKey,
  onClose,
  onLaunched,
}: {
  provider: string;
  quotaLine: string;
  os: string;
  publicKey: string;
  onClose: () => void;
  onLaunched: (result: ProvisionResult) => void;
}) {
  const start = useStartExtraRun(provider);
  const checkout = useExtraRunCheckout(provider);
  const { launchPaidRun, launching, failed } = useLaunchPaidRun(provider);

  async function launch(id: number) {
    const result = await launchPaidRun(id);
    if (!result) return;
    // The server launched it only after Stripe said paid: the pixel Purchase, once, as the server's.
    const paymentIntentId = paymentIntentIdOfSecret(start.data?.clientSecret);
    if (paymentIntentId && start.data)
      trackPurchaseOnce({ paymentIntentId, amountCents: start.data.amount, currency: start.data.currency });
    onLaunched(result);
    onClose();
  }

  let body;
  if (start.isIdle) {
    body = (
      <div className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          A one-time payment by card. Nothing is charged until you confirm it on the next step.
        </p>
        <Button className="w-fit" onClick={() => start.mutate({ os })}>
          <CreditCard aria-hidden="true" />
          Continue to payment
        </Button>
      </div>
    );
  } else if (start.isError) {
    body = (
      <div role="alert" className="grid gap-3 text-sm">
        <p className="font-medium text-destructive">
          {errorMessage(start.error, EXTRA_RUN_MESSAGES.paymentsUnavailable)}
        </p>
        <Button variant="outline" className="w-fit" onClick={() => start.mutate({ os })}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (!start.data) {
    body = <Spinner label="Preparing the payment..." />;
  } else if (launching) {
    body = <Spinner label="Payment received. Starting your 48-hour run..." />;
  } else {
    const { id, clientSecret } = start.data;
    body = (
      <div className="grid gap-3">
        {failed && (
          <Button variant="outline" className="w-fit" onClick={() => void launch(id)}>
            <RefreshCw aria-hidden="true" />I have paid: start my run
          </Button>
        )}
        <CardPaymentForm
          publishableKey={publicKey}
          clientSecret={clientSecret}
          returnUrl={`${window.location.origin}/compute`}
          submitLabel={EXTRA_RUN_MESSAGES.submitLabel}
          onPaid={() => void launch(id)}
          checkoutFallback={async () => (await checkout.mutateAsync(id)).url}
          supportReference={`${provider}-extra-run-${id}`}
        />
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !launching) onClose();
      }}
    >
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Pay for another 48-hour run</DialogTitle>
          <DialogDescription>{quotaLine}. Your run starts as soon as the payment goes through.</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
