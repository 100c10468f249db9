import { BarChart3, Inbox, Settings } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { SubTabs, type SubTab } from '../../../components/sub-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n/messages';
import { supportDeskMessages } from '../i18n';
import { useTicketHash } from '../hooks/use-ticket-hash';
import { InboxScreen } from './inbox-screen';
import { DeskFigures, DeskSettingsPanel, TicketScreen } from './lazy-parts';

/**
 * Admin → Support: the inbox, the figures and the desk's settings; a ticket opens in the tab's place
 * (#support/12) and Back returns to the inbox. Only the inbox comes with the tab: the others are fetched when opened,
 * each showing the spinner its own screen shows while its data loads.
 */
export function SupportTab({ user }: { user: User }) {
  const t = useMessages(supportDeskMessages);
  const [ticketId, openTicket] = useTicketHash();
  // Made once per admin: a new component identity on each drawing would remount the inbox and lose its filters.
  const tabs = useMemo<readonly SubTab[]>(
    () => [
      {
        value: 'inbox',
        label: t('tabInbox'),
        icon: Inbox,
        Component: () => <InboxScreen user={user} onOpen={openTicket} />,
      },
      {
        value: 'figures',
        label: t('tabFigures'),
        icon: BarChart3,
        Component: () => (
          <Suspense fallback={<Spinner label={t('loadingFigures')} />}>
            <DeskFigures />
          </Suspense>
        ),
      },
      {
        value: 'settings',
        label: t('tabSettings'),
        icon: Settings,
        Component: () => (
          <Suspense fallback={<Spinner label={t('loadingSettings')} />}>
            <DeskSettingsPanel />
          </Suspense>
        ),
      },
    ],
    [user, openTicket, t],
  );
  if (ticketId)
    return (
      <Suspense fallback={<Spinner label={t('loadingTicket')} />}>
        <TicketScreen key={ticketId} id={ticketId} user={user} onOpen={openTicket} />
      </Suspense>
    );
  return <SubTabs label={t('deskLabel')} tabs={tabs} />;
}
