/** A ticket's name as a link: a real address (#support/12: opens in a new tab, copies), opened in place on a click. */
export function TicketLink({
  ticket,
  onOpen,
}: {
  ticket: { id: number; subject: string };
  onOpen: (id: number) => void;
}) {
  return (
    <a
      href={`#support/${ticket.id}`}
      className="font-medium text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]"
      onClick={(e) => {
        e.preventDefault();
        onOpen(ticket.id);
      }}
    >
      #{ticket.id} {ticket.subject}
    </a>
  );
}
