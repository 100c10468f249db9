import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { usePurchaseTracking } from '../../../lib/tracking/purchase';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  PAYMENT_MESSAGES as M,
  PLUGIN_DONATION_REDIRECT_MS,
  type DonationStatusResponse,
} from '../../../../contract/payments.js';
import { useDonationStatus } from '../api/get-donation-status';
import { purchaseOf, readPaymentReference } from '../payment-return';
import {
  CheckingPayment,
  NoPaymentToShow,
  PaymentCheckError,
  PaymentDeclined,
  PaymentPending,
} from '../../../components/payment/payment-status-views';
import { useMessages } from '../../../lib/i18n/messages';
import { donationThanksMessages } from '../thanks-i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatDollarCents } from '../../../lib/i18n/money';
import { useErrorText } from '../../../lib/i18n/use-error-text';

const nextPath = (status: DonationStatusResponse) => (status.pluginSlug ? `/plugin/${status.pluginSlug}` : '/plugins');

/** 'Payment Successful', then back to the plugin after 2 seconds (001 §2, §9). */
function Paid({ status }: { status: DonationStatusResponse }) {
  const [, navigate] = useLocation();
  const target = nextPath(status);
  const announced = useRef(false);
  const t = useMessages(donationThanksMessages);
  const amount = formatDollarCents(status.amount, useLocale());
  const thanksToast = t('thanksSupporting', { name: status.pluginName ?? t('thePluginLibrary') });
  const successTitle = t('paymentSuccessful');
  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      toast({
        title: successTitle,
        description: thanksToast,
      });
    }
    const timer = setTimeout(() => navigate(target, { replace: true }), PLUGIN_DONATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, target, thanksToast, successTitle]);
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="grid justify-items-center gap-3 p-8 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t('paymentSuccessful')}</h1>
        <p className="text-muted-foreground">
          {status.pluginName
            ? t('thanksAmountToward', { amount, name: status.pluginName })
            : t('thanksAmount', { amount })}
        </p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('takingYouBack', { seconds: PLUGIN_DONATION_REDIRECT_MS / 1000 })}
        </p>
        <Button variant="outline" asChild>
          <Link href={target} replace>
            {t('continueNow')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/**
 * /plugin-checkout-success (001 §2): the $5 plugin donation's thank-you. Like /donation-success it asks the
 * server, which asks Stripe, before it says 'Payment Successful'.
 */
export function PluginCheckoutSuccessPage() {
  const reference = readPaymentReference(useSearch());
  const status = useDonationStatus(reference);
  const t = useMessages(donationThanksMessages);
  const tError = useErrorText();
  useDocumentTitle(status.data?.status === 'completed' ? t('paymentSuccessful') : t('titleDonation'));
  const paid = status.data?.status === 'completed' ? status.data : null;
  usePurchaseTracking(purchaseOf(reference, paid));

  if (!reference) return <NoPaymentToShow backHref="/plugins" backLabel={t('browseLibrary')} />;
  if (status.isPending) return <CheckingPayment />;
  if (status.isError)
    return (
      <PaymentCheckError
        message={errorMessage(status.error, tError(M.stripeUnreachable) ?? M.stripeUnreachable)}
        onRetry={() => void status.refetch()}
      />
    );
  const answer = status.data;
  if (answer.status === 'failed') {
    const retry = answer.pluginSlug ? `/plugin/${answer.pluginSlug}/donate` : '/plugins';
    return (
      <PaymentDeclined
        title={t('paymentFailedTitle')}
        message={answer.message || t('unknownPaymentError')}
        retryHref={retry}
        retryLabel={t('tryAgain')}
      />
    );
  }
  if (answer.status === 'pending')
    return <PaymentPending onRecheck={() => void status.refetch()} isChecking={status.isFetching} />;
  return <Paid status={answer} />;
}
