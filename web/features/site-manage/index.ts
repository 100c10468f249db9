// Manage site: one hosting account's HTTPS, WordPress, e-mail, DNS and backups (server: modules/site-manage).
export { SiteManagePage } from './components/site-manage-page';
