import { PaidHostingPage } from '../../features/paid-hosting';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /paid-hosting (000 §2): everyone. */
export function PaidHostingRoute() {
  useDocumentTitle('Paid hosting');
  return <PaidHostingPage />;
}
