export { SitePagesSettings } from './components/site-pages-settings';
