import { GuestTicketPage, ThreadPage } from '../../features/support';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /support/new: everyone; ?appeal=1 from the suspension notice, ?email= fills in the address. */
export function SupportNewRoute() {
  useDocumentTitle('Contact support');
  return <GuestTicketPage />;
}

/** /support/thread?token=: the conversation a support mail links to. */
export function SupportThreadRoute() {
  useDocumentTitle('Your support request');
  return <ThreadPage />;
}
