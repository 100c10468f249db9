import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { dollarsText } from '../launch-options';
import { CreditCard, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ExtraRunBody } from '../../../../contract/compute-extra-runs.js';
import type { ProvisionResult } from '../../../../contract/compute.js';
import {
  BillingAddressFields,
  billingOf,
  EMPTY_BILLING_ADDRESS,
} from '../../../components/billing-address/billing-address-fields';
import { CardPaymentForm } from '../../../components/payment/card-payment-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDollars } from '../../../lib/format-dollars';
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
  asksBillingAddress = false,
  onClose,
  onLaunched,
}: {
  provider: string;
  quotaLine: string;
  os: string;
  publicKey: string;
  /** The admin's Stripe Tax is on: the run is taxed by the buyer's billing address (and VAT number). */
  asksBillingAddress?: boolean;
  onClose: () => void;
  onLaunched: (result: ProvisionResult) => void;
}) {
  const start = useStartExtraRun(provider);
  const t = useMessages(computeMessages);
  const locale = useLocale();
  const checkout = useExtraRunCheckout(provider);
  const { launchPaidRun, launching, failed } = useLaunchPaidRun(provider);
  const [address, setAddress] = useState(EMPTY_BILLING_ADDRESS);
  const startPayment = () => {
    const billing = asksBillingAddress ? billingOf(address) : null;
    start.mutate({ os: os as ExtraRunBody['os'], ...(billing ? { billing } : {}) });
  };
  // Asked before the payment starts, as the other checkouts do; kept when the server refuses it (fix and try again).
  const addressFields = asksBillingAddress && (
    <details className="rounded-lg border p-3" open>
      <summary className="cursor-pointer text-sm font-medium">{t('billingAddressForReceipt')}</summary>
      <div className="pt-3">
        <BillingAddressFields idPrefix="extra-run-billing" values={address} onChange={setAddress} />
      </div>
    </details>
  );

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
        <p className="text-muted-foreground">{t('oneTimePayment')}</p>
        {addressFields}
        <Button className="w-fit" onClick={startPayment}>
          <CreditCard aria-hidden="true" />
          {t('continueToPayment')}
        </Button>
      </div>
    );
  } else if (start.isError) {
    body = (
      <div role="alert" className="grid gap-3 text-sm">
        <p className="font-medium text-destructive">{errorMessage(start.error, t('paymentsUnavailable'))}</p>
        {addressFields}
        <Button variant="outline" className="w-fit" onClick={startPayment}>
          <RefreshCw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (!start.data) {
    body = <Spinner label={t('preparingPayment')} />;
  } else if (launching) {
    body = <Spinner label={t('paymentReceived')} />;
  } else {
    const { id, clientSecret, tax, amount } = start.data;
    body = (
      <div className="grid gap-3">
        {tax && (
          <ExtraRunTaxLines
            priceCents={tax.priceCents}
            taxCents={tax.amountCents}
            totalCents={amount}
            reverseCharge={tax.reverseCharge}
          />
        )}
        {failed && (
          <Button variant="outline" className="w-fit" onClick={() => void launch(id)}>
            <RefreshCw aria-hidden="true" />
            {t('iHavePaid')}
          </Button>
        )}
        <CardPaymentForm
          publishableKey={publicKey}
          clientSecret={clientSecret}
          returnUrl={`${window.location.origin}/compute`}
          submitLabel={t('payAndLaunch', { price: dollarsText(start.data.amount, locale, start.data.currency) })}
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
          <DialogTitle>{t('payTitle')}</DialogTitle>
          <DialogDescription>{t('payDescription', { quota: quotaLine })}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

/** The server's price, Stripe Tax's share and the total the card is charged (nothing added up here). */
function ExtraRunTaxLines({
  priceCents,
  taxCents,
  totalCents,
  reverseCharge,
}: {
  priceCents: number;
  taxCents: number;
  totalCents: number;
  reverseCharge: boolean;
}) {
  const t = useMessages(computeMessages);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('linePrice')}</dt>
      <dd className="text-end">{formatDollars(priceCents)}</dd>
      <dt className="text-muted-foreground">{t('lineTax')}</dt>
      <dd className="text-end" data-testid="extra-run-tax">
        {reverseCharge ? t('lineReverseCharge') : taxCents > 0 ? formatDollars(taxCents) : t('lineNoTax')}
      </dd>
      <dt className="border-t pt-1 font-medium">{t('lineDueToday')}</dt>
      <dd className="border-t pt-1 text-end font-medium">{formatDollars(totalCents)}</dd>
    </dl>
  );
}
