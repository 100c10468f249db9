export { UsersTab } from './components/users-tab';
