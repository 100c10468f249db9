// The public face of the library feature: what route modules (and the landing page) may use.
export { PluginDirectory } from './components/plugin-directory';
export { PluginLibraryRegistration } from './components/plugin-library-registration';
export { PluginLibraryPage } from './components/plugin-library-page';
export { ThemeLibraryPage } from './components/theme-library-page';
export { PluginDetailPage } from './components/plugin-detail-page';
