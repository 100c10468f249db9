import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import type { User } from '../../contract/accounts.js';
import { webRoutes, type WebRoute } from '../../contract/web-routes.js';
import { LoadingScreen } from '../components/loading-screen';
import { RouteFallback } from '../components/route-fallback';
import { SignedOutNotice } from '../components/signed-out-notice';
import { toast } from '../components/ui/use-toast';
import { useCurrentUser } from '../lib/session';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { NotFoundRoute } from './routes/not-found';

// Screens most visitors never open load as their own chunk.

// THE route table of 000 §2 and 001 §2. Paths and access come from contract/web-routes.ts (shared with the
// server, which answers 404 for the same unbuilt paths); this file only says which screen draws each one.
// A route marked built:false draws the 404 page until its feature exists.
// Each screen's code is its own chunk, fetched when the screen is first opened (a visitor's first load of / carries
// no admin code): add a screen as one line, `lazyScreen(() => import('./routes/x'), (m) => m.XRoute)`.

export type Screen =
  | { kind: 'public'; component: LazyScreen<object> }
  | { kind: 'user'; component: LazyScreen<{ user: User }>; signedOutMessage?: string; denied?: AdminDenied };

/** Where an admin screen sends anyone else, when it differs from the default (signed out → /auth?redirect, client → /). */
export interface AdminDenied {
  title: string;
  description: string;
  to: string;
}

export const SCREENS: Record<string, Screen> = {
  '/': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/home'),
      (m) => m.HomeRoute,
    ),
  },
  '/auth': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/auth'),
      (m) => m.AuthRoute,
    ),
  },
  '/conversion': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/conversion'),
      (m) => m.ConversionRoute,
    ),
  },
  '/dashboard': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  '/profile': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/profile'),
      (m) => m.ProfileRoute,
    ),
    signedOutMessage: 'Please sign in to view and edit your profile details.',
  },
  '/sites/:id': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/site-manage'),
      (m) => m.SiteManageRoute,
    ),
    signedOutMessage: 'Please sign in to manage your site.',
  },
  '/settings': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/settings'),
      (m) => m.SettingsRoute,
    ),
    signedOutMessage: 'Please sign in to manage your account preferences.',
  },
  '/admin-dashboard': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/admin-dashboard'),
      (m) => m.AdminDashboardRoute,
    ),
  },
  '/client': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/client-view'),
      (m) => m.ClientViewRoute,
    ),
  },
  // 001 §2: non-admins and signed-out visitors get 'Unauthorized' and go to /auth.
  '/admin/api-settings': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/api-settings'),
      (m) => m.ApiSettingsRoute,
    ),
    denied: { title: 'Unauthorized', description: 'Admin access required.', to: '/auth' },
  },
  '/plugins': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/plugins'),
      (m) => m.PluginsRoute,
    ),
  },
  '/plugin-library': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/plugins'),
      (m) => m.PluginsRoute,
    ),
  },
  '/themes': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/themes'),
      (m) => m.ThemesRoute,
    ),
  },
  '/theme-library': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/themes'),
      (m) => m.ThemesRoute,
    ),
  },
  '/plugin/:slug': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/plugin-detail'),
      (m) => m.PluginDetailRoute,
    ),
  },
  '/compute': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/compute'),
      (m) => m.default,
    ),
  },
  '/plugin/:slug/donate': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/plugin-donate'),
      (m) => m.PluginDonateRoute,
    ),
  },
  '/plugin-checkout-success': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/plugin-checkout-success'),
      (m) => m.PluginCheckoutSuccessRoute,
    ),
  },
  '/donation-success': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/donation-success'),
      (m) => m.DonationSuccessRoute,
    ),
  },
  '/vps-checkout': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/vps-checkout'),
      (m) => m.VpsCheckoutRoute,
    ),
  },
  '/vps-success': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/vps-success'),
      (m) => m.VpsSuccessRoute,
    ),
  },
  '/paid-hosting': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/paid-hosting'),
      (m) => m.PaidHostingRoute,
    ),
  },
  '/report-abuse': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/report-abuse'),
      (m) => m.ReportAbuseRoute,
    ),
  },
  // The support desk's public pages: a request without an account (and the suspension notice's Appeal), and the
  // conversation a support mail's signed link opens.
  '/support/new': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/support'),
      (m) => m.SupportNewRoute,
    ),
  },
  '/support/thread': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/support'),
      (m) => m.SupportThreadRoute,
    ),
  },
  // A signed-in person's own tickets and one ticket's thread.
  '/support': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/support'),
      (m) => m.SupportListRoute,
    ),
    signedOutMessage: 'Please sign in to see your support tickets.',
  },
  '/support/tickets/:id': {
    kind: 'user',
    component: lazyScreen(
      () => import('./routes/support'),
      (m) => m.SupportTicketRoute,
    ),
    signedOutMessage: 'Please sign in to see your support tickets.',
  },
  '/verify-email': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/verify-email'),
      (m) => m.VerifyEmailRoute,
    ),
  },
  // Public: a visitor donor or VPS buyer opens it with the signed link of their receipt mail.
  '/billing': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/billing'),
      (m) => m.BillingRoute,
    ),
  },
  '/terms': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/site-pages'),
      (m) => m.TermsRoute,
    ),
  },
  '/privacy': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/site-pages'),
      (m) => m.PrivacyRoute,
    ),
  },
  '/acceptable-use': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/site-pages'),
      (m) => m.AcceptableUseRoute,
    ),
  },
  '/help': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/help-center'),
      (m) => m.HelpCenterRoute,
    ),
  },
  '/help/:slug': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/help-center'),
      (m) => m.HelpArticleRoute,
    ),
  },
  '/accessibility': {
    kind: 'public',
    component: lazyScreen(
      () => import('./routes/accessibility'),
      (m) => m.AccessibilityRoute,
    ),
  },
};

