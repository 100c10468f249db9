import {
  BookOpen,
  ChartLine,
  ClipboardList,
  Cloud,
  Flag,
  HardDrive,
  LifeBuoy,
  Package,
  Palette,
  Puzzle,
  Server,
  Settings,
  Users,
  UsersRound,
  Wrench,
} from 'lucide-react';
import { lazy } from 'react';
import type { AdminTab } from '../../features/admin';
import type { TabsByKey } from './admin-i18n';

// Every tab is a chunk of its own, fetched when an admin opens it (the dashboard draws tabs under Suspense, and only
// the open one is mounted): the admin dashboard's first load carries the hosting tab, not all thirteen (a
// signed-in page may bring 160 KB; the thirteen together were 164 KB of brotli on their own).
const HostingAccountsManagement = lazy(() =>
  import('../../features/admin-hosting').then((m) => ({ default: m.HostingAccountsManagement })),
);
const AbuseQueueTab = lazy(() => import('../../features/admin-abuse').then((m) => ({ default: m.AbuseQueueTab })));
const PackageManagement = lazy(() =>
  import('../../features/admin-packages').then((m) => ({ default: m.PackageManagement })),
);
const PendingOrdersTab = lazy(() =>
  import('../../features/admin-pending-orders').then((m) => ({ default: m.PendingOrdersTab })),
);
const PluginsTab = lazy(() => import('../../features/admin-library').then((m) => ({ default: m.PluginsTab })));
const ThemesTab = lazy(() => import('../../features/admin-library').then((m) => ({ default: m.ThemesTab })));
const UsersTab = lazy(() => import('../../features/admin-users').then((m) => ({ default: m.UsersTab })));
const UserGroupsManagement = lazy(() =>
  import('../../features/admin-groups').then((m) => ({ default: m.UserGroupsManagement })),
);
const AdminVpsTab = lazy(() => import('./admin-vps-tab').then((m) => ({ default: m.AdminVpsTab })));
const CloudTab = lazy(() => import('../../features/admin-compute').then((m) => ({ default: m.CloudTab })));
const SupportTab = lazy(() => import('../../features/admin-support').then((m) => ({ default: m.SupportTab })));
const HelpArticlesTab = lazy(() => import('../../features/admin-help').then((m) => ({ default: m.HelpArticlesTab })));
const AnalyticsTab = lazy(() => import('./analytics-tabs').then((m) => ({ default: m.AnalyticsTab })));
const SettingsTab = lazy(() => import('./settings-tabs').then((m) => ({ default: m.SettingsTab })));
const SystemTabs = lazy(() => import('./system-tabs').then((m) => ({ default: m.SystemTabs })));

// The admin dashboard's tabs (001 §2), in the spec's order: hosting, packages, pending-orders, plugins,
// themes, users, user-groups, vps, cloud, analytics, settings, system. One line per tab whose feature
// exists; a tab not listed is not shown. `value` is the address hash that opens it (/admin-dashboard#cloud).
// Features never import each other: each line composes one feature's public component.
export const ADMIN_TABS: TabsByKey<AdminTab> = [
  { value: 'hosting', label: 'tabHosting', icon: Server, Component: HostingAccountsManagement },
  // Not in the spec's list; beside hosting, whose sites it suspends.
  { value: 'abuse', label: 'tabAbuse', icon: Flag, Component: AbuseQueueTab },
  { value: 'packages', label: 'tabPackages', icon: Package, Component: PackageManagement },
  { value: 'pending-orders', label: 'tabPendingOrders', icon: ClipboardList, Component: PendingOrdersTab },
  { value: 'plugins', label: 'tabPlugins', icon: Puzzle, Component: PluginsTab },
  { value: 'themes', label: 'tabThemes', icon: Palette, Component: ThemesTab },
  { value: 'users', label: 'tabUsers', icon: Users, Component: UsersTab },
  { value: 'user-groups', label: 'tabUserGroups', icon: UsersRound, Component: UserGroupsManagement },
  { value: 'vps', label: 'tabVps', icon: HardDrive, Component: AdminVpsTab },
  { value: 'cloud', label: 'tabComputeApi', icon: Cloud, Component: CloudTab },
  { value: 'analytics', label: 'tabAnalytics', icon: ChartLine, Component: AnalyticsTab },
  // Not in the spec's list: the support desk (inbox, tickets, figures, desk settings), beside the help center.
  { value: 'support', label: 'tabSupport', icon: LifeBuoy, Component: SupportTab },
  // Not in the spec's list: the help center's articles and figures.
  { value: 'help', label: 'tabHelp', icon: BookOpen, Component: HelpArticlesTab },
  { value: 'settings', label: 'tabSettings', icon: Settings, Component: SettingsTab },
  { value: 'system', label: 'tabSystem', icon: Wrench, Component: SystemTabs },
];
