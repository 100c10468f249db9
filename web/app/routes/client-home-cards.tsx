import type { User } from '../../../contract/accounts.js';
import { BillingSummaryCard } from '../../features/billing';
import { ClientDashboard } from '../../features/dashboard';
import { DomainSearchCard, useAutoCreateDomain } from '../../features/domains';
import { DonationBanner } from '../../features/donations';
import { ActivationBannerSlot, HostingAccountsSection, useHostingAccounts } from '../../features/hosting';
import { PaidPlansCard } from '../../features/paid-hosting';
import { VpsOffer, VpsOrdersCard } from '../../features/vps';
import { useMessages } from '../../lib/i18n/messages';
import { layoutMessages } from '../../lib/i18n/layout-messages';

/**
 * The client dashboard with its cards, drawn after its greeting (client-home.tsx), as / and /dashboard show it to a
 * client and /client to an admin (000 §2): the dashboard feature's page with the hosting feature's accounts and
 * activation banner, and the domains feature's create form. '/?domain=' creates that account once (after a sign-in
 * with a pending domain).
 */
export function ClientHomeWithCards({ user }: { user: User }) {
  // The create form's words are the shell's: a catalogue of their own cost a client's dashboard one more request.
  const t = useMessages(layoutMessages);
  useAutoCreateDomain(user);
  const accounts = useHostingAccounts().data;
  const activeSites = accounts?.filter((account) => account.status === 'active').length;
  return (
    <ClientDashboard
      user={user}
      donationBanner={<DonationBanner />}
      activation={<ActivationBannerSlot />}
      figures={{ activeSites }}
      vpsOrders={<VpsOrdersCard email={user.email} />}
      vpsOffer={
        <VpsOffer
          defaults={{ email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null }}
          className="rounded-2xl border bg-card/50 p-6"
        />
      }
      hosting={
        <>
          <BillingSummaryCard />
          <PaidPlansCard />
          <HostingAccountsSection
            createForm={
              <DomainSearchCard
                context="dashboard"
                title={t('createHostingAccount')}
                description={t('createHostingAccountHint')}
              />
            }
          />
        </>
      }
    />
  );
}
