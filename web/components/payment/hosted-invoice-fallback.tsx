import { ArrowLeft, CircleCheck, ExternalLink, Lock, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useMessages } from '../../lib/i18n/messages';
import { withElements } from '../../lib/i18n/with-elements';
import { Button } from '../ui/button';
import { SupportContactLink } from '../support-contact';
import { leavePage } from '../../lib/page-navigation';
import { paymentMessages } from './i18n';

/**
 * What the card step offers when Stripe.js cannot load. 000 §8: 'If the embedded payment form cannot load, a hosted
 * invoice link is offered, or a support contact with the subscription id'. Stripe's hosted invoice page takes the
 * card itself, in a new tab; back here, 'I have paid' goes to the success page, which asks our server (and so Stripe)
 * whether the invoice really was paid. A one-time payment has no invoice: it goes on to Stripe Checkout
 * (`onContinueToCheckout` asks the server for the session of the same payment and answers its address), which brings
 * the browser back to the success page. The support reference stays for when neither can be had.
 */
export function HostedInvoiceFallback({
  hostedInvoiceUrl,
  onPaidThere,
  onContinueToCheckout,
  supportReference,
  onBack,
}: {
  hostedInvoiceUrl?: string | null;
  onPaidThere: () => void;
  onContinueToCheckout?: () => Promise<string>;
  supportReference?: string | null;
  onBack?: () => void;
}) {
  const t = useMessages(paymentMessages);
  const [opened, setOpened] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);

  const continueToCheckout = async () => {
    if (!onContinueToCheckout || leaving) return;
    setLeaving(true);
    setCheckoutError(null);
    try {
      leavePage(await onContinueToCheckout());
    } catch (error) {
      setCheckoutError(errorMessage(error, t('paymentError')));
      setLeaving(false);
    }
  };

  const reference = supportReference ? (
    <code className="rounded bg-card/70 px-1 font-mono">{supportReference}</code>
  ) : null;
  const support = (
    <p>
      {reference
        ? withElements((values) => t('retryOrSupportWithReference', values), {
            support: <SupportContactLink />,
            reference,
          })
        : withElements((values) => t('retryOrSupport', values), { support: <SupportContactLink /> })}
    </p>
  );

  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('cardFormFailed')}
      </p>
      {hostedInvoiceUrl ? (
        <>
          <p>{t('invoiceInstead')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant={opened ? 'outline' : 'default'}>
              <a href={hostedInvoiceUrl} target="_blank" rel="noopener" onClick={() => setOpened(true)}>
                {t('payOnInvoicePage')}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            </Button>
            {opened && (
              <Button type="button" onClick={onPaidThere}>
                <CircleCheck aria-hidden="true" />
                {t('iHavePaid')}
              </Button>
            )}
          </div>
        </>
      ) : onContinueToCheckout ? (
        <>
          <p>{t('checkoutInstead')}</p>
          <Button
            type="button"
            className="w-full sm:w-fit"
            onClick={() => void continueToCheckout()}
            disabled={leaving}
          >
            <Lock aria-hidden="true" />
            {leaving ? t('processing') : t('continueToCheckout')}
          </Button>
          {checkoutError && (
            <>
              <p className="font-medium text-destructive">{checkoutError}</p>
              {support}
            </>
          )}
        </>
      ) : (
        support
      )}
      {onBack && (
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onBack}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('back')}
        </Button>
      )}
    </div>
  );
}
