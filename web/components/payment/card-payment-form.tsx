import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { ArrowLeft, Lock } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/messages';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { HostedInvoiceFallback } from './hosted-invoice-fallback';
import { paymentMessages } from './i18n';
import { useStripeJs } from './use-stripe-js';

export interface PaidResult {
  paymentIntentId: string;
  /** 'card-form': Stripe.js confirmed it here; 'hosted-invoice': the donor says they paid on Stripe's page. */
  via: 'card-form' | 'hosted-invoice';
}

export interface CardPaymentFormProps {
  publishableKey: string;
  /** The PaymentIntent's client secret (a subscription's first invoice has one too). */
  clientSecret: string;
  /** Where Stripe sends the browser back after a payment method that leaves the page (000 §7, 001 §7). */
  returnUrl: string;
  /** Text of the confirm button, e.g. 'Donate $5'. */
  submitLabel: string;
  /** 'Back' to the previous step (the donation dialog's payment form has one, 000 §2). */
  onBack?: () => void;
  /** Called once Stripe says the payment went through; the page then asks our server (never proof by itself). */
  onPaid: (result: PaidResult) => void;
  /** The hosted invoice page: offered when Stripe.js cannot load (000 §8). */
  hostedInvoiceUrl?: string | null;
  /**
   * A one-time payment (no invoice): when Stripe.js cannot load, 'Continue to secure checkout' asks the
   * server for a Stripe Checkout Session of the same payment; this answers its address, where the browser goes.
   */
  checkoutFallback?: () => Promise<string>;
  /** Quoted to support when neither the card form nor a hosted invoice is available (000 §8). */
  supportReference?: string | null;
}

// Stripe's own form, drawn in the site's colours.
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#3151c6', borderRadius: '8px', fontFamily: 'system-ui, sans-serif' },
};

/** Stripe Elements' PaymentElement with Back and a confirm button that says 'Processing...' while busy. */
function ElementsForm({
  returnUrl,
  submitLabel,
  onBack,
  onPaid,
}: Pick<CardPaymentFormProps, 'returnUrl' | 'submitLabel' | 'onBack' | 'onPaid'>) {
  const t = useMessages(paymentMessages);
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      // 'if_required': a card is confirmed in place; a method that needs a redirect comes back to returnUrl.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error) {
        toast({
          title: t('paymentFailedTitle'),
          description: error.message || t('unknownPaymentError'),
          variant: 'destructive',
        });
        setBusy(false);
        return;
      }
      if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) {
        onPaid({ paymentIntentId: paymentIntent.id, via: 'card-form' });
        return;
      }
      toast({
        title: t('paymentFailedTitle'),
        description: paymentIntent?.last_payment_error?.message || t('unknownPaymentError'),
        variant: 'destructive',
      });
      setBusy(false);
    } catch {
      toast({ title: t('paymentErrorTitle'), description: t('paymentError'), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4" aria-label={t('cardPayment')}>
      <div className="min-h-[7rem] min-w-0">
        {!ready && <Spinner label={t('loadingCardForm')} />}
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!stripe || !elements || !ready || busy}>
          <Lock aria-hidden="true" />
          {busy ? t('processing') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The card payment step every checkout shares: Stripe.js with Elements when it loads; when it cannot (offline,
 * blocked, too slow) the hosted invoice page of 000 §8, Stripe Checkout for a one-time payment, or a
 * support reference when there is neither.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  const t = useMessages(paymentMessages);
  const stripeJs = useStripeJs(props.publishableKey);
  let body: ReactNode;
  if (stripeJs.status === 'loading') {
    body = <Spinner label={t('loadingCardForm')} />;
  } else if (stripeJs.status === 'failed') {
    body = (
      <HostedInvoiceFallback
        hostedInvoiceUrl={props.hostedInvoiceUrl}
        onPaidThere={() =>
          props.onPaid({ paymentIntentId: props.clientSecret.split('_secret_')[0], via: 'hosted-invoice' })
        }
        onContinueToCheckout={props.checkoutFallback}
        supportReference={props.supportReference}
        onBack={props.onBack}
      />
    );
  } else {
    body = <StripeElements stripe={stripeJs.stripe} {...props} />;
  }
  return (
    <div className="grid min-w-0 gap-3" data-testid="card-payment">
      {body}
    </div>
  );
}

function StripeElements({ stripe, clientSecret, ...rest }: CardPaymentFormProps & { stripe: Stripe }) {
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <ElementsForm {...rest} />
    </Elements>
  );
}
