import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import type { User } from '../../contract/accounts.js';
import { webRoutes, type WebRoute } from '../../contract/web-routes.js';
import { LoadingScreen } from '../components/loading-screen';
import { SignedOutNotice } from '../components/signed-out-notice';
import { toast } from '../components/ui/use-toast';
import { useCurrentUser } from '../lib/session';
import { AdminDashboardRoute } from './routes/admin-dashboard';
import { ApiSettingsRoute } from './routes/api-settings';
import { AuthRoute } from './routes/auth';
import { ClientViewRoute } from './routes/client-view';
import { ConversionRoute } from './routes/conversion';
import { DashboardRoute } from './routes/dashboard';
import { DonationSuccessRoute } from './routes/donation-success';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PaidHostingRoute } from './routes/paid-hosting';
import { PluginCheckoutSuccessRoute } from './routes/plugin-checkout-success';
import { PluginDetailRoute } from './routes/plugin-detail';
import { PluginDonateRoute } from './routes/plugin-donate';
import { PluginsRoute } from './routes/plugins';
import { ProfileRoute } from './routes/profile';
import { SettingsRoute } from './routes/settings';
import { ThemesRoute } from './routes/themes';

// THE route table of 000 §2 and 001 §2. Paths and access come from contract/web-routes.ts (shared with the
// server, which answers 404 for the same unbuilt paths); this file only says which screen draws each one.
// A route marked built:false draws the 404 page until its feature exists.

export type Screen =
  | { kind: 'public'; component: ComponentType }
  | { kind: 'user'; component: ComponentType<{ user: User }>; signedOutMessage?: string; denied?: AdminDenied };

/** Where an admin screen sends anyone else, when it differs from the default (signed out → /auth?redirect, client → /). */
export interface AdminDenied { title: string; description: string; to: string }

export const SCREENS: Record<string, Screen> = {
  '/': { kind: 'public', component: HomeRoute },
  '/auth': { kind: 'public', component: AuthRoute },
  '/conversion': { kind: 'public', component: ConversionRoute },
  '/dashboard': { kind: 'public', component: DashboardRoute },
  '/profile': { kind: 'user', component: ProfileRoute, signedOutMessage: 'Please sign in to view and edit your profile details.' },
  '/settings': { kind: 'user', component: SettingsRoute, signedOutMessage: 'Please sign in to manage your account preferences.' },
  '/admin-dashboard': { kind: 'user', component: AdminDashboardRoute },
  '/client': { kind: 'user', component: ClientViewRoute },
  // 001 §2: non-admins and signed-out visitors get 'Unauthorized' and go to /auth.
  '/admin/api-settings': { kind: 'user', component: ApiSettingsRoute, denied: { title: 'Unauthorized', description: 'Admin access required.', to: '/auth' } },
  '/plugins': { kind: 'public', component: PluginsRoute },
  '/plugin-library': { kind: 'public', component: PluginsRoute },
  '/themes': { kind: 'public', component: ThemesRoute },
  '/theme-library': { kind: 'public', component: ThemesRoute },
  '/plugin/:slug': { kind: 'public', component: PluginDetailRoute },
  '/plugin/:slug/donate': { kind: 'public', component: PluginDonateRoute },
  '/plugin-checkout-success': { kind: 'public', component: PluginCheckoutSuccessRoute },
  '/donation-success': { kind: 'public', component: DonationSuccessRoute },
  '/paid-hosting': { kind: 'public', component: PaidHostingRoute },
};

/** Admin-only screens: signed out → /auth?redirect={path}; signed in without the role → / with a toast. */
function AdminGate({ path, user, denied, children }: { path: string; user: User | null; denied?: AdminDenied; children: (user: User) => ReactNode }) {
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
  if (route.access === 'admin') return <AdminGate path={route.path} user={user} denied={screen.denied}>{(admin) => <Component user={admin} />}</AdminGate>;
  if (!user) return <SignedOutNotice message={screen.signedOutMessage ?? 'Please sign in to continue.'} redirectTo={route.path} />;
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
          <RouteScreen route={route} user={user} />
        </Route>
      ))}
      <Route><NotFoundRoute /></Route>
    </Switch>
  );
}
