export { PackageManagement } from './components/package-management';
