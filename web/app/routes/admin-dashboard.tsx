import type { User } from '../../../contract/accounts.js';
import { AdminDashboard } from '../../features/admin';
import { TwoFactorSetupRequiredBanner } from '../../features/two-factor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_TABS } from './admin-tabs';

/** The admin dashboard with its tabs, as / and /dashboard show it to an admin. */
export function AdminHome({ user }: { user: User }) {
  return <AdminDashboard user={user} tabs={ADMIN_TABS} notice={<TwoFactorSetupRequiredBanner />} />;
}

/** /admin-dashboard (admins only; the router redirects everyone else). */
export function AdminDashboardRoute({ user }: { user: User }) {
  useDocumentTitle('Admin Dashboard');
  return <AdminHome user={user} />;
}
