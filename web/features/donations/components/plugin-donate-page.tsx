import { ArrowLeft, CircleAlert, HeartHandshake, Puzzle, RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { usePluginBySlug } from '../../../api/plugin-by-slug';
import { CardPaymentForm } from '../../../components/payment/card-payment-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { useStripePublicKey } from '../../../lib/client-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { PluginDetail } from '../../../../contract/library.js';
import { PLUGIN_DONATION_CENTS } from '../../../../contract/payments.js';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { successPath } from '../payment-return';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';

export const PLUGIN_CHECKOUT_SUCCESS_PATH = '/plugin-checkout-success';
const DOLLARS = PLUGIN_DONATION_CENTS / 100;

function PaymentsUnavailable({ plugin }: { plugin: PluginDetail }) {
  const t = useMessages(donationsMessages);
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 text-base font-semibold">
        <CircleAlert className="size-5" aria-hidden="true" />
        {t('paymentsUnavailable')}
      </p>
      <p>{t('cardsNotSetUp')}</p>
      <Button variant="outline" className="w-fit" asChild>
        <Link href={`/plugin/${plugin.slug}`}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('backTo', { name: plugin.name })}
        </Link>
      </Button>
    </div>
  );
}

/**
 * The $5 PaymentIntent (and the donation row behind it) is made when the visitor asks to pay, not when the page
 * opens: a visit alone used to leave a pending $5 row in the admin's Donations list. Then the card form.
 */
function PaymentStep({ plugin, publicKey }: { plugin: PluginDetail; publicKey: string }) {
  const [, navigate] = useLocation();
  const create = useCreatePaymentIntent();
  const checkout = useCreateCheckoutSession();
  const start = () => create.mutate({ amount: DOLLARS, pluginId: plugin.id, pluginName: plugin.name });
  const t = useMessages(donationsMessages);
  const price = formatWholeDollars(DOLLARS, useLocale());

  if (create.isIdle) {
    return (
      <div className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{t('oneTimePayment', { amount: price })}</p>
        <Button className="w-fit" onClick={start}>
          <HeartHandshake aria-hidden="true" />
          {t('continueToPayment')}
        </Button>
      </div>
    );
  }
  if (create.isError) {
    // 503: the server has no Stripe keys although the page had a publishable key (settings just removed).
    if (parseApiError(create.error).status === 503) return <PaymentsUnavailable plugin={plugin} />;
    return (
      <div role="alert" className="grid gap-3 text-sm">
        <p className="font-medium text-destructive">
          {t('paymentErrorLine', {
            title: t('paymentErrorTitle'),
            message: errorMessage(create.error, t('paymentError')),
          })}
        </p>
        <Button variant="outline" className="w-fit" onClick={start}>
          <RefreshCw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!create.data) return <Spinner label={t('preparingPayment')} />;
  const { clientSecret, paymentIntentId } = create.data;
  return (
    <CardPaymentForm
      publishableKey={publicKey}
      clientSecret={clientSecret}
      returnUrl={`${window.location.origin}${PLUGIN_CHECKOUT_SUCCESS_PATH}`}
      submitLabel={t('donateAmount', { amount: price })}
      supportReference={paymentIntentId}
      // Without Stripe.js, the same donation goes on to Stripe Checkout and comes back to the success page.
      checkoutFallback={async () => (await checkout.mutateAsync({ paymentIntentId, clientSecret })).url}
      onPaid={(paid) =>
        navigate(successPath(PLUGIN_CHECKOUT_SUCCESS_PATH, { paymentIntentId: paid.paymentIntentId, clientSecret }))
      }
    />
  );
}

function DonateLayout({ plugin, children }: { plugin: PluginDetail; children: ReactNode }) {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Link
        href={`/plugin/${plugin.slug}`}
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {plugin.name}
      </Link>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
        <Card className="min-w-0">
          <div className="grid gap-4 p-6">
            <div className="flex items-center gap-3">
              {plugin.imageUrl ? (
                <img src={plugin.imageUrl} alt="" className="size-14 rounded-lg border object-cover" />
              ) : (
                <span className="flex size-14 items-center justify-center rounded-lg bg-accent text-primary">
                  <Puzzle className="size-7" aria-hidden="true" />
                </span>
              )}
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{t('donateToward')}</p>
                <h1 className="truncate text-xl font-bold">{plugin.name}</h1>
              </div>
            </div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-4xl font-extrabold">{formatWholeDollars(DOLLARS, locale)}</span>
              <span className="text-sm text-muted-foreground">{t('oneTime')}</span>
            </p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <HeartHandshake className="mt-0.5 size-4 shrink-0 text-rose-600" aria-hidden="true" />
              {t('pluginDonationLead')}
            </p>
          </div>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('stepPayment')}</CardTitle>
            <CardDescription>{t('cardToStripe')}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * /plugin/{slug}/donate (001 §2): the $5 donation's payment form. A plugin that does not load sends the visitor
 * to /plugins; without Stripe keys it says 'Payments Temporarily Unavailable'.
 */
export function PluginDonatePage({ slug }: { slug: string }) {
  const [, navigate] = useLocation();
  const plugin = usePluginBySlug(slug);
  const { publicKey, isLoading } = useStripePublicKey();
  const t = useMessages(donationsMessages);
  useDocumentTitle(plugin.data ? t('donateTo', { name: plugin.data.name }) : t('donate'));
  const failed = plugin.isError || (plugin.isSuccess && !plugin.data);

  useEffect(() => {
    if (failed) navigate('/plugins', { replace: true });
  }, [failed, navigate]);

  if (plugin.isPending || failed || isLoading || !plugin.data)
    return (
      <div className="flex justify-center py-20">
        <Spinner />
      </div>
    );
  return (
    <DonateLayout plugin={plugin.data}>
      {publicKey ? (
        <PaymentStep plugin={plugin.data} publicKey={publicKey} />
      ) : (
        <PaymentsUnavailable plugin={plugin.data} />
      )}
    </DonateLayout>
  );
}
