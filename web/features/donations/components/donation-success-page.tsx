import { HeartHandshake } from 'lucide-react';
import { useSearch } from 'wouter';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { usePurchaseTracking } from '../../../lib/tracking/purchase';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PAYMENT_MESSAGES as M, type DonationStatusResponse } from '../../../../contract/payments.js';
import { useDonationStatus } from '../api/get-donation-status';
import { purchaseOf, readPaymentReference } from '../payment-return';
import { GiftThankYou } from './gift-thank-you';
import { ThankYouLinks } from './thank-you-links';
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

function PlainThankYou({ status }: { status: DonationStatusResponse }) {
  const t = useMessages(donationThanksMessages);
  const locale = useLocale();
  const amount = formatDollarCents(status.amount, locale);
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="grid justify-items-center gap-3 p-8 text-center">
        <HeartHandshake className="size-10 text-rose-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t('plainTitle')}</h1>
        <p className="text-muted-foreground">{t(status.isRecurring ? 'receivedThisMonth' : 'received', { amount })}</p>
        <ThankYouLinks />
      </div>
    </Card>
  );
}

/**
 * /donation-success (000 §7): Stripe's return address for the donation dialog. It asks the server (which asks
 * Stripe) before saying anything was paid; a paid monthly gift shows the thank-you view with its countdown.
 */
export function DonationSuccessPage() {
  const reference = readPaymentReference(useSearch());
  const status = useDonationStatus(reference);
  const t = useMessages(donationThanksMessages);
  const tError = useErrorText();
  useDocumentTitle(status.data?.status === 'completed' ? t('titleThanks') : t('titleDonation'));
  // The pixel Purchase once the server (asking Stripe) says it is paid, with the server's amount.
  const paid = status.data?.status === 'completed' ? status.data : null;
  usePurchaseTracking(purchaseOf(reference, paid));

  if (!reference) return <NoPaymentToShow backHref="/#donate" backLabel={t('seeTiers')} />;
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
    return (
      <PaymentDeclined
        title={t('paymentFailedTitle')}
        message={answer.message || t('unknownPaymentError')}
        retryHref="/#donate"
        retryLabel={t('chooseAgain')}
      />
    );
  }
  if (answer.status === 'pending')
    return <PaymentPending onRecheck={() => void status.refetch()} isChecking={status.isFetching} />;
  return answer.giftType ? <GiftThankYou status={answer} /> : <PlainThankYou status={answer} />;
}
