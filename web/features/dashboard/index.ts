export { ClientDashboard, type ClientDashboardProps } from './components/client-dashboard';
export { ClientDashboardLayout } from './components/client-dashboard-layout';
export { AddEmailCard } from './components/add-email-card';
