import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/accounts.js';
import { TWO_FACTOR_STATUS_KEY, twoFactorStatusQueryOptions } from '../../api/two-factor-status';
import { lazyScreen } from '../lazy-screen';

// The two dashboards that / and /dashboard show a signed-in user. Each is its own chunk: a client never downloads the
// admin dashboard's code (a static import made a client's /dashboard fetch 127 KB of admin code).
const LazyAdminHome = lazyScreen(
  () => import('./admin-dashboard'),
  (m) => m.AdminHome,
);
export const ClientHome = lazyScreen(
  () => import('./client-home'),
  (m) => m.ClientHome,
);

/**
 * The admin dashboard. Its first question, whether the two-factor rule holds this admin (it draws nothing else until
 * it knows), is asked beside the dashboard's code instead of once that code has come: one round trip less before
 * the page draws. Asked once; the dashboard's own query then reads or retries it.
 */
export function AdminHome({ user }: { user: User }) {
  const queryClient = useQueryClient();
  if (!queryClient.getQueryState(TWO_FACTOR_STATUS_KEY)) void queryClient.prefetchQuery(twoFactorStatusQueryOptions());
  return <LazyAdminHome user={user} />;
}
