// Settings → Manage site: what free sites may do in the operator's shared DNS zone.
export { SiteManageSettings } from './components/site-manage-settings';
