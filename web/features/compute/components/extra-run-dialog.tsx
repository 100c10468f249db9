import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EXTRA_RUN_MESSAGES } from '../../../../contract/compute-extra-runs.js';
import { COMPUTE_MESSAGES, type ProvisionResult } from '../../../../contract/compute.js';
import { CardPaymentForm } from '../../../components/payment/card-payment-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { paymentIntentIdOfSecret, trackPurchaseOnce } from '../../../lib/tracking/purchase';
import { useLaunchExtraRun, useStartExtraRun } from '../api/extra-run';

/** Stripe may report 'processing' a moment before the PaymentIntent succeeds: ask the server a few times. */
const LAUNCH_TRIES = 5;
const LAUNCH_PAUSE_MS = 1500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The $3 run beyond the free trial (001 §9): the server creates the PaymentIntent, Stripe's card form
 * confirms it, then the server checks with Stripe and starts the 48-hour run. The browser's "paid" is never proof.
 */
export function ExtraRunDialog({ provider, quotaLine, os, publicKey, onClose, onLaunched }: {
  provider: string; quotaLine: string; os: string; publicKey: string; onClose: () => void; onLaunched: (result: ProvisionResult) => void;
}) {
  const start = useStartExtraRun(provider);
  const launch = useLaunchExtraRun(provider);
  const [launching, setLaunching] = useState(false);
  const started = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ os });
  }, [mutate, os]);

  async function launchPaidRun(id: number) {
    setLaunching(true);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const launched = await launch.mutateAsync(id);
        // The server launched it only after Stripe said paid: the pixel Purchase, once, as the server's (issue 20).
        const paymentIntentId = paymentIntentIdOfSecret(start.data?.clientSecret);
        if (paymentIntentId && start.data) trackPurchaseOnce({ paymentIntentId, amountCents: start.data.amount, currency: start.data.currency });
        onLaunched(launched);
        onClose();
        return;
      } catch (error) {
        const notPaidYet = parseApiError(error).message === EXTRA_RUN_MESSAGES.notPaid;
        if (notPaidYet && attempt < LAUNCH_TRIES) {
          await pause(LAUNCH_PAUSE_MS);
          continue;
        }
        toast({ title: COMPUTE_MESSAGES.provisioningFailed, description: errorMessage(error, COMPUTE_MESSAGES.provisioningFailed), variant: 'destructive' });
        setLaunching(false);
        return;
      }
    }
  }

  let body;
  if (start.isError) {
    body = (
      <div role="alert" className="grid gap-3 text-sm">
        <p className="font-medium text-destructive">{errorMessage(start.error, EXTRA_RUN_MESSAGES.paymentsUnavailable)}</p>
        <Button variant="outline" className="w-fit" onClick={() => start.mutate({ os })}><RefreshCw aria-hidden="true" />Try again</Button>
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
        {launch.isError && (
          <Button variant="outline" className="w-fit" onClick={() => void launchPaidRun(id)}><RefreshCw aria-hidden="true" />I have paid: start my run</Button>
        )}
        <CardPaymentForm
          publishableKey={publicKey}
          clientSecret={clientSecret}
          returnUrl={`${window.location.origin}/compute`}
          submitLabel={EXTRA_RUN_MESSAGES.submitLabel}
          onPaid={() => void launchPaidRun(id)}
          supportReference={`${provider}-extra-run-${id}`}
        />
      </div>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => { if (!open && !launching) onClose(); }}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Pay for another 48-hour run</DialogTitle>
          <DialogDescription>{quotaLine}. Your run starts as soon as the payment goes through.</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
