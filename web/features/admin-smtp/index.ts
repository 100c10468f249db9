export { SmtpSettingsScreen } from './components/smtp-settings-screen';
