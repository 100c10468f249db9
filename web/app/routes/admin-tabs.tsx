import { ChartLine, ClipboardList, Cloud, Flag, HardDrive, Package, Palette, Puzzle, Server, Settings, Users, UsersRound, Wrench } from 'lucide-react';
import { lazy } from 'react';
import type { AdminTab } from '../../features/admin';
import { HostingAccountsManagement } from '../../features/admin-hosting';
import { PackageManagement } from '../../features/admin-packages';
import { PendingOrdersTab } from '../../features/admin-pending-orders';
import { UsersTab } from '../../features/admin-users';
import { UserGroupsManagement } from '../../features/admin-groups';
import { PluginsTab, ThemesTab } from '../../features/admin-library';
import { AnalyticsTab } from './analytics-tabs';
import { SettingsTab } from './settings-tabs';
import { SystemTabs } from './system-tabs';
import { AdminVpsTab } from './admin-vps-tab';
import { AbuseQueueTab } from '../../features/admin-abuse';

// The cloud tab is a chunk of its own: it loads when an admin opens it.
const CloudTab = lazy(() => import('../../features/admin-compute').then((m) => ({ default: m.CloudTab })));

// The admin dashboard's tabs (001 §2), in the spec's order: hosting, packages, pending-orders, plugins,
// themes, users, user-groups, vps, cloud, analytics, settings, system. One line per tab whose feature
// exists; a tab not listed is not shown. `value` is the address hash that opens it (/admin-dashboard#cloud).
// Features never import each other: each line composes one feature's public component.
export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'hosting', label: 'Hosting', icon: Server, Component: HostingAccountsManagement },
  // Issue 22: not in the spec's list; beside hosting, whose sites it suspends.
  { value: 'abuse', label: 'Abuse', icon: Flag, Component: AbuseQueueTab },
  { value: 'packages', label: 'Packages', icon: Package, Component: PackageManagement },
  { value: 'pending-orders', label: 'Pending Orders', icon: ClipboardList, Component: PendingOrdersTab },
  { value: 'plugins', label: 'Plugins', icon: Puzzle, Component: PluginsTab },
  { value: 'themes', label: 'Themes', icon: Palette, Component: ThemesTab },
  { value: 'users', label: 'Users', icon: Users, Component: UsersTab },
  { value: 'user-groups', label: 'User Groups', icon: UsersRound, Component: UserGroupsManagement },
  { value: 'vps', label: 'VPS', icon: HardDrive, Component: AdminVpsTab },
  { value: 'cloud', label: 'Compute API', icon: Cloud, Component: CloudTab },
  { value: 'analytics', label: 'Analytics', icon: ChartLine, Component: AnalyticsTab },
  { value: 'settings', label: 'Settings', icon: Settings, Component: SettingsTab },
  { value: 'system', label: 'System', icon: Wrench, Component: SystemTabs },
];
