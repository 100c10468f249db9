export { AdminDashboard } from './components/admin-dashboard';
export { SystemTab } from './components/system-tab';
export type { AdminTab } from './admin-tab';
