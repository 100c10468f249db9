import { useCallback, useEffect, useState } from 'react';

const TICKET_HASH = /^#support\/(\d+)$/;

function readTicketId(): number | null {
  const match = TICKET_HASH.exec(window.location.hash);
  return match ? Number(match[1]) : null;
}

/**
 * The open ticket lives in the address (/admin-dashboard#support/12), so the context panel's links to earlier
 * tickets, a reload and the browser's Back all work. Opening one is a history entry (Back returns to the inbox);
 * the hashchange event tells the dashboard's tab list as a typed address would.
 */
export function useTicketHash() {
  const [ticketId, setTicketId] = useState(readTicketId);
  useEffect(() => {
    const onChange = () => setTicketId(readTicketId());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const go = useCallback((id: number | null) => {
    window.history.pushState(window.history.state, '', `${window.location.pathname}#support${id ? `/${id}` : ''}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, []);
  return [ticketId, go] as const;
}
