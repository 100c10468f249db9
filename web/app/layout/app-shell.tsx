import type { ReactNode } from 'react';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { TrackingLoader } from './tracking-loader';
import { useMessages } from '../../lib/i18n/messages';
import { layoutMessages } from '../../lib/i18n/layout-messages';

export function AppShell({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  const t = useMessages(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <NavBar />
      {/* At least a screen tall: a page whose content arrives after its first frame (a dashboard) grows below the fold,
          where the footer starts, instead of pushing a visible footer down (Lighthouse measured a CLS of 1.1). */}
      {/* Focusable by the skip link only (tabIndex -1): Enter on it moves the keyboard past the bar (WCAG 2.4.1). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
      <SiteFooter />
      <TrackingLoader />
    </div>
  );
}
