import { ArrowLeft, CircleCheck, RefreshCw, SearchX, Server } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { VpsCheckout } from '../../../../contract/vps.js';
import { BREAKABLE, BreakableText } from '../../../components/breakable-text';
import { CheckoutDiscountLines } from '../../../components/checkout-discount-lines';
import { LoadingScreen } from '../../../components/loading-screen';
import { CardPaymentForm } from '../../../components/payment/card-payment-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiError } from '../../../lib/api-error';
import { useStripePublicKey } from '../../../lib/client-config';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVpsCheckout } from '../api/get-checkout';
import type { VpsStartedState } from '../api/subscribe';
import { useStartedState } from '../hooks/use-started-state';
import { vpsMessages } from '../i18n';
import { osLabel, vpsSpecLines } from '../vps-specs';
import { VpsCheckoutUnavailable } from './vps-checkout-unavailable';

export const VPS_SUCCESS_PATH = '/vps-success';

/** 001 §7: the return address carries the subscription and the order. */
export function successQuery(checkout: Pick<VpsCheckout, 'subscriptionId' | 'orderId'>): URLSearchParams {
  return new URLSearchParams({ subscription_id: checkout.subscriptionId, order_id: String(checkout.orderId) });
}

/**
 * What the first payment is: the server's answer (Stripe's open invoice: a code and tax included), else the order
 * form's answer this tab's history carries, else the package price (an invoice no longer open).
 */
function startedOf(checkout: VpsCheckout, fromForm: VpsStartedState | null): VpsStartedState | null {
  if (checkout.amountDue == null) return fromForm;
  return {
    subscriptionId: checkout.subscriptionId,
    amountDue: checkout.amountDue,
    currency: checkout.currency,
    discount: checkout.discount ?? fromForm?.discount ?? null,
  };
}

function Summary({ checkout, started }: { checkout: VpsCheckout; started: VpsStartedState | null }) {
  const t = useMessages(vpsMessages);
  const dollars = useDollars();
  // English writes '$10.00 USD' as the spec does; another language's amount already names the currency ('10,00 US$').
  const currencyCode = useLocale() === 'en' ? ` ${checkout.currency.toUpperCase()}` : '';
  const dueToday = started ? started.amountDue : checkout.price;
  return (
    <Card className="min-w-0">
      <div className="grid gap-4 p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
            <Server className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t('anonymousVps')}</p>
            <h1 className="truncate text-xl font-bold">{checkout.packageDisplayName}</h1>
          </div>
        </div>
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-extrabold">{dollars(checkout.price)}</span>
          <span className="text-sm text-muted-foreground">{t('perMonth')}</span>
        </p>
        <ul className="grid gap-1.5">
          {vpsSpecLines(t, {
            vcpu: checkout.vcpu,
            memory: checkout.memory,
            storage: checkout.storage,
            additionalStorage: 0,
            ipv4Addresses: 1,
            trafficPort: '',
          })
            .slice(0, 3)
            .map((line) => (
              <li key={line} className="flex items-center gap-2 text-sm">
                <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
                {line}
              </li>
            ))}
        </ul>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-3 text-sm">
          <dt className="text-muted-foreground">{t('operatingSystem')}</dt>
          <dd className="text-end font-medium">{osLabel(checkout.operatingSystem)}</dd>
          <dt className="text-muted-foreground">{t('name')}</dt>
          <dd className={`text-end ${BREAKABLE}`}>{checkout.customerName}</dd>
          <dt className="text-muted-foreground">{t('email')}</dt>
          <dd className={`text-end ${BREAKABLE}`}>
            <BreakableText text={checkout.customerEmail} />
          </dd>
          <CheckoutDiscountLines priceCents={checkout.price} discount={started?.discount} />
          <dt className="border-t pt-2 font-semibold">{t('dueToday')}</dt>
          <dd className="border-t pt-2 text-end font-semibold" data-testid="vps-checkout-due">
            {dollars(dueToday)}
            {currencyCode}
          </dd>
        </dl>
      </div>
    </Card>
  );
}

function NotFound() {
  const t = useMessages(vpsMessages);
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="grid justify-items-center gap-3 p-8 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{t('checkoutNotFound')}</h1>
        <p className="text-sm text-muted-foreground">{t('linkInvalid')}</p>
        <Button asChild>
          <Link href="/#vps">{t('seeVpsPlans')}</Link>
        </Button>
      </div>
    </Card>
  );
}

function Checkout({
  subscriptionId,
  clientSecret,
  publicKey,
}: {
  subscriptionId: string;
  clientSecret: string;
  publicKey: string;
}) {
  const t = useMessages(vpsMessages);
  const dollars = useDollars();
  const [, navigate] = useLocation();
  const body = useMemo(() => ({ subscriptionId, clientSecret }), [subscriptionId, clientSecret]);
  const checkout = useVpsCheckout(body);
  const fromForm = useStartedState(subscriptionId);
  useDocumentTitle(t('checkoutTitle'));

  if (checkout.isPending)
    return (
      <div className="flex justify-center py-20">
        <Spinner label={t('preparingCheckout')} />
      </div>
    );
  if (checkout.isError) {
    const { status, message } = parseApiError(checkout.error);
    if (status === 503) return <VpsCheckoutUnavailable />;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <Card className="mx-auto w-full max-w-lg">
        <div className="grid justify-items-center gap-3 p-8 text-center">
          <p role="alert" className="text-sm text-destructive">
            {message || t('subscriptionFailed')}
          </p>
          <Button onClick={() => void checkout.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('tryAgain')}
          </Button>
        </div>
      </Card>
    );
  }
  const data = checkout.data;
  const started = startedOf(data, fromForm);
  const query = successQuery(data);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Link
        href="/#vps"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('vpsPlans')}
      </Link>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
        <Summary checkout={data} started={started} />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('payment')}</CardTitle>
            <CardDescription>{t('paymentDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CardPaymentForm
              publishableKey={publicKey}
              clientSecret={clientSecret}
              returnUrl={`${window.location.origin}${VPS_SUCCESS_PATH}?${query}`}
              submitLabel={t('payAmount', { amount: dollars(started ? started.amountDue : data.price) })}
              hostedInvoiceUrl={data.hostedInvoiceUrl}
              supportReference={subscriptionId}
              onPaid={(paid) => {
                // Confirmed in place: go where Stripe's redirect would have gone, with the same parameters it adds.
                const next = new URLSearchParams(query);
                next.set('payment_intent', paid.paymentIntentId);
                next.set('payment_intent_client_secret', clientSecret);
                // The server's amounts go along, so the receipt can say what was taken off.
                navigate(`${VPS_SUCCESS_PATH}?${next}`, { state: started ? { vpsStarted: started } : null });
              }}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * /vps-checkout (001 §2): reads subscription_id and client_secret; either missing → /; no Stripe keys →
 * 'VPS Checkout Unavailable'; otherwise the order summary (from the server, never the address) and the card form.
 */
export function VpsCheckoutPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const subscriptionId = params.get('subscription_id')?.trim() ?? '';
  const clientSecret = params.get('client_secret')?.trim() ?? '';
  const missing = !subscriptionId || !clientSecret;
  const { publicKey, isLoading } = useStripePublicKey();

  useEffect(() => {
    if (missing) navigate('/', { replace: true });
  }, [missing, navigate]);

  if (missing || isLoading) return <LoadingScreen />;
  if (!publicKey) return <VpsCheckoutUnavailable />;
  return <Checkout subscriptionId={subscriptionId} clientSecret={clientSecret} publicKey={publicKey} />;
}
