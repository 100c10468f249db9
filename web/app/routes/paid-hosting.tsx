import { PaidHostingPage } from '../../features/paid-hosting';
import { paidHostingMessages } from '../../features/paid-hosting/i18n';
import { useMessages } from '../../lib/i18n/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /paid-hosting (000 §2): everyone. */
export function PaidHostingRoute() {
  useDocumentTitle(useMessages(paidHostingMessages)('pageTitle'));
  return <PaidHostingPage />;
}
