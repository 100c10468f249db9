export { ClientDashboard, type ClientDashboardProps } from './components/client-dashboard';
export { AddEmailCard } from './components/add-email-card';
