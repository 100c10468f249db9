import { useSearch } from 'wouter';
import { lazyScreen } from '../lazy-screen';
import { DomainSearchCard } from '../../features/domains';
import { DonateSection } from '../../features/donations';
import { LandingPage } from '../../features/landing';
import { PremiumDomainSearch } from '../../features/paid-hosting';
import { PluginDirectory, PluginLibraryRegistration } from '../../features/library';
import { VpsOffer } from '../../features/vps';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

// A visitor's first load of / carries only the landing page: the dashboards come as their own chunks.
const AdminHome = lazyScreen(() => import('./admin-dashboard'), (m) => m.AdminHome);
const ClientHome = lazyScreen(() => import('./client-home'), (m) => m.ClientHome);

/** '/': landing when signed out, client dashboard for clients, admin dashboard for admins (000 §2). */
export function HomeRoute() {
  const { user } = useCurrentUser();
  useDocumentTitle(user ? 'Dashboard' : null);
  // A visitor arriving with ?domain= finds that name already searched in the free domain search.
  const domain = new URLSearchParams(useSearch()).get('domain') ?? '';
  if (!user) {
    return (
      <LandingPage
        initialView={domain ? 'free' : 'choose'}
        freeSearch={<DomainSearchCard initialName={domain} />}
        premiumSearch={<PremiumDomainSearch />}
        pluginRegistration={<PluginLibraryRegistration />}
        pluginDirectory={<PluginDirectory />}
        vps={<VpsOffer />}
        donate={<DonateSection />}
      />
    );
  }
  return user.role === 'admin' ? <AdminHome user={user} /> : <ClientHome user={user} />;
}