/**
 * Fetches the code of the screen drawn at exactly `path` (a prerendered page: main.tsx waits for it so React's first
 * frame is that screen, not a loading spinner over the page the browser already shows). Other paths: nothing to do.
 */
export function preloadScreenAt(path: string): Promise<unknown> {
  return Object.hasOwn(SCREENS, path) ? SCREENS[path].component.preload() : Promise.resolve();
}

/** Admin-only screens: signed out → /auth?redirect={path}; signed in without the role → / with a toast. */
function AdminGate({
  path,
  user,
  denied,
  children,
}: {
  path: string;
  user: User | null;
  denied?: AdminDenied;
  children: (user: User) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const handled = useRef(false);
  const allowed = user?.role === 'admin';
  useEffect(() => {
    if (allowed || handled.current) return;
    handled.current = true;
    if (denied) {
      toast({ title: denied.title, description: denied.description, variant: 'destructive' });
      navigate(denied.to, { replace: true });
    } else if (!user) {
      // 001 §8: a signed-out visit (or an expired session) is told why before the sign-in page.
      toast({ title: 'Session Required', description: 'Please log in again to continue.', variant: 'destructive' });
      navigate(`/auth?redirect=${path}`, { replace: true });
    } else {
      toast({ title: 'Insufficient permissions', description: 'Admin access required.', variant: 'destructive' });
      navigate('/', { replace: true });
    }
  }, [allowed, user, path, denied, navigate]);
  return allowed && user ? <>{children(user)}</> : <LoadingScreen />;
}

function RouteScreen({ route, user }: { route: WebRoute; user: User | null }) {
  const screen = route.built ? SCREENS[route.path] : undefined;
  if (!screen) return <NotFoundRoute />;
  if (screen.kind === 'public') {
    const Component = screen.component;
    return <Component />;
  }
  const Component = screen.component;
  if (route.access === 'admin')
    return (
      <AdminGate path={route.path} user={user} denied={screen.denied}>
        {(admin) => <Component user={admin} />}
      </AdminGate>
    );
  if (!user)
    return (
      <SignedOutNotice message={screen.signedOutMessage ?? 'Please sign in to continue.'} redirectTo={route.path} />
    );
  return <Component user={user} />;
}

/** '/profile/' means '/profile' (the server accepts both too). */
function useTrimTrailingSlash() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const trimmed = location.length > 1 && location.endsWith('/') ? location.replace(/\/+$/, '') || '/' : null;
  useEffect(() => {
    if (trimmed) navigate(`${trimmed}${search ? `?${search}` : ''}`, { replace: true });
  }, [trimmed, search, navigate]);
  return trimmed !== null;
}

export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const redirecting = useTrimTrailingSlash();
  if (isLoading || redirecting) return <LoadingScreen />;
  return (
    <Switch>
      {webRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <Suspense fallback={<RouteFallback />}>
            <RouteScreen route={route} user={user} />
          </Suspense>
        </Route>
      ))}
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
  );
}
