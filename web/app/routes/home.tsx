import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { lazyScreen } from '../lazy-screen';
import { Spinner } from '../../components/ui/spinner';
import { DonateSection } from '../../features/donations';
import { LandingPage } from '../../features/landing';
import { PluginDirectory } from '../../features/library';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
// A visitor's first load of / carries only the landing page: the dashboards come as their own chunks.
import { AdminHome, ClientHome } from './dashboards';

// The chooser's three forms show only once a visitor picks one (or arrives with ?domain=): their code (forms,
// validation, the domain and premium searches) comes then, not with the page. They import the component's own
// file, not the feature's index: a dynamic import of an index would bring every export of the feature.
const DomainSearchCard = lazyScreen(
  () => import('../../features/domains/components/domain-search-card'),
  (m) => m.DomainSearchCard,
);
const PremiumDomainSearch = lazyScreen(
  () => import('../../features/paid-hosting/components/premium-domain-search'),
  (m) => m.PremiumDomainSearch,
);
const PluginLibraryRegistration = lazyScreen(
  () => import('../../features/library/components/plugin-library-registration'),
  (m) => m.PluginLibraryRegistration,
);

// The VPS offer sits far below the fold and brings its order form (and zod) with it: it is fetched when the page
// is scrolled to within a screen or two of it, or at once when the address names an anchor (#vps, #donate below it).
const VpsOffer = lazyScreen(
  () => import('../../features/vps/components/vps-offer'),
  (m) => m.VpsOffer,
);

function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  // Prerendered at build time (no window): the placeholder, as the browser's first frame draws it.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && (window.location.hash !== '' || typeof IntersectionObserver === 'undefined'),
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-64 items-center justify-center">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

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
        freeSearch={
          <Section>
            <DomainSearchCard initialName={domain} />
          </Section>
        }
        premiumSearch={
          <Section>
            <PremiumDomainSearch />
          </Section>
        }
        pluginRegistration={
          <Section>
            <PluginLibraryRegistration />
          </Section>
        }
        pluginDirectory={<PluginDirectory />}
        vps={
          <NearViewport minHeight="40rem">
            <VpsOffer />
          </NearViewport>
        }
        donate={<DonateSection />}
      />
    );
  }
  return user.role === 'admin' ? <AdminHome user={user} /> : <ClientHome user={user} />;
}
