// The public face of the two-factor feature: the /settings section and the admin set-up prompt and hold.
export { TwoFactorSection } from './components/two-factor-section';
export { LazySetupRequiredBanner as TwoFactorSetupRequiredBanner } from './components/lazy-setup-required-banner';
export { TwoFactorHoldGate } from './components/two-factor-hold-gate';
export { useTwoFactorHold, type TwoFactorHold } from './hooks/use-two-factor-hold';
