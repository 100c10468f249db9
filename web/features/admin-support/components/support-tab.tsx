import { BarChart3, Inbox, Settings } from 'lucide-react';
import { useMemo } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { SubTabs, type SubTab } from '../../../components/sub-tabs';
import { useTicketHash } from '../hooks/use-ticket-hash';
import { DeskFigures } from './desk-figures';
import { DeskSettingsPanel } from './desk-settings';
import { InboxScreen } from './inbox-screen';
import { TicketScreen } from './ticket-screen';

/**
 * Admin → Support: the inbox, the figures and the desk's settings; a ticket opens in the tab's place
 * (#support/12) and Back returns to the inbox.
 */
export function SupportTab({ user }: { user: User }) {
  const [ticketId, openTicket] = useTicketHash();
  // Made once per admin: a new component identity on each drawing would remount the inbox and lose its filters.
  const tabs = useMemo<readonly SubTab[]>(
    () => [
      { value: 'inbox', label: 'Inbox', icon: Inbox, Component: () => <InboxScreen user={user} onOpen={openTicket} /> },
      { value: 'figures', label: 'Figures', icon: BarChart3, Component: DeskFigures },
      { value: 'settings', label: 'Desk settings', icon: Settings, Component: DeskSettingsPanel },
    ],
    [user, openTicket],
  );
  if (ticketId) return <TicketScreen key={ticketId} id={ticketId} user={user} onOpen={openTicket} />;
  return <SubTabs label="Support desk" tabs={tabs} />;
}
