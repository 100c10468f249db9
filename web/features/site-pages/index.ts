export { SitePageScreen } from './components/site-page-screen';
