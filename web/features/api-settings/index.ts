export { ApiSettingsScreen } from './components/api-settings-screen';
export { apiSettingsMessages } from './i18n';
