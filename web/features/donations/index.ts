// The public face of the donations feature (000 §2, §7, §9; 001 §2): what route modules compose.
export { DonateSection } from './components/donate-section';
export { DonationBanner } from './components/donation-banner';
export { DonationSuccessPage } from './components/donation-success-page';
export { PluginDonatePage } from './components/plugin-donate-page';
export { PluginCheckoutSuccessPage } from './components/plugin-checkout-success-page';
