// The public face of the sessions feature: the Sessions section of /settings.
export { SessionsSection } from './components/sessions-section';
