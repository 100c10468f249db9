import type { User } from '../../../contract/accounts.js';
import { AdminDashboard } from '../../features/admin';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin-dashboard (admins only; the router redirects everyone else). */
export function AdminDashboardRoute({ user }: { user: User }) {
  useDocumentTitle('Admin Dashboard');
  return <AdminDashboard user={user} />;
}
