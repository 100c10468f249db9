import { LoaderCircle } from 'lucide-react';
import { Suspense } from 'react';
import { useMessages } from '../../lib/i18n/messages';
import { paymentMessages } from './i18n';

function Words() {
  const t = useMessages(paymentMessages);
  return <>{t('processing')}</>;
}

/**
 * 000 §2: the busy label of a payment button ('Processing...') outside the card form, in the page's language. Its own
 * boundary: a button drawn before the payment words are here shows a spinning ring for that moment, and the form
 * around it stays as it is (a dialog does not fall back to its first step).
 */
export function ProcessingLabel() {
  return (
    <Suspense fallback={<LoaderCircle className="animate-spin" aria-hidden="true" />}>
      <Words />
    </Suspense>
  );
}
