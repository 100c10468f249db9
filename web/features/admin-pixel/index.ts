export { PixelSettingsScreen } from './components/pixel-settings-screen';
