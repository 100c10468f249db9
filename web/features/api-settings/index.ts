export { ApiSettingsScreen } from './components/api-settings-screen';
