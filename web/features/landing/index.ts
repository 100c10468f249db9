export { LandingPage, type LandingPageProps } from './components/landing-page';
export type { ServiceView } from './components/service-chooser';
