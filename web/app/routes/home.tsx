import { AdminHome } from './admin-dashboard';
import { ClientDashboard } from '../../features/dashboard';
import { LandingPage } from '../../features/landing';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/': landing when signed out, client dashboard for clients, admin dashboard for admins (000 §2). */
export function HomeRoute() {
  const { user } = useCurrentUser();
  useDocumentTitle(user ? 'Dashboard' : null);
  if (!user) return <LandingPage />;
  return user.role === 'admin' ? <AdminHome user={user} /> : <ClientDashboard user={user} />;
}
