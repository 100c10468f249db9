// The public face of the admin library feature: the dashboard's Plugins and Themes tabs, and the export
// button the library screens show to admins (composed by the route modules).
export { PluginsTab, ThemesTab } from './components/library-admin-tab';
export { ExportCatalogueButton } from './components/export-button';
