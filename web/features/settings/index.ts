export { PasswordForm } from './components/password-form';
export { NotificationSettings } from './components/notification-settings';
