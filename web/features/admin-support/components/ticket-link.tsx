import { useMessages } from '../../../lib/i18n/messages';
import { supportDeskMessages } from '../i18n';
import { loadTicketScreen } from './lazy-parts';

/** A ticket's name as a link: a real address (#support/12: opens in a new tab, copies), opened in place on a click. */
export function TicketLink({
  ticket,
  onOpen,
}: {
  ticket: { id: number; subject: string };
  onOpen: (id: number) => void;
}) {
  const t = useMessages(supportDeskMessages);
  return (
    <a
      href={`#support/${ticket.id}`}
      className="font-medium text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]"
      // The ticket's screen is a chunk of its own: asked for as the pointer or focus reaches the link.
      onPointerEnter={() => void loadTicketScreen()}
      onFocus={() => void loadTicketScreen()}
      onClick={(e) => {
        e.preventDefault();
        onOpen(ticket.id);
      }}
    >
      {t('ticketTitle', { id: String(ticket.id), subject: ticket.subject })}
    </a>
  );
}
