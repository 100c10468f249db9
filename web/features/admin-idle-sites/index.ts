// Settings → Idle sites: the idle-site rule and its daily sweep.
export { IdleSitesSettings } from './components/idle-sites-settings';
