import { SitePageScreen } from '../../features/site-pages';

// /terms, /privacy, /acceptable-use: the admin's Markdown pages.
export const TermsRoute = () => <SitePageScreen slug="terms" />;
export const PrivacyRoute = () => <SitePageScreen slug="privacy" />;
export const AcceptableUseRoute = () => <SitePageScreen slug="acceptable-use" />;
