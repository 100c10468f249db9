// The admin analytics tab's donations sub-tab (001 §2).
export { DonationsTab } from './components/donations-tab';
