export { PasswordForm } from './components/password-form';
export { NotificationSettings } from './components/notification-settings';
export { SessionsCard } from './components/sessions-card';
