export { HostingAccountsManagement } from './components/hosting-accounts-management';
