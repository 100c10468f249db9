import { BillingPage } from '../../features/billing';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /billing: open to everyone; the page asks a visitor to sign in or to have a link mailed. */
export function BillingRoute() {
  useDocumentTitle('Billing');
  return <BillingPage />;
}
