export { VpsOrdersManagement } from './components/vps-orders-management';
export { VpsPackageManagement } from './components/vps-package-management';
