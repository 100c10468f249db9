import { ArticleSuggestions, newHelpToken } from '../../features/help-center';
import { GuestTicketPage, ThreadPage } from '../../features/support';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /support/new: everyone; ?appeal=1 from the suspension notice, ?email= fills in the address. The help centre's best
 * articles show under the subject while it is typed (an article that answers is a deflection).
 */
export function SupportNewRoute() {
  useDocumentTitle('Contact support');
  return (
    <GuestTicketPage
      newHelpToken={newHelpToken}
      suggestions={(subject, helpToken) => <ArticleSuggestions subject={subject} helpToken={helpToken} />}
    />
  );
}

/** /support/thread?token=: the conversation a support mail links to. */
export function SupportThreadRoute() {
  useDocumentTitle('Your support request');
  return <ThreadPage />;
}
