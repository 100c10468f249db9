export { UserGroupsManagement } from './components/user-groups-management';
