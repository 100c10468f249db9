// The public face of the two-factor feature: the /settings section and the admin set-up prompt.
export { TwoFactorSection } from './components/two-factor-section';
export { TwoFactorSetupRequiredBanner } from './components/setup-required-banner';
