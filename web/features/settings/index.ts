export { PasswordForm } from './components/password-form';
export { NotificationSettings } from './components/notification-settings';
export { settingsMessages } from './i18n';
