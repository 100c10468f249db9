import type { ReactNode } from 'react';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { TrackingLoader } from './tracking-loader';

export function AppShell({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <NavBar />
      {/* At least a screen tall: a page whose content arrives after its first frame (a dashboard) grows below the fold,
          where the footer starts, instead of pushing a visible footer down (Lighthouse measured a CLS of 1.1). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
      <SiteFooter />
      <TrackingLoader />
    </div>
  );
}
