export { ClientDashboard, type ClientDashboardProps } from './components/client-dashboard';
