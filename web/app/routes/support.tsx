import { useParams, useSearch } from 'wouter';
import type { User } from '../../../contract/accounts.js';
import { ArticleSuggestions, newHelpToken } from '../../features/help-center';
import { GuestTicketPage, MyTicketsPage, NewTicketForm, ThreadPage, TicketPage } from '../../features/support';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { routesMessages } from './i18n';

const suggestions = (subject: string, helpToken: string) => (
  <ArticleSuggestions subject={subject} helpToken={helpToken} />
);

/**
 * /support/new: a signed-in person opens a ticket on their account (with their own things to point at); anyone
 * else writes with an e-mail address (?appeal=1 from the suspension notice, ?email= fills in the address). Either
 * way the help centre's best articles show under the subject while it is typed (an article that answers is a
 * deflection).
 */
export function SupportNewRoute() {
  const { user } = useCurrentUser();
  const t = useMessages(routesMessages);
  useDocumentTitle(user ? t('newTicketTitle') : t('contactSupportTitle'));
  const appeal = new URLSearchParams(useSearch()).get('appeal') === '1';
  // An appeal from the suspension notice stays the guest form: a suspended person has no session to use.
  if (user && !appeal) return <NewTicketForm newHelpToken={newHelpToken} suggestions={suggestions} />;
  return <GuestTicketPage newHelpToken={newHelpToken} suggestions={suggestions} />;
}

/** /support/thread?token=: the conversation a support mail links to. */
export function SupportThreadRoute() {
  useDocumentTitle(useMessages(routesMessages)('supportRequestTitle'));
  return <ThreadPage />;
}

/** /support: the signed-in person's tickets. */
export function SupportListRoute(_: { user: User }) {
  useDocumentTitle(useMessages(layoutMessages)('support'));
  return <MyTicketsPage />;
}

/** /support/tickets/:id: one of the signed-in person's tickets. */
export function SupportTicketRoute(_: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const t = useMessages(routesMessages);
  useDocumentTitle(t('supportTicketTitle'));
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId <= 0) return <p role="alert">{t('ticketNotFound')}</p>;
  return <TicketPage key={ticketId} ticketId={ticketId} />;
}
