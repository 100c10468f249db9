import type { User } from '../../../contract/accounts.js';
import { AdminDashboard, type AdminTab } from '../../features/admin';
import { TwoFactorSetupRequiredBanner, useTwoFactorHold } from '../../features/two-factor';
import { useMessages } from '../../lib/i18n/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_TABS } from './admin-tabs';
import { adminRoutesMessages, useTabNames } from './admin-i18n';

/** The admin dashboard with its tabs, as / and /dashboard show it to an admin. */
export function AdminHome({ user }: { user: User }) {
  // Known before the cards ask for anything, so a held admin's page does not fill with 403s.
  const hold = useTwoFactorHold();
  const tabs = useTabNames<AdminTab>(ADMIN_TABS);
  return (
    <AdminDashboard
      user={user}
      tabs={tabs}
      notice={hold === 'held' ? <TwoFactorSetupRequiredBanner /> : null}
      access={hold}
    />
  );
}

/** /admin-dashboard (admins only; the router redirects everyone else). */
export function AdminDashboardRoute({ user }: { user: User }) {
  useDocumentTitle(useMessages(adminRoutesMessages)('adminDashboardTitle'));
  return <AdminHome user={user} />;
}
