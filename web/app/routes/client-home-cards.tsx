import type { User } from '../../../contract/accounts.js';
import { BillingSummaryCard } from '../../features/billing';
import { ClientDashboard } from '../../features/dashboard';
import { DomainSearchCard, useAutoCreateDomain } from '../../features/domains';
import { DonationBanner } from '../../features/donations';
import { ActivationBannerSlot, HostingAccountsSection, useHostingAccounts } from '../../features/hosting';
import { PaidPlansCard } from '../../features/paid-hosting';
import { VpsOffer, VpsOrdersCard } from '../../features/vps';

/**
 * The client dashboard with its cards, drawn after its greeting (client-home.tsx), as / and /dashboard show it to a
 * client and /client to an admin (000 §2): the dashboard feature's page with the hosting feature's accounts and
 * activation banner, and the domains feature's create form. '/?domain=' creates that account once (after a sign-in
 * with a pending domain).
 */
export function ClientHomeWithCards({ user }: { user: User }) {
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
                title="Create a hosting account"
                description="Choose a free subdomain for your site. Letters, numbers and hyphens, at least 3 characters."
              />
            }
          />
        </>
      }
    />
  );
}
