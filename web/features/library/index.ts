// The public face of the library feature: what route modules (and the landing page) may use.
export { PluginDirectory } from './components/plugin-directory';
export { PluginLibraryRegistration } from './components/plugin-library-registration';
